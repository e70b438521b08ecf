import Foundation
import Testing
@testable import StrataCore

/// Audit of CABasicAnimation and CAPropertyAnimation against Apple's references.
@Suite struct SemanticsAuditBasicTests {
    // Apple, CABasicAnimation "Setting Interpolation Values": which of fromValue, toValue and
    // byValue are set decides the endpoints. Model position.x is 100.
    @Test(arguments: [
        // from, to, by, value at the midpoint
        (10.0 as Double?, 20.0 as Double?, nil as Double?, 15.0),  // from → to
        (10, nil, 5, 12.5),  // from → from + by
        (nil, 20, 5, 17.5),  // to − by → to
        (10, nil, nil, 55),  // from → current presentation value
        (nil, 20, nil, 60),  // current render-tree value → to
        (nil, nil, 5, 102.5),  // current → current + by
        (nil, nil, nil, 100),  // previous → current render-tree value
        (10, 20, 5, 15),  // from and to win over by
    ])
    func interpolationTable(from: Double?, to: Double?, by: Double?, mid: Double) {
        let a = CABasicAnimation(keyPath: "position.x")
        a.fromValue = from
        a.toValue = to
        a.byValue = by
        a.duration = 1

        let xs = SemanticsAuditTests.xs(a, at: [0.5])

        #expect(xs == [mid])
    }

    @Test func additiveAddsToTheModelValue() {
        // isAdditive: "the value specified by the animation is added to the current
        // render-tree value to produce the new render-tree value".
        let a = SemanticsAuditTests.move(from: 0, to: 10) { $0.isAdditive = true }

        #expect(SemanticsAuditTests.xs(a, at: [0.5]) == [105])
    }

    @Test func cumulativeBuildsOnEachCycle() {
        // isCumulative: "the value of the property is the value at the end of the previous
        // repeat cycle, plus the value of the current repeat cycle".
        let a = SemanticsAuditTests.move(from: 0, to: 10) { $0.isCumulative = true; $0.repeatCount = 3 }

        #expect(SemanticsAuditTests.xs(a, at: [0.5, 1.5, 2.5]) == [5, 15, 25])
    }

    @Test func structureKeyPaths() {
        // "Core Animation Extensions To Key-Value Coding": structure fields as key paths.
        let clock = MediaClock.virtual()
        clock.run {
            let layer = committedLayer(clock, bounds: CGRect(x: 0, y: 0, width: 10, height: 20))
            layer.shadowOffset = CGSize(width: 3, height: -3)
            clock.advance(by: 0)
            func add(_ keyPath: String, _ from: Double, _ to: Double) {
                let a = CABasicAnimation(keyPath: keyPath)
                a.fromValue = from
                a.toValue = to
                a.duration = 1
                layer.add(a, forKey: keyPath)
            }
            add("bounds.size.width", 10, 30)
            add("shadowOffset.height", 0, 10)
            add("transform.rotation.z", 0, Double.pi)
            clock.advance(to: 0.5)
            let p = layer.presentation()!

            #expect(p.bounds.size == CGSize(width: 20, height: 20))
            #expect(p.shadowOffset == CGSize(width: 3, height: 5))
            #expect(abs(p.transform.m11) < 1e-9 && abs(p.transform.m12 - 1) < 1e-9)
        }
    }

    @Test func transformScaleScalesAllThreeAxes() {
        // Key-value coding extensions: "transform.scale — the average of the scale factors of
        // all three axes"; setting it scales x, y and z alike.
        let clock = MediaClock.virtual()
        clock.run {
            let layer = committedLayer(clock)
            let a = CABasicAnimation(keyPath: "transform.scale")
            a.fromValue = 1
            a.toValue = 3
            a.duration = 1
            layer.add(a, forKey: "s")
            clock.advance(to: 0.5)
            let t = layer.presentation()!.transform

            #expect(t.m11 == 2 && t.m22 == 2 && t.m33 == 2)
        }
    }

    @Test func valueFunctionScaleTakesThreeValues() {
        // CAValueFunctionName.scale: "Animations using this value transform function must
        // provide animation values in an NSArray of three NSNumber instances that specify the
        // (x, y, z) scale values."
        let clock = MediaClock.virtual()
        clock.run {
            let layer = committedLayer(clock)
            let a = CABasicAnimation(keyPath: "transform")
            a.valueFunction = CAValueFunction(name: .scale)
            a.fromValue = [1, 1, 1]
            a.toValue = [3, 5, 1]
            a.duration = 1
            layer.add(a, forKey: "s")
            clock.advance(to: 0.5)
            let t = layer.presentation()!.transform

            #expect(t.m11 == 2 && t.m22 == 3 && t.m33 == 1)
        }
    }

    @Test func valueFunctionTranslateTakesThreeValues() {
        // CAValueFunctionName.translate: "values in an NSArray of three NSNumber instances
        // that specify the (x, y, z) translate values."
        let clock = MediaClock.virtual()
        clock.run {
            let layer = committedLayer(clock)
            let a = CABasicAnimation(keyPath: "transform")
            a.valueFunction = CAValueFunction(name: CAValueFunctionName(rawValue: "translate"))
            a.fromValue = [0, 0, 0]
            a.toValue = [10, 20, 30]
            a.duration = 1
            layer.add(a, forKey: "t")
            clock.advance(to: 0.5)
            let t = layer.presentation()!.transform

            #expect(t.m41 == 5 && t.m42 == 10 && t.m43 == 15)
        }
    }

    @Test func keyframesWithAVectorValueFunction() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = committedLayer(clock)
            let a = CAKeyframeAnimation(keyPath: "transform")
            a.valueFunction = CAValueFunction(name: .translate)
            a.values = [[0, 0, 0], [10, 0, 0], [10, 20, 0]]
            a.duration = 2
            layer.add(a, forKey: "t")
            clock.advance(to: 1.5)
            let t = layer.presentation()!.transform

            #expect(t.m41 == 10 && t.m42 == 10 && t.m43 == 0)
        }
    }

    @Test func aVectorValueFunctionRefusesSingleNumbers() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = committedLayer(clock)
            let a = CABasicAnimation(keyPath: "transform")
            a.valueFunction = CAValueFunction(name: .scale)
            a.fromValue = 1
            a.toValue = 2

            #expect(throws: StrataError.self) { try layer.tryAdd(a, forKey: "s") }
        }
    }
}
