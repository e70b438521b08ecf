import Foundation

// The pre-Swift-4.2 global names of Core Animation's string constants, which Objective-C
// samples (the seeds among them) and Apple's own older documentation use. Each is the typed
// value the modern Swift API takes, so `CAMediaTimingFunction(name: kCAMediaTimingFunctionDefault)`
// and `anim.fillMode = kCAFillModeForwards` compile unchanged.

/// The Objective-C name of `CAMediaTimingFunctionName.linear`.
public let kCAMediaTimingFunctionLinear = CAMediaTimingFunctionName.linear
/// The Objective-C name of `CAMediaTimingFunctionName.easeIn`.
public let kCAMediaTimingFunctionEaseIn = CAMediaTimingFunctionName.easeIn
/// The Objective-C name of `CAMediaTimingFunctionName.easeOut`.
public let kCAMediaTimingFunctionEaseOut = CAMediaTimingFunctionName.easeOut
/// The Objective-C name of `CAMediaTimingFunctionName.easeInEaseOut`.
public let kCAMediaTimingFunctionEaseInEaseOut = CAMediaTimingFunctionName.easeInEaseOut
/// The Objective-C name of `CAMediaTimingFunctionName.default`.
public let kCAMediaTimingFunctionDefault = CAMediaTimingFunctionName.default

/// The Objective-C name of `CAMediaTimingFillMode.removed`.
public let kCAFillModeRemoved = CAMediaTimingFillMode.removed
/// The Objective-C name of `CAMediaTimingFillMode.forwards`.
public let kCAFillModeForwards = CAMediaTimingFillMode.forwards
/// The Objective-C name of `CAMediaTimingFillMode.backwards`.
public let kCAFillModeBackwards = CAMediaTimingFillMode.backwards
/// The Objective-C name of `CAMediaTimingFillMode.both`.
public let kCAFillModeBoth = CAMediaTimingFillMode.both

/// The Objective-C name of `CAAnimationCalculationMode.linear`.
public let kCAAnimationLinear = CAAnimationCalculationMode.linear
/// The Objective-C name of `CAAnimationCalculationMode.discrete`.
public let kCAAnimationDiscrete = CAAnimationCalculationMode.discrete
/// The Objective-C name of `CAAnimationCalculationMode.paced`.
public let kCAAnimationPaced = CAAnimationCalculationMode.paced
/// The Objective-C name of `CAAnimationCalculationMode.cubic`.
public let kCAAnimationCubic = CAAnimationCalculationMode.cubic
/// The Objective-C name of `CAAnimationCalculationMode.cubicPaced`.
public let kCAAnimationCubicPaced = CAAnimationCalculationMode.cubicPaced
/// The Objective-C name of `CAAnimationRotationMode.rotateAuto`.
public let kCAAnimationRotateAuto = CAAnimationRotationMode.rotateAuto
/// The Objective-C name of `CAAnimationRotationMode.rotateAutoReverse`.
public let kCAAnimationRotateAutoReverse = CAAnimationRotationMode.rotateAutoReverse

/// The Objective-C name of `CATransitionType.fade`.
public let kCATransitionFade = CATransitionType.fade
/// The Objective-C name of `CATransitionType.moveIn`.
public let kCATransitionMoveIn = CATransitionType.moveIn
/// The Objective-C name of `CATransitionType.push`.
public let kCATransitionPush = CATransitionType.push
/// The Objective-C name of `CATransitionType.reveal`.
public let kCATransitionReveal = CATransitionType.reveal
/// The Objective-C name of `CATransitionSubtype.fromRight`.
public let kCATransitionFromRight = CATransitionSubtype.fromRight
/// The Objective-C name of `CATransitionSubtype.fromLeft`.
public let kCATransitionFromLeft = CATransitionSubtype.fromLeft
/// The Objective-C name of `CATransitionSubtype.fromTop`.
public let kCATransitionFromTop = CATransitionSubtype.fromTop
/// The Objective-C name of `CATransitionSubtype.fromBottom`.
public let kCATransitionFromBottom = CATransitionSubtype.fromBottom

/// The Objective-C name of `CALayerContentsGravity.center`.
public let kCAGravityCenter = CALayerContentsGravity.center
/// The Objective-C name of `CALayerContentsGravity.top`.
public let kCAGravityTop = CALayerContentsGravity.top
/// The Objective-C name of `CALayerContentsGravity.bottom`.
public let kCAGravityBottom = CALayerContentsGravity.bottom
/// The Objective-C name of `CALayerContentsGravity.left`.
public let kCAGravityLeft = CALayerContentsGravity.left
/// The Objective-C name of `CALayerContentsGravity.right`.
public let kCAGravityRight = CALayerContentsGravity.right
/// The Objective-C name of `CALayerContentsGravity.topLeft`.
public let kCAGravityTopLeft = CALayerContentsGravity.topLeft
/// The Objective-C name of `CALayerContentsGravity.topRight`.
public let kCAGravityTopRight = CALayerContentsGravity.topRight
/// The Objective-C name of `CALayerContentsGravity.bottomLeft`.
public let kCAGravityBottomLeft = CALayerContentsGravity.bottomLeft
/// The Objective-C name of `CALayerContentsGravity.bottomRight`.
public let kCAGravityBottomRight = CALayerContentsGravity.bottomRight
/// The Objective-C name of `CALayerContentsGravity.resize`.
public let kCAGravityResize = CALayerContentsGravity.resize
/// The Objective-C name of `CALayerContentsGravity.resizeAspect`.
public let kCAGravityResizeAspect = CALayerContentsGravity.resizeAspect
/// The Objective-C name of `CALayerContentsGravity.resizeAspectFill`.
public let kCAGravityResizeAspectFill = CALayerContentsGravity.resizeAspectFill

/// The Objective-C name of `CAValueFunctionName.rotateX`.
public let kCAValueFunctionRotateX = CAValueFunctionName.rotateX
/// The Objective-C name of `CAValueFunctionName.rotateY`.
public let kCAValueFunctionRotateY = CAValueFunctionName.rotateY
/// The Objective-C name of `CAValueFunctionName.rotateZ`.
public let kCAValueFunctionRotateZ = CAValueFunctionName.rotateZ
/// The Objective-C name of `CAValueFunctionName.scale`.
public let kCAValueFunctionScale = CAValueFunctionName.scale
/// The Objective-C name of `CAValueFunctionName.scaleX`.
public let kCAValueFunctionScaleX = CAValueFunctionName.scaleX
/// The Objective-C name of `CAValueFunctionName.scaleY`.
public let kCAValueFunctionScaleY = CAValueFunctionName.scaleY
/// The Objective-C name of `CAValueFunctionName.scaleZ`.
public let kCAValueFunctionScaleZ = CAValueFunctionName.scaleZ
/// The Objective-C name of `CAValueFunctionName.translate`.
public let kCAValueFunctionTranslate = CAValueFunctionName.translate
/// The Objective-C name of `CAValueFunctionName.translateX`.
public let kCAValueFunctionTranslateX = CAValueFunctionName.translateX
/// The Objective-C name of `CAValueFunctionName.translateY`.
public let kCAValueFunctionTranslateY = CAValueFunctionName.translateY
/// The Objective-C name of `CAValueFunctionName.translateZ`.
public let kCAValueFunctionTranslateZ = CAValueFunctionName.translateZ

/// The key under which implicit actions for a layer entering a tree are looked up.
public let kCAOnOrderIn = "onOrderIn"
/// The key under which implicit actions for a layer leaving a tree are looked up.
public let kCAOnOrderOut = "onOrderOut"
/// The key under which a transition action is looked up.
public let kCATransition = "transition"
