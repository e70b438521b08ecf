/// The shape of a property's value: what `fromValue`/`toValue` must hold for a key path, and
/// the JSON shape a scene file uses for it (SCENE.md, "Values").
public enum CAValueKind: String, Sendable {
    /// The kinds of value: a number, a `CGPoint`, a `CGSize`, a `CGRect`, a colour, a `CATransform3D`,
    /// a Boolean, an image, a `CGPath`, a string, a contents gravity.
    case number, point, size, rect, color, transform, bool, image, path, string, gravity
    /// An array of colours (CAGradientLayer's `colors`): JSON `[COLOR, …]`.
    case colorList
    /// An array of numbers (CAGradientLayer's `locations`, CAShapeLayer's `lineDashPattern`):
    /// JSON `[n, …]`.
    case numberList
}
