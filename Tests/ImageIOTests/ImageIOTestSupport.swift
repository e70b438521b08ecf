import Foundation
import ImageIO

// Helpers written with Apple's API only (CGContext, dataProvider), as iOS test code would.

/// A `width` × `height` image filled with one colour, drawn through a bitmap context. `split`
/// paints the left half in `left` instead (to see orientation and scaling).
func makeImage(width: Int, height: Int, red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1,
               left: (CGFloat, CGFloat, CGFloat)? = nil) -> CGImage {
    let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(),
                            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
    context.setFillColor(red: red, green: green, blue: blue, alpha: alpha)
    context.fill(CGRect(x: 0, y: 0, width: width, height: height))
    if let left {
        context.setFillColor(red: left.0, green: left.1, blue: left.2, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: width / 2, height: height))
    }
    return context.makeImage()!
}

/// The premultiplied R, G, B, A bytes of pixel (x, y), row 0 at the top.
func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> [Int] {
    let bytes = image.dataProvider!.data! as Data
    let offset = y * image.bytesPerRow + x * 4
    return (0..<4).map { Int(bytes[bytes.startIndex + offset + $0]) }
}

/// Whether two colours differ by at most `tolerance` in every channel.
func close(_ a: [Int], _ b: [Int], tolerance: Int = 2) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
}

/// The encoded bytes of `images` written through a CGImageDestination of `type`.
func encode(_ images: [(CGImage, [String: Any]?)], type: String, fileProperties: [String: Any]? = nil) -> Data? {
    let data = NSMutableData()
    guard let destination = CGImageDestinationCreateWithData(data as CFMutableData, type as CFString, images.count, nil) else {
        return nil
    }
    if let fileProperties { CGImageDestinationSetProperties(destination, fileProperties as CFDictionary) }
    for (image, properties) in images {
        CGImageDestinationAddImage(destination, image, properties as CFDictionary?)
    }
    guard CGImageDestinationFinalize(destination) else { return nil }
    return data as Data
}

/// A 3-frame animated GIF: red 0.05 s, green 0.2 s, blue 0.35 s, looping forever.
func threeFrameGIF(width: Int = 6, height: Int = 4) -> Data? {
    let frames: [(CGImage, [String: Any]?)] = [
        (makeImage(width: width, height: height, red: 1, green: 0, blue: 0), 0.05),
        (makeImage(width: width, height: height, red: 0, green: 1, blue: 0), 0.2),
        (makeImage(width: width, height: height, red: 0, green: 0, blue: 1), 0.35),
    ].map { image, delay in
        (image, [kCGImagePropertyGIFDictionary as String: [kCGImagePropertyGIFDelayTime as String: delay]])
    }
    return encode(frames, type: "com.compuserve.gif",
                  fileProperties: [kCGImagePropertyGIFDictionary as String: [kCGImagePropertyGIFLoopCount as String: 0]])
}
