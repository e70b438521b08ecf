/// The reuse pool behind `dequeueReusableCell(withReuseIdentifier:for:)` and
/// `dequeueReusableCell(withIdentifier:)`: a registered maker for each reuse identifier and the
/// views that scrolled out of sight, kept to be shown again instead of made anew (Apple:
/// "UICollectionView" and "UITableView", "Creating cells").
package final class ReusableViewQueue<View: UIView> {
    private var makers: [String: () -> View] = [:]
    private var idle: [String: [View]] = [:]

    package init() {}

    /// Registers how to make a view for `identifier`, replacing an earlier registration and
    /// dropping the views kept for it (Apple: registering again replaces the old class).
    package func register(_ identifier: String, make: @escaping () -> View) {
        makers[identifier] = make
        idle[identifier] = nil
    }

    /// Forgets `identifier` (Apple: registering `nil` unregisters the identifier).
    package func unregister(_ identifier: String) {
        makers[identifier] = nil
        idle[identifier] = nil
    }

    /// Whether a maker is registered for `identifier`.
    package func isRegistered(_ identifier: String) -> Bool { makers[identifier] != nil }

    /// A kept view for `identifier`, or a new one from its maker; nil when nothing is
    /// registered under it. `reused` says which, so the caller can run `prepareForReuse()`.
    package func dequeue(_ identifier: String) -> (view: View, reused: Bool)? {
        if var kept = idle[identifier], let view = kept.popLast() {
            idle[identifier] = kept
            return (view, true)
        }
        guard let make = makers[identifier] else { return nil }
        return (make(), false)
    }

    /// Keeps `view` to be dequeued again under `identifier`.
    package func enqueue(_ view: View, identifier: String) {
        idle[identifier, default: []].append(view)
    }

    /// How many views wait under `identifier`.
    package func idleCount(_ identifier: String) -> Int { idle[identifier]?.count ?? 0 }
}
