import Foundation

extension CGPath {
    /// This path, or its first `WorkLimit.pathElements` elements (with a one-time warning
    /// naming `what`) when it has more: drawing, measuring or morphing a path costs every
    /// element, every frame it changes.
    package func limitedForWork(_ what: String) -> CGPath {
        let count = storage.elements.count
        guard count > WorkLimit.pathElements else { return self }
        Diagnostics.warnOnce("\(what) has \(count) path elements, more than the limit of \(WorkLimit.pathElements); the rest are left out")
        return CGPath(storage: PathStorage(elements: Array(storage.elements.prefix(WorkLimit.pathElements))))
    }
}
