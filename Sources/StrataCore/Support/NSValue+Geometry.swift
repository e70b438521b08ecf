import Foundation

/// UIKit's NSValue conveniences, so iOS code that boxes geometry for `fromValue`/`values`
/// compiles unchanged (`NSValue(cgPoint:)`, `.cgPointValue`, …). Strata also accepts the
/// unboxed CGPoint, CGSize and CGRect directly.
extension NSValue {
    public convenience init(cgPoint: CGPoint) { self.init(point: cgPoint) }
    public convenience init(cgSize: CGSize) { self.init(size: cgSize) }
    public convenience init(cgRect: CGRect) { self.init(rect: cgRect) }
    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
    public var cgRectValue: CGRect { rectValue }
}
