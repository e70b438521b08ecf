import Foundation
import Testing
@testable import StrataCore

/// CAValueFunction and the legacy constant names (Apple: CAValueFunction; CAPropertyAnimation
/// `valueFunction`: "the value function is applied to the interpolated value").
@Suite struct ValueFunctionTests {
    @Test func rotateZTurnsNumbersIntoARotation() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = committedLayer(clock)
            let spin = CABasicAnimation(keyPath: "transform")
            spin.valueFunction = CAValueFunction(name: kCAValueFunctionRotateZ)
            spin.fromValue = 0
            spin.toValue = Double.pi
            spin.duration = 1
            spin.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionLinear)
            spin.fillMode = kCAFillModeForwards

            layer.add(spin, forKey: "spin")
            clock.advance(to: 0.5)

            let t = layer.presentation()!.transform
            #expect(CATransform3DEqualToTransform(t, CATransform3DMakeRotation(.pi / 2, 0, 0, 1)))
        }
    }

    @Test func unknownNamesGiveNoFunction() {
        #expect(CAValueFunction(name: CAValueFunctionName(rawValue: "wobble")) == nil)
    }
}
