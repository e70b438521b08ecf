import Foundation
import StrataGraphics
import UniformTypeIdentifiers

// The Core Services functions pre-iOS 14 code calls on type identifiers (SwiftPullToRefresh
// tells a GIF from other images with `UTTypeConformsTo(uti, kUTTypeGIF)`), answered from
// UniformTypeIdentifiers' table of types.

/// Whether the type `inUTI` conforms to `inConformsToUTI` (Apple: `UTTypeConformsTo`): a type
/// conforms to itself and to every type above it ("public.png" to "public.image", "public.data"
/// and "public.item"). An identifier Strata does not know conforms only to itself.
public func UTTypeConformsTo(_ inUTI: CFString, _ inConformsToUTI: CFString) -> Bool {
    let type = String(describing: inUTI), other = String(describing: inConformsToUTI)
    if type == other { return true }
    guard let known = UTType(type), let target = UTType(other) else { return false }
    return known.conforms(to: target)
}

/// Whether two type identifiers name the same type (Apple: `UTTypeEqual`).
public func UTTypeEqual(_ inUTI1: CFString, _ inUTI2: CFString) -> Bool {
    String(describing: inUTI1) == String(describing: inUTI2)
}
