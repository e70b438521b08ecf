/// The shape of a property's value: what `fromValue`/`toValue` must hold for a key path, and
/// the JSON shape a scene file uses for it (SCENE.md, "Values").
public enum CAValueKind: String, Sendable {
    case number, point, size, rect, color, transform, bool, image, path, string, gravity
}
