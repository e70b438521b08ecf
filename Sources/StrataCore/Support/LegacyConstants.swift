import Foundation

// The pre-Swift-4.2 global names of Core Animation's string constants, which Objective-C
// samples (the seeds among them) and Apple's own older documentation use. Each is the typed
// value the modern Swift API takes, so `CAMediaTimingFunction(name: kCAMediaTimingFunctionDefault)`
// and `anim.fillMode = kCAFillModeForwards` compile unchanged.

public let kCAMediaTimingFunctionLinear = CAMediaTimingFunctionName.linear
public let kCAMediaTimingFunctionEaseIn = CAMediaTimingFunctionName.easeIn
public let kCAMediaTimingFunctionEaseOut = CAMediaTimingFunctionName.easeOut
public let kCAMediaTimingFunctionEaseInEaseOut = CAMediaTimingFunctionName.easeInEaseOut
public let kCAMediaTimingFunctionDefault = CAMediaTimingFunctionName.default

public let kCAFillModeRemoved = CAMediaTimingFillMode.removed
public let kCAFillModeForwards = CAMediaTimingFillMode.forwards
public let kCAFillModeBackwards = CAMediaTimingFillMode.backwards
public let kCAFillModeBoth = CAMediaTimingFillMode.both

public let kCAAnimationLinear = CAAnimationCalculationMode.linear
public let kCAAnimationDiscrete = CAAnimationCalculationMode.discrete
public let kCAAnimationPaced = CAAnimationCalculationMode.paced
public let kCAAnimationCubic = CAAnimationCalculationMode.cubic
public let kCAAnimationCubicPaced = CAAnimationCalculationMode.cubicPaced
public let kCAAnimationRotateAuto = CAAnimationRotationMode.rotateAuto
public let kCAAnimationRotateAutoReverse = CAAnimationRotationMode.rotateAutoReverse

public let kCATransitionFade = CATransitionType.fade
public let kCATransitionMoveIn = CATransitionType.moveIn
public let kCATransitionPush = CATransitionType.push
public let kCATransitionReveal = CATransitionType.reveal
public let kCATransitionFromRight = CATransitionSubtype.fromRight
public let kCATransitionFromLeft = CATransitionSubtype.fromLeft
public let kCATransitionFromTop = CATransitionSubtype.fromTop
public let kCATransitionFromBottom = CATransitionSubtype.fromBottom

public let kCAGravityCenter = CALayerContentsGravity.center
public let kCAGravityTop = CALayerContentsGravity.top
public let kCAGravityBottom = CALayerContentsGravity.bottom
public let kCAGravityLeft = CALayerContentsGravity.left
public let kCAGravityRight = CALayerContentsGravity.right
public let kCAGravityTopLeft = CALayerContentsGravity.topLeft
public let kCAGravityTopRight = CALayerContentsGravity.topRight
public let kCAGravityBottomLeft = CALayerContentsGravity.bottomLeft
public let kCAGravityBottomRight = CALayerContentsGravity.bottomRight
public let kCAGravityResize = CALayerContentsGravity.resize
public let kCAGravityResizeAspect = CALayerContentsGravity.resizeAspect
public let kCAGravityResizeAspectFill = CALayerContentsGravity.resizeAspectFill

public let kCAValueFunctionRotateX = CAValueFunctionName.rotateX
public let kCAValueFunctionRotateY = CAValueFunctionName.rotateY
public let kCAValueFunctionRotateZ = CAValueFunctionName.rotateZ
public let kCAValueFunctionScale = CAValueFunctionName.scale
public let kCAValueFunctionScaleX = CAValueFunctionName.scaleX
public let kCAValueFunctionScaleY = CAValueFunctionName.scaleY
public let kCAValueFunctionScaleZ = CAValueFunctionName.scaleZ
public let kCAValueFunctionTranslate = CAValueFunctionName.translate
public let kCAValueFunctionTranslateX = CAValueFunctionName.translateX
public let kCAValueFunctionTranslateY = CAValueFunctionName.translateY
public let kCAValueFunctionTranslateZ = CAValueFunctionName.translateZ

/// The key under which implicit actions for a layer entering a tree are looked up.
public let kCAOnOrderIn = "onOrderIn"
/// The key under which implicit actions for a layer leaving a tree are looked up.
public let kCAOnOrderOut = "onOrderOut"
/// The key under which a transition action is looked up.
public let kCATransition = "transition"
