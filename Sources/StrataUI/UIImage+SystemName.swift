import Foundation
import StrataCore

extension UIImage {
    /// A system symbol image (Apple: `init?(systemName:)`, SF Symbols). SF Symbols are Apple's
    /// and not installed on Linux, so this is always nil, as iOS answers for an unknown name;
    /// code that falls back on nil keeps working. A one-time message names the first symbol.
    public convenience init?(systemName name: String) {
        Diagnostics.warnOnce("UIImage(systemName: \"\(name)\"): SF Symbols are not available on Linux; nil")
        return nil
    }
}
