import Foundation
@testable import StrataGraphics

/// Whether two numbers agree within `tolerance` (absolute).
func isClose(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// Whether two points agree within `tolerance` on each axis.
func isClose(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
    isClose(a.x, b.x, tolerance) && isClose(a.y, b.y, tolerance)
}

/// Whether two rectangles agree within `tolerance` on origin and size.
func isClose(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
    isClose(a.origin, b.origin, tolerance)
        && isClose(a.width, b.width, tolerance) && isClose(a.height, b.height, tolerance)
}

/// The URL of a file in Tests/StrataGraphicsTests/Fixtures.
func fixtureURL(_ name: String) -> URL {
    Bundle.module.url(forResource: "Fixtures", withExtension: nil)!.appendingPathComponent(name)
}

func fixtureData(_ name: String) throws -> Data {
    try Data(contentsOf: fixtureURL(name))
}

/// |actual − expected| / |expected|.
func relativeError(_ actual: CGFloat, _ expected: CGFloat) -> CGFloat {
    abs(actual - expected) / abs(expected)
}
