/// A layer whose sublayers share its 3D space instead of being flattened into its plane
/// (Apple: CATransformLayer). It draws no content of its own.
open class CATransformLayer: CALayer {}
