import Foundation
import Testing
@testable import StrataCore
import StrataGraphics

/// Every key path on Apple's "Key-Value Coding Extensions" page (Core Animation Programming
/// Guide: the CATransform3D field paths `rotation.x/y/z`, `rotation`, `scale.x/y/z`, `scale`,
/// `translation.x/y/z`, `translation` — "Set to an NSSize or CGSize data type" — and the
/// structure fields `x`, `y`, `width`, `height`, `origin`, `origin.x`, `origin.y`, `size`,
/// `size.width`, `size.height`) and on its "Animatable Properties" page (Table B-1), walked on
/// every layer class: settable with `setValue(_:forKeyPath:)`, readable with
/// `value(forKeyPath:)`, and animatable with a CABasicAnimation whose values are boxed in every
/// type Apple accepts (numbers as CGFloat, Double, Float, Int, NSNumber). Not walked: `filters`,
/// `backgroundFilters`, `compositingFilter` (Core Image filters, absent on Linux), `frame` (Table
/// B-1: "This property is not animatable"; set and read below), and `mask` / `sublayers`, whose
/// default animation is a switch of the whole tree (set and read below).
@Suite("Key paths: Apple's tables on every layer class")
struct KeyPathTableTests {
    enum Sample {
        case number(Double, Double)
        case point(CGPoint, CGPoint)
        case size(CGSize, CGSize)
        case rect(CGRect, CGRect)
        case color
        case transform
        case bool
        case path
        case image
    }

    /// (key path, sample values).
    static let table: [(String, Sample)] = {
        var rows: [(String, Sample)] = [
            ("anchorPoint", .point(CGPoint(x: 0.2, y: 0.4), CGPoint(x: 0.6, y: 0.8))),
            ("anchorPointZ", .number(0, 10)),
            ("backgroundColor", .color), ("borderColor", .color), ("shadowColor", .color),
            ("borderWidth", .number(0, 8)),
            ("bounds", .rect(CGRect(x: 0, y: 0, width: 10, height: 20), CGRect(x: 4, y: 2, width: 50, height: 60))),
            ("contents", .image),
            ("contentsRect", .rect(CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 0.5, y: 0.5, width: 0.5, height: 0.5))),
            ("contentsCenter", .rect(CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5))),
            ("cornerRadius", .number(0, 12)),
            ("doubleSided", .bool), ("hidden", .bool), ("masksToBounds", .bool),
            ("opacity", .number(0.2, 1)),
            ("position", .point(CGPoint(x: 10, y: 20), CGPoint(x: 110, y: 220))),
            ("shadowOffset", .size(CGSize(width: 0, height: -3), CGSize(width: 8, height: 5))),
            ("shadowOpacity", .number(0, 1)),
            ("shadowPath", .path),
            ("shadowRadius", .number(3, 9)),
            ("zPosition", .number(0, 40)),
            // Structure fields (KVC extensions, "structure fields").
            ("position.x", .number(10, 110)), ("position.y", .number(20, 220)),
            ("anchorPoint.x", .number(0.2, 0.6)), ("anchorPoint.y", .number(0.4, 0.8)),
            ("shadowOffset.width", .number(0, 8)), ("shadowOffset.height", .number(-3, 5)),
            ("bounds.origin", .point(.zero, CGPoint(x: 5, y: 7))),
            ("bounds.origin.x", .number(0, 5)), ("bounds.origin.y", .number(0, 7)),
            ("bounds.size", .size(CGSize(width: 10, height: 20), CGSize(width: 30, height: 40))),
            ("bounds.size.width", .number(10, 30)), ("bounds.size.height", .number(20, 40)),
            ("contentsRect.origin.x", .number(0, 0.5)), ("contentsRect.size.width", .number(1, 0.5)),
        ]
        // CATransform3D fields, on both transforms.
        for base in ["transform", "sublayerTransform"] {
            rows.append((base, .transform))
            for (field, a, b) in [("rotation.x", 0.0, 0.5), ("rotation.y", 0, 0.5), ("rotation.z", 0, 0.5),
                                  ("rotation", 0, 0.5), ("scale.x", 1, 2), ("scale.y", 1, 3),
                                  ("scale.z", 1, 2), ("scale", 1, 2), ("translation.x", 0, 30),
                                  ("translation.y", 0, 40), ("translation.z", 0, 50)] {
                rows.append(("\(base).\(field)", .number(a, b)))
            }
            rows.append(("\(base).translation", .size(CGSize(width: 0, height: 0), CGSize(width: 30, height: 40))))
        }
        return rows
    }()

    static let classes: [String: @Sendable () -> CALayer] = [
        "CALayer": { CALayer() }, "CAShapeLayer": { CAShapeLayer() }, "CAGradientLayer": { CAGradientLayer() },
        "CATextLayer": { CATextLayer() }, "CAReplicatorLayer": { CAReplicatorLayer() },
        "CAScrollLayer": { CAScrollLayer() }, "CATransformLayer": { CATransformLayer() },
        "CAEmitterLayer": { CAEmitterLayer() },
    ]

    /// The number forms Apple's API accepts for a CGFloat-valued key.
    static func boxes(_ n: Double) -> [Any] {
        var forms: [Any] = [CGFloat(n), n, Float(n), NSNumber(value: n)]
        if n == n.rounded() { forms.append(Int(n)) }
        return forms
    }

    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// Reads a numeric value back, whatever box it came in.
    static func number(_ v: Any?) -> Double? { AnyNumber.double(v) }

    /// Sets `value` at `keyPath` and reads it back; returns whether it round-trips.
    static func roundTrips(_ layer: CALayer, _ keyPath: String, _ value: Any, _ same: (Any?) -> Bool) -> Bool {
        layer.setValue(value, forKeyPath: keyPath)
        return same(layer.value(forKeyPath: keyPath))
    }

    @Test("set, read and animate every key path", arguments: classes.keys.sorted())
    func walk(_ className: String) throws {
        let make = try #require(Self.classes[className])
        let clock = MediaClock.virtual()
        try clock.run {
            for (keyPath, sample) in Self.table {
                let layer = make()
                layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 20)
                clock.advance(by: 0)
                try check(layer, keyPath, sample, clock)
            }
        }
    }

    func check(_ layer: CALayer, _ keyPath: String, _ sample: Sample, _ clock: MediaClock) throws {
        let where_ = Comment(rawValue: "\(type(of: layer)) \(keyPath)")
        #expect(layer.valueKind(forKeyPath: keyPath) != nil, where_)
        CATransaction.setDisableActions(true)
        defer { CATransaction.setDisableActions(false) }
        switch sample {
        case let .number(a, b):
            for box in Self.boxes(b) {
                #expect(Self.roundTrips(layer, keyPath, box) { close(Self.number($0) ?? .nan, b, 1e-5) }, "\(where_) as \(type(of: box))")
            }
            let mid = try animate(layer, keyPath, from: Self.boxes(a).last!, to: Self.boxes(b).first!, clock)
            #expect(close(Self.number(mid) ?? .nan, (a + b) / 2, 1e-5), where_)
        case let .point(a, b):
            #expect(Self.roundTrips(layer, keyPath, b) { ($0 as? CGPoint) == b }, where_)
            #expect(Self.roundTrips(layer, keyPath, NSValue(point: a)) { ($0 as? CGPoint) == a }, "\(where_) as NSValue")
            let mid = try animate(layer, keyPath, from: a, to: b, clock) as? CGPoint
            #expect(mid?.isClose(to: CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2), within: 1e-6) == true, where_)
        case let .size(a, b):
            #expect(Self.roundTrips(layer, keyPath, b) { ($0 as? CGSize) == b }, where_)
            let mid = try animate(layer, keyPath, from: a, to: b, clock) as? CGSize
            #expect(mid.map { close($0.width, Double(a.width + b.width) / 2, 1e-6) && close($0.height, Double(a.height + b.height) / 2, 1e-6) } == true, where_)
        case let .rect(a, b):
            #expect(Self.roundTrips(layer, keyPath, b) { ($0 as? CGRect) == b }, where_)
            let mid = try animate(layer, keyPath, from: a, to: b, clock) as? CGRect
            #expect(mid.map { close($0.size.width, Double(a.width + b.width) / 2, 1e-6) } == true, where_)
        case .color:
            #expect(Self.roundTrips(layer, keyPath, Self.blue) { ($0 as! CGColor?) == Self.blue }, where_)
            let mid = try animate(layer, keyPath, from: Self.red, to: Self.blue, clock)
            #expect((mid as! CGColor?).map { RGBA($0) }.map { close($0.red, 0.5, 1e-3) && close($0.blue, 0.5, 1e-3) } == true, where_)
        case .transform:
            let turn = CATransform3DMakeRotation(0.5, 0, 0, 1)
            #expect(Self.roundTrips(layer, keyPath, turn) { ($0 as? CATransform3D) == turn }, where_)
            let mid = try animate(layer, keyPath, from: CATransform3DIdentity, to: turn, clock) as? CATransform3D
            #expect(mid.map { close(Double($0.component(.rotationZ)), 0.25, 1e-6) } == true, where_)
        case .bool:
            #expect(Self.roundTrips(layer, keyPath, true) { ($0 as? Bool) == true }, where_)
            #expect(Self.roundTrips(layer, keyPath, NSNumber(value: false)) { ($0 as? Bool) == false }, "\(where_) as NSNumber")
            // Booleans switch at the midpoint: just before it, still the start.
            let before = try animate(layer, keyPath, from: false, to: true, clock, at: 0.4)
            #expect((before as? Bool) == false, where_)
        case .path:
            let path = CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5), transform: nil)
            #expect(Self.roundTrips(layer, keyPath, path) { ($0 as? CGPath) === path }, where_)
        case .image:
            let image = try CGImage(width: 2, height: 2, pixels: [UInt8](repeating: 255, count: 16))
            #expect(Self.roundTrips(layer, keyPath, image) { ($0 as? CGImage) === image }, where_)
        }
    }

    /// Adds a 1 s basic animation `from` → `to` and reads the presentation value at `at`.
    func animate(_ layer: CALayer, _ keyPath: String, from: Any, to: Any, _ clock: MediaClock, at fraction: Double = 0.5) throws -> Any? {
        let a = CABasicAnimation(keyPath: keyPath)
        a.fromValue = from
        a.toValue = to
        a.duration = 1
        let start = clock.now
        try layer.tryAdd(a, forKey: "walk")
        clock.advance(to: start + fraction)
        defer { layer.removeAnimation(forKey: "walk") }
        return layer.presentation()?.value(forKeyPath: keyPath)
    }

    // MARK: transform.translation

    @Test("transform.translation takes a CGSize (Apple's table) and a CGPoint")
    func translationTakesSizeAndPoint() throws {
        let clock = MediaClock.virtual()
        try clock.run {
            let layer = committedLayer(clock)

            layer.setValue(CGSize(width: 3, height: 4), forKeyPath: "transform.translation")
            let fromSize = layer.transform
            layer.setValue(CGPoint(x: 5, y: 6), forKeyPath: "sublayerTransform.translation")
            let a = CABasicAnimation(keyPath: "transform.translation")
            a.fromValue = CGPoint(x: 0, y: 0)
            a.toValue = CGPoint(x: 100, y: 50)
            a.duration = 1
            try layer.tryAdd(a, forKey: "t")
            clock.advance(to: clock.now + 0.5)

            #expect(fromSize.m41 == 3 && fromSize.m42 == 4)
            #expect(layer.sublayerTransform.m41 == 5 && layer.sublayerTransform.m42 == 6)
            #expect(layer.value(forKeyPath: "transform.translation") as? CGSize == CGSize(width: 3, height: 4))
            let shown = layer.presentation()!.transform
            #expect(close(shown.m41, 50, 1e-9) && close(shown.m42, 25, 1e-9))
        }
    }

    @Test("a keyframe path drives every point-valued key path, transform.translation included",
          arguments: ["position", "anchorPoint", "transform.translation", "sublayerTransform.translation", "bounds.origin"])
    func pathDrivesPointKeyPaths(_ keyPath: String) throws {
        let clock = MediaClock.virtual()
        try clock.run {
            let layer = committedLayer(clock)
            let path = CGMutablePath()
            path.move(to: CGPoint(x: 0, y: 0))
            path.addLine(to: CGPoint(x: 100, y: 50))
            path.addLine(to: CGPoint(x: 100, y: 150))
            let a = CAKeyframeAnimation(keyPath: keyPath)
            a.path = path
            a.duration = 1

            try layer.tryAdd(a, forKey: "p")
            clock.advance(to: clock.now + 0.25)
            let quarter = layer.presentation()!.value(forKeyPath: keyPath)
            clock.advance(to: clock.now + 0.5)
            let threeQuarters = layer.presentation()!.value(forKeyPath: keyPath)

            func xy(_ v: Any?) -> CGPoint? {
                if let p = v as? CGPoint { return p }
                if let s = v as? CGSize { return CGPoint(x: s.width, y: s.height) }
                return nil
            }
            #expect(xy(quarter)?.isClose(to: CGPoint(x: 50, y: 25), within: 1e-9) == true)
            #expect(xy(threeQuarters)?.isClose(to: CGPoint(x: 100, y: 100), within: 1e-9) == true)
        }
    }

    @Test("frame, mask and sublayers are settable and readable by key")
    func treeKeys() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = CALayer(), mask = CALayer(), child = CALayer()

            layer.setValue(CGRect(x: 1, y: 2, width: 30, height: 40), forKey: "frame")
            layer.setValue(mask, forKey: "mask")
            layer.setValue([child], forKey: "sublayers")

            #expect(layer.value(forKey: "frame") as? CGRect == CGRect(x: 1, y: 2, width: 30, height: 40))
            #expect(layer.mask === mask && layer.value(forKey: "mask") as? CALayer === mask)
            #expect(child.superlayer === layer && (layer.value(forKey: "sublayers") as? [CALayer])?.first === child)
        }
    }
}
