import Foundation
import StrataCore

extension UIView {
    /// Options for view animations (Apple: UIView.AnimationOptions), bit for bit as UIKit.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews at commit time so their changes animate with the parent's.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets touches reach the animating views.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from the on-screen (presentation) value of an in-flight animation.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats indefinitely.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs backward after forward (with `.repeat`, back and forth indefinitely).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Uses this block's duration, not the enclosing block's.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Uses this block's curve, not the enclosing block's.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Animates content changes by redrawing (Strata cross-fades as transitions do).
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hides and shows views in `transition(from:to:)` instead of removing and adding them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Inherits neither the enclosing block's animation type nor its options.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// Ease in and out (the default curve).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Ease in: slow at the start.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out: slow at the end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Linear: constant speed.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// No transition.
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// Flips the view about its vertical axis, left edge towards the viewer (`oglFlip`).
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flips the view about its vertical axis, right edge towards the viewer (`oglFlip`).
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Curls the old content up from the bottom (`pageCurl`).
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Curls the new content down from the top (`pageUnCurl`).
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Cross-dissolves from the old content to the new (`fade`).
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flips the view about its horizontal axis, top edge towards the viewer.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flips the view about its horizontal axis, bottom edge towards the viewer.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The display's frame rate (accepted; Strata runs animations at the display's rate).
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// 60 frames per second (accepted).
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// 30 frames per second (accepted).
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The curve bits (16…19).
        var curve: AnimationCurve { AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut }
        /// The transition bits (20…23), 0 for none.
        var transitionKind: UInt { (rawValue >> 20) & 0xF }
        /// The options without the transition bits.
        var withoutTransition: AnimationOptions { AnimationOptions(rawValue: rawValue & ~(0xF << 20)) }
        /// The options without the curve bits.
        var withoutCurve: AnimationOptions { AnimationOptions(rawValue: rawValue & ~(0xF << 16)) }
    }

    /// A timing curve (Apple: UIView.AnimationCurve).
    public enum AnimationCurve: Int, Sendable {
        /// UIKit's animation curves: ease in and out, ease in, ease out, linear.
        case easeInOut, easeIn, easeOut, linear

        var timingFunction: CAMediaTimingFunction {
            switch self {
            case .easeInOut: return CAMediaTimingFunction(name: .easeInEaseOut)
            case .easeIn: return CAMediaTimingFunction(name: .easeIn)
            case .easeOut: return CAMediaTimingFunction(name: .easeOut)
            case .linear: return CAMediaTimingFunction(name: .linear)
            }
        }
    }

    /// Options for keyframe animations (Apple: UIView.KeyframeAnimationOptions).
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews at commit, so layout changes animate too.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: AnimationOptions.layoutSubviews.rawValue)
        /// Lets the views take input while they animate.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: AnimationOptions.allowUserInteraction.rawValue)
        /// Starts from what is on screen (the presentation value) rather than the model value.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: AnimationOptions.beginFromCurrentState.rawValue)
        /// Repeats the animation forever.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: AnimationOptions.repeat.rawValue)
        /// Runs the animation backwards after forwards (with `repeat`: back and forth).
        public static let autoreverse = KeyframeAnimationOptions(rawValue: AnimationOptions.autoreverse.rawValue)
        /// Uses this animation's duration even inside another animation block.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: AnimationOptions.overrideInheritedDuration.rawValue)
        /// Does not inherit the enclosing animation block's options.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: AnimationOptions.overrideInheritedOptions.rawValue)

        /// Keyframe values are interpolated linearly (`CAAnimationCalculationMode.linear`).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Keyframe values jump, without interpolation (`discrete`).
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Keyframes are spaced for an even pace, ignoring their times (`paced`).
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// Keyframe values are interpolated along a Catmull-Rom spline (`cubic`).
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// Cubic interpolation at an even pace (`cubicPaced`).
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        var calculationMode: CAAnimationCalculationMode {
            switch (rawValue >> 10) & 0x7 {
            case 1: return .discrete
            case 2: return .paced
            case 3: return .cubic
            case 4: return .cubicPaced
            default: return .linear
            }
        }
    }
}
