import Foundation
import StrataGraphics

/// A scene layer's `layout`: its delegate's `layoutSublayers(of:)` lines the sublayers up in a
/// row or a column, sharing the bounds (less `padding` and `spacing`) equally, each filling
/// the cross axis. It runs in the commit's layout pass, as any CALayerDelegate layout does, so
/// an event that changes the layer's bounds re-lays the sublayers out in the same transaction,
/// under its implicit-action rules (SCENE.md, LAYER `layout`).
final class SceneStackLayout: NSObject, CALayerDelegate {
    enum Axis: String { case row, column }

    let axis: Axis
    let spacing: CGFloat
    let padding: CGFloat

    init(axis: Axis, spacing: CGFloat, padding: CGFloat) {
        self.axis = axis
        self.spacing = spacing
        self.padding = padding
    }

    /// The frames for `count` sublayers in `bounds`.
    func frames(count: Int, in bounds: CGRect) -> [CGRect] {
        guard count > 0 else { return [] }
        let inner = bounds.insetBy(dx: min(padding, bounds.width / 2), dy: min(padding, bounds.height / 2))
        let along = axis == .row ? inner.width : inner.height
        let gaps = spacing * CGFloat(count - 1)
        let share = max(0, (along - gaps) / CGFloat(count))
        return (0..<count).map { i in
            let offset = CGFloat(i) * (share + spacing)
            return axis == .row
                ? CGRect(x: inner.minX + offset, y: inner.minY, width: share, height: inner.height)
                : CGRect(x: inner.minX, y: inner.minY + offset, width: inner.width, height: share)
        }
    }

    func layoutSublayers(of layer: CALayer) {
        let subs = layer.sublayers ?? []
        for (sublayer, frame) in zip(subs, frames(count: subs.count, in: layer.bounds)) {
            sublayer.frame = frame
        }
    }

    /// Reads `{"stack": "row"|"column", "spacing": n, "padding": n}`.
    static func read(_ node: JSONNode) throws -> SceneStackLayout {
        let fields = SceneFields(try node.anyMembers(), owner: node)
        for (key, value) in fields.members where !["stack", "spacing", "padding"].contains(key) {
            throw value.error("unknown layout key '\(key)' (valid: stack, spacing, padding)")
        }
        guard let stack = fields["stack"] else { throw node.error("missing 'stack' (\"row\" or \"column\")") }
        let axis = Axis(rawValue: try stack.choice(["row", "column"], what: "stack"))!
        let spacing = try fields["spacing"].map { CGFloat(try $0.nonNegativeNumber()) } ?? 0
        let padding = try fields["padding"].map { CGFloat(try $0.nonNegativeNumber()) } ?? 0
        return SceneStackLayout(axis: axis, spacing: spacing, padding: padding)
    }
}
