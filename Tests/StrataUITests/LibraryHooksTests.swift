import Foundation
import Testing
@testable import StrataUI
import StrataCore
import StrataGL

/// The hooks in LibraryHooksCode.swift behave as UIKit documents them.
@Suite struct LibraryHooksTests {
    func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> [Int] {
        let cg = image.cgImage!
        let i = y * cg.bytesPerRow + x * 4
        return cg.pixelData[i..<i + 4].map(Int.init)
    }

    @Test("willMove(toWindow:) and didMoveToWindow() reach every view of a subtree entering or leaving a window, not a move within it (Apple: UIView didMoveToWindow())")
    func windowMoves() {
        // https://developer.apple.com/documentation/uikit/uiview/didmovetowindow(): "Tells the
        // view that its window object changed" — window is nil when the view was removed.
        onVirtualClock { clock, _ in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let spinner = WindowAwareSpinner(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            container.addSubview(spinner)
            #expect(spinner.log.isEmpty, "no window yet")

            window.addSubview(container)
            #expect(spinner.log == ["will enter", "start"])
            #expect(spinner.layer.animation(forKey: "spin")?.duration == 1, "reduce motion is off")
            let other = UIView()
            window.addSubview(other)
            other.addSubview(container)                  // same window: nothing to report
            #expect(spinner.log.count == 2)

            container.removeFromSuperview()
            #expect(spinner.log == ["will enter", "start", "will leave", "stop"])
            #expect(spinner.layer.animation(forKey: "spin") == nil)
            _ = clock
        }
    }

    @Test("tintColorDidChange() runs on the view and on subviews that inherit the tint, not on those with their own (Apple: UIView tintColorDidChange())")
    func tintChanges() {
        let parent = UIView()
        let inheriting = WindowAwareSpinner(), own = WindowAwareSpinner()
        own.tintColor = .green
        own.log.removeAll()
        parent.addSubview(inheriting)
        parent.addSubview(own)
        parent.tintColor = .red
        #expect(inheriting.log == ["tint"])
        #expect(own.log.isEmpty)
        #expect(inheriting.layer.borderColor == UIColor.red.cgColor)
    }

    @Test("traits: light, the screen's scale, an iPhone in portrait; init() leaves every trait unspecified (Apple: UITraitCollection)")
    func traits() {
        let traits = UIView().traitCollection
        #expect(traits.userInterfaceStyle == .light)
        #expect(traits.displayScale == UIScreen.main.scale)
        #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular)
        #expect(traits.userInterfaceIdiom == .phone)
        let empty = UITraitCollection()
        #expect(empty.userInterfaceStyle == .unspecified && empty.displayScale == 0)
        #expect(traits.containsTraits(in: UITraitCollection(userInterfaceStyle: .light)))
        #expect(!traits.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(traits.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(UIViewController().traitCollection == traits)
    }

    @Test("feedback generators are callable and change nothing on a host without haptics; the spring completes (Apple: UIFeedbackGenerator)")
    func haptics() {
        // https://developer.apple.com/documentation/uikit/uifeedbackgenerator: the generators
        // do nothing where the hardware has no haptic engine.
        onVirtualClock { clock, root in
            let card = SnapCard(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            root.addSubview(card)
            card.transform = CGAffineTransform(translationX: 40, y: 0).rotated(by: 0.2)
            clock.advance(by: 0)
            var done = false
            card.snapBack { done = true }
            clock.advance(to: 1)
            #expect(done && card.transform.isIdentity)
            #expect(card.impact.style == .rigid && UIImpactFeedbackGenerator().style == .medium)
        }
    }

    @Test("a reversed oval appended to a rectangle cuts a hole under the non-zero rule (Apple: UIBezierPath reversing())")
    func spotlightHole() throws {
        // https://developer.apple.com/documentation/uikit/uibezierpath/reversing()
        let view = SpotlightView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let image = UIGraphicsImageRenderer(size: view.bounds.size).image { _ in view.draw(view.bounds) }
        #expect(pixel(image, 20, 20)[3] == 0, "the hole")
        #expect(pixel(image, 2, 2)[3] == 255, "the dimmed frame")
        #expect(pixel(image, 11, 11)[3] == 255, "outside the oval, inside its box")
        let mask = view.maskLayer()
        #expect(mask.path?.contains(CGPoint(x: 20, y: 20)) == false)
        #expect(mask.path?.contains(CGPoint(x: 35, y: 35)) == true)
        #expect(mask.path?.contains(CGPoint(x: 20, y: 20), using: .evenOdd) == false)
    }

    @Test("reversing() runs each subpath backwards: an open one from its end, a closed one from its start (Apple: UIBezierPath reversing())")
    func reversedElements() {
        let open = UIBezierPath()
        open.move(to: CGPoint(x: 0, y: 0))
        open.addLine(to: CGPoint(x: 10, y: 0))
        open.addCurve(to: CGPoint(x: 20, y: 10), controlPoint1: CGPoint(x: 12, y: 0), controlPoint2: CGPoint(x: 20, y: 8))
        open.lineWidth = 3
        let back = open.reversing()
        #expect(back.currentPoint == CGPoint(x: 0, y: 0) && back.lineWidth == 3)
        var elements: [(CGPathElementType, [CGPoint])] = []
        back.cgPath.applyWithBlock { e in
            let n = [CGPathElementType.moveToPoint: 1, .addLineToPoint: 1, .addCurveToPoint: 3][e.pointee.type] ?? 0
            elements.append((e.pointee.type, (0..<n).map { e.pointee.points[$0] }))
        }
        #expect(elements.map(\.0) == [.moveToPoint, .addCurveToPoint, .addLineToPoint])
        #expect(elements[0].1 == [CGPoint(x: 20, y: 10)])
        #expect(elements[1].1 == [CGPoint(x: 20, y: 8), CGPoint(x: 12, y: 0), CGPoint(x: 10, y: 0)])
        #expect(elements[2].1 == [CGPoint(x: 0, y: 0)])
        let square = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4)).reversing()
        #expect(square.bounds == CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(UIBezierPath().reversing().isEmpty)
    }

    @Test("setLineDash / getLineDash, addClip, fill(with:alpha:) and copy() (Apple: UIBezierPath)")
    func dashesClipsAlphaCopies() throws {
        let line = UIBezierPath()
        line.move(to: CGPoint(x: 0, y: 5))
        line.addLine(to: CGPoint(x: 40, y: 5))
        line.lineWidth = 4
        line.setLineDash([10, 10], count: 2, phase: 0)
        var count = 0, phase: CGFloat = -1
        var lengths = [CGFloat](repeating: 0, count: 2)
        line.getLineDash(&lengths, count: &count, phase: &phase)
        #expect(count == 2 && lengths == [10, 10] && phase == 0)
        let copy = try #require(line.copy() as? UIBezierPath)
        #expect(copy !== line && copy.lineWidth == 4 && copy.cgPath == line.cgPath)

        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20)).image { _ in
            UIColor.red.setStroke()
            copy.stroke()                                      // dashed: painted 0–10, 20–30
            UIGraphicsGetCurrentContext()?.saveGState()
            UIBezierPath(rect: CGRect(x: 0, y: 10, width: 20, height: 10)).addClip()
            UIColor.blue.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 10, width: 40, height: 10)).fill(with: .normal, alpha: 0.5)
            UIGraphicsGetCurrentContext()?.restoreGState()
        }
        #expect(pixel(image, 5, 5)[0] == 255 && pixel(image, 15, 5)[3] == 0, "dash then gap")
        #expect(abs(pixel(image, 10, 15)[3] - 128) <= 2, "half-alpha fill inside the clip")
        #expect(pixel(image, 30, 15)[3] == 0, "clipped away")
    }

    @Test("drawHierarchy(in:afterScreenUpdates:) draws the view tree scaled into the rect (Apple: UIView drawHierarchy(in:afterScreenUpdates:))")
    func drawHierarchy() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.backgroundColor = .red
        let corner = UIView(frame: CGRect(x: 20, y: 20, width: 20, height: 20))
        corner.backgroundColor = .blue
        view.addSubview(corner)
        var drew = false
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in
            drew = view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 20, height: 20), afterScreenUpdates: true)
        }
        #expect(drew)
        #expect(pixel(image, 5, 5)[0] == 255 && pixel(image, 5, 5)[2] == 0)
        #expect(pixel(image, 15, 15)[2] == 255 && pixel(image, 15, 15)[0] == 0)
        #expect(!view.drawHierarchy(in: view.bounds, afterScreenUpdates: false), "no current context")
    }
}

/// A bottom sheet's top corners rounded with a mask layer, as card and sheet libraries do
/// before `maskedCorners` (Apple: UIBezierPath init(roundedRect:byRoundingCorners:cornerRadii:),
/// CALayer mask).
@Suite struct RoundedCornerMaskTests {
    /// The sheet rendered with its mask; `framed` sets the mask's frame to the sheet's bounds.
    func render(framed: Bool) throws -> (Int, Int) -> [Int] {
        let clock = MediaClock.virtual()
        let image = try clock.run { () throws -> CGImage in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            root.layer.anchorPoint = .zero
            root.layer.position = .zero
            root.backgroundColor = .white
            let sheet = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            sheet.backgroundColor = .blue
            let path = UIBezierPath(roundedRect: sheet.bounds, byRoundingCorners: [.topLeft, .topRight],
                                    cornerRadii: CGSize(width: 20, height: 20))
            let mask = CAShapeLayer()
            mask.path = path.cgPath
            if framed { mask.frame = sheet.bounds }
            sheet.layer.mask = mask
            root.addSubview(sheet)
            clock.advance(by: 0)
            root.layer.layoutAndDisplayIfNeeded()
            let renderer = try OffscreenRenderer(pixelWidth: 60, pixelHeight: 60)
            return try renderer.renderFrame(root.layer, at: clock.now)
        }
        return { x, y in
            let i = y * image.bytesPerRow + x * 4
            return image.pixelData[i..<i + 3].map(Int.init)
        }
    }

    func checkCorners(_ rgb: (Int, Int) -> [Int]) {
        let blue = { (p: [Int]) in p[2] > 250 && p[0] < 5 }
        #expect(rgb(1, 1) == [255, 255, 255], "top-left corner cut: white shows")
        #expect(rgb(58, 1) == [255, 255, 255], "top-right corner cut")
        #expect(blue(rgb(1, 58)), "bottom-left corner kept square: \(rgb(1, 58))")
        #expect(blue(rgb(30, 30)) && blue(rgb(30, 2)), "the sheet shows inside the path")
    }

    @Test("a mask framed to the sheet clears only the chosen corners, on screen")
    func framedMask() throws {
        checkCorners(try render(framed: true))
    }

    @Test("a mask shape layer with zero bounds masks by its path, as on iOS (a CAShapeLayer paints its path wherever it lies)")
    func unframedMask() throws {
        // The usual idiom sets only `path`. The compositor sizes the mask's surface from what
        // the mask paints (FrameBuilder+Surfaces subtreeBounds); from its zero bounds alone the
        // whole sheet was masked away.
        let rgb = try render(framed: false)
        checkCorners(rgb)
    }
}
