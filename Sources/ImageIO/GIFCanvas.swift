import Foundation
import StrataGraphics

/// Composes a GIF's frames into whole-canvas images, as ImageIO returns them: each frame is
/// drawn over what the previous frame's disposal method left (GIF89a §23: 1 keep, 2 clear its
/// rectangle, 3 restore what was there before it). The last composed state is kept, so playing
/// frames in order costs one frame each; going back starts again from frame 0.
final class GIFCanvas {
    private let file: GIFFile
    private let width: Int
    private let height: Int
    /// Premultiplied RGBA after drawing frame `index` (before its disposal).
    private var pixels: [UInt8]
    /// The canvas before frame `index` was drawn (for disposal 3); nil otherwise.
    private var beforeCurrent: [UInt8]?
    private var index = -1

    init(_ file: GIFFile) {
        self.file = file
        width = file.canvasWidth
        height = file.canvasHeight
        pixels = [UInt8](repeating: 0, count: file.canvasWidth * file.canvasHeight * 4)
    }

    /// Frame `target` composed on the canvas; nil outside the frames read.
    func image(at target: Int) -> CGImage? {
        guard file.frames.indices.contains(target) else { return nil }
        if target < index { reset() }
        while index < target { advance() }
        return try? CGImage(width: width, height: height, pixels: pixels)
    }

    private func reset() {
        pixels = [UInt8](repeating: 0, count: width * height * 4)
        beforeCurrent = nil
        index = -1
    }

    private func advance() {
        if index >= 0 { dispose(file.frames[index]) }
        index += 1
        let frame = file.frames[index]
        beforeCurrent = frame.disposal == 3 ? pixels : nil
        draw(frame)
    }

    private func dispose(_ frame: GIFFile.Frame) {
        switch frame.disposal {
        case 2:
            // "Restore to background": every current decoder (and ImageIO) clears to transparent.
            forEachPixel(of: frame) { _, offset in
                for c in 0..<4 { pixels[offset + c] = 0 }
            }
        case 3:
            if let saved = beforeCurrent { pixels = saved }
        default:
            break
        }
    }

    /// Opaque palette colours over the canvas; the transparent index and indices past the colour
    /// table (a corrupt file) leave the canvas as it is.
    private func draw(_ frame: GIFFile.Frame) {
        forEachPixel(of: frame) { source, offset in
            let colorIndex = Int(frame.indices[source])
            guard colorIndex != frame.transparentIndex, colorIndex < frame.colors.count else { return }
            let color = frame.colors[colorIndex]
            pixels[offset] = color.0
            pixels[offset + 1] = color.1
            pixels[offset + 2] = color.2
            pixels[offset + 3] = 255
        }
    }

    /// Calls `body` with (index into the frame, byte offset on the canvas) for the frame's
    /// pixels that fall on the canvas (a frame may reach past it).
    private func forEachPixel(of frame: GIFFile.Frame, _ body: (Int, Int) -> Void) {
        let x0 = Swift.max(frame.left, 0), x1 = Swift.min(frame.left + frame.width, width)
        let y0 = Swift.max(frame.top, 0), y1 = Swift.min(frame.top + frame.height, height)
        guard x0 < x1, y0 < y1 else { return }  // wholly off the canvas
        for y in y0..<y1 {
            for x in x0..<x1 {
                body((y - frame.top) * frame.width + (x - frame.left), (y * width + x) * 4)
            }
        }
    }
}
