import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// Offscreen drawing (Apple: UIGraphicsImageRenderer `image(actions:)`;
/// UIGraphicsBeginImageContextWithOptions / UIGraphicsGetImageFromCurrentImageContext /
/// UIGraphicsEndImageContext; UIImage `draw(in:)`), in UIKit's y-down coordinates.
@Suite struct UIGraphicsImageRendererTests {
    private func rgba(_ image: UIImage, _ x: Int, _ y: Int) -> [UInt8] {
        let cg = image.cgImage!
        let i = y * cg.bytesPerRow + x * 4
        return Array(cg.pixelData[i..<i + 4])
    }

    @Test func rendererDrawsYDownAtItsScale() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), scale: 2)

        let image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
        }

        #expect(image.size == CGSize(width: 10, height: 10) && image.scale == 2)
        #expect(rgba(image, 1, 1)[0] == 255, "the top half is red (y down)")
        #expect(rgba(image, 1, 18)[3] == 0, "the bottom half is clear")
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func imageContextFunctionsAndImageDrawingKeepImagesUpright() {
        let top = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), scale: 1).image { _ in
            UIColor.blue.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 2)).fill()
        }

        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), false, 1)
        top.draw(in: CGRect(x: 0, y: 0, width: 4, height: 4))
        let copy = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()

        #expect(copy.map { rgba($0, 1, 0)[2] } == 255, "blue stays at the top")
        #expect(copy.map { rgba($0, 1, 3)[3] } == 0)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
    }
}
