/// CPU resampling for images the GPU cannot take whole.
enum ImageResampler {
    /// Averages premultiplied RGBA8 `pixels` down to `toWidth`×`toHeight` (box filter: each
    /// output pixel is the mean of the source pixels whose centres fall in its footprint).
    static func boxDownscale(_ pixels: [UInt8], width: Int, height: Int, toWidth: Int, toHeight: Int) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: toWidth * toHeight * 4)
        for oy in 0..<toHeight {
            let y0 = oy * height / toHeight, y1 = max(y0 + 1, (oy + 1) * height / toHeight)
            for ox in 0..<toWidth {
                let x0 = ox * width / toWidth, x1 = max(x0 + 1, (ox + 1) * width / toWidth)
                var sum = SIMD4<UInt32>(repeating: 0)
                for y in y0..<y1 {
                    var i = (y * width + x0) * 4
                    for _ in x0..<x1 {
                        sum &+= SIMD4(UInt32(pixels[i]), UInt32(pixels[i + 1]), UInt32(pixels[i + 2]), UInt32(pixels[i + 3]))
                        i += 4
                    }
                }
                let n = UInt32((y1 - y0) * (x1 - x0))
                let o = (oy * toWidth + ox) * 4
                for c in 0..<4 { out[o + c] = UInt8((sum[c] + n / 2) / n) }
            }
        }
        return out
    }
}
