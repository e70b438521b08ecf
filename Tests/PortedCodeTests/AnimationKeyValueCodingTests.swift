import QuartzCore
import Foundation
import Testing

/// Reads a finished animation's `toValue` back by key, as RPCircularProgress's delegate does
/// (`anim.value(forKey: "toValue") as? CGFloat`), and keeps its completion object by key.
private final class ProgressKeeper: NSObject, CAAnimationDelegate {
    var kept: CGFloat = -1
    var completions = 0
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if let completed = anim.value(forKey: "toValue") as? CGFloat { kept = completed }
        if let block = anim.value(forKey: "completionBlock") as? () -> Void { block() }
    }
}

/// Key-value coding of CAAnimation's properties: NSObject's KVC on iOS reaches every declared
/// property by its Objective-C name (Key-Value Coding Programming Guide, "Accessing Object
/// Properties"), alongside the arbitrary keys CAAnimation stores
/// (https://developer.apple.com/documentation/quartzcore/caanimation — "CAAnimation … extends
/// the NSKeyValueCoding protocol, adding support for an extensible key space").
@Suite("CAAnimation's properties through value(forKey:) and setValue(_:forKey:)")
struct AnimationKeyValueCodingTests {
    @Test("the delegate of a finished progress animation reads its toValue by key")
    func delegateReadsToValue() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = CALayer()
            clock.advance(by: 0)
            let keeper = ProgressKeeper()
            let animation = CABasicAnimation(keyPath: "opacity")
            animation.fromValue = 0
            animation.toValue = CGFloat(0.75)
            animation.duration = 1
            animation.delegate = keeper
            animation.setValue({ keeper.completions += 1 } as () -> Void, forKey: "completionBlock")
            layer.add(animation, forKey: "progress")
            clock.advance(to: 0.5)
            #expect(keeper.kept == -1)
            clock.advance(to: 1.1)
            #expect(keeper.kept == 0.75, "the copy on the layer still answers toValue by key")
            #expect(keeper.completions == 1)
        }
    }

    @Test("numbers come back as NSNumber and geometry as NSValue; setValue(_:forKey:) sets the property")
    func boxingAndSetting() {
        let basic = CABasicAnimation()
        basic.setValue("position", forKey: "keyPath")
        basic.setValue(NSValue(cgPoint: CGPoint(x: 3, y: 4)), forKey: "toValue")
        basic.setValue(2.5, forKey: "duration")
        basic.setValue(true, forKey: "additive")
        basic.setValue(CAMediaTimingFillMode.forwards, forKey: "fillMode")
        #expect(basic.keyPath == "position")
        #expect((basic.toValue as? NSValue)?.cgPointValue == CGPoint(x: 3, y: 4))
        #expect(basic.duration == 2.5 && basic.isAdditive && basic.fillMode == .forwards)
        #expect(basic.value(forKey: "keyPath") as? String == "position")
        #expect((basic.value(forKey: "additive") as? NSNumber)?.boolValue == true)
        #expect(basic.value(forKey: "toValue") as? CGPoint == CGPoint(x: 3, y: 4))
        #expect(basic.value(forKey: "fromValue") == nil)

        basic.fromValue = CGFloat(0.25)
        #expect((basic.value(forKey: "fromValue") as? NSNumber)?.doubleValue == 0.25)
        #expect(basic.value(forKey: "fromValue") as? Double == 0.25)

        let keyframe = CAKeyframeAnimation(keyPath: "opacity")
        keyframe.setValue([0, 1, 0.5], forKey: "values")
        keyframe.setValue([0, 0.2, 1] as [NSNumber], forKey: "keyTimes")
        #expect(keyframe.values?.count == 3 && keyframe.keyTimes?.map(\.doubleValue) == [0, 0.2, 1])
        #expect((keyframe.value(forKey: "values") as? [Any])?.count == 3)

        let group = CAAnimationGroup()
        group.setValue([basic, keyframe], forKey: "animations")
        #expect(group.animations?.count == 2)
        #expect(group.value(forKey: "toValue") == nil, "a group has no toValue: ordinary storage, empty")
        group.setValue("tag", forKey: "toValue")
        #expect(group.value(forKey: "toValue") as? String == "tag")
    }
}
