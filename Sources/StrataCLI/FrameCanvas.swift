import Foundation
import StrataGraphics

/// The pixel size and scale a render uses: the scene's size at `--scale` (default 1), or
/// `--size WxH` with the scale that fits the scene into it (the scene keeps its aspect and sits
/// at the top-left; a different aspect leaves the rest of the image transparent).
struct FrameCanvas: Equatable {
    var width: Int
    var height: Int
    var scale: CGFloat

    init(sceneSize: CGSize, size: String?, scale: Double?) throws {
        guard sceneSize.width.isFinite, sceneSize.height.isFinite, sceneSize.width > 0, sceneSize.height > 0 else {
            throw CLIError("the scene has no area (size \(sceneSize.width)x\(sceneSize.height)): nothing to render")
        }
        if let size {
            let (w, h) = try InputShorthand.size(size)
            width = w
            height = h
            self.scale = CGFloat(scale ?? Double(min(CGFloat(w) / sceneSize.width, CGFloat(h) / sceneSize.height)))
        } else {
            let factor = CGFloat(scale ?? 1)
            // Saturating: a scene of 1e308 points times the factor is +∞, which Int(_:) traps on.
            width = Int(saturating: sceneSize.width * factor, rounding: .up)
            height = Int(saturating: sceneSize.height * factor, rounding: .up)
            self.scale = factor
            guard (1...16_384).contains(width), (1...16_384).contains(height) else {
                throw CLIError("the image would be \(width)x\(height) pixels; the limit is 16384 on each side (give --size WxH)")
            }
        }
        // The memory ceiling (SCENE.md, "Limits"): a frame is read back and encoded whole, so
        // its pixels are bounded as well as its sides.
        guard width * height <= WorkLimit.bitmapPixels else {
            throw CLIError("the image would be \(width)x\(height) pixels; the limit is \(WorkLimit.bitmapPixels >> 20) Mpx (8192x8192)")
        }
    }
}
