import Foundation

/// Where a CAEmitterLayer's particles are born (Apple: CAEmitterLayerEmitterShape).
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Particles start at `emitterPosition`.
    public static let point = Self(rawValue: "point")
    /// Particles start on a line of `emitterSize.width` through `emitterPosition`.
    public static let line = Self(rawValue: "line")
    /// Particles start in (or on) the rectangle of `emitterSize` centred at `emitterPosition`.
    public static let rectangle = Self(rawValue: "rectangle")
    /// Particles start in (or on) the box of `emitterSize` and `emitterDepth`.
    public static let cuboid = Self(rawValue: "cuboid")
    /// Particles start in (or on) the circle of diameter `emitterSize.width` centred at `emitterPosition`.
    public static let circle = Self(rawValue: "circle")
    /// Particles start in (or on) the sphere of diameter `emitterSize.width`.
    public static let sphere = Self(rawValue: "sphere")
    /// Every shape, for validating and listing.
    public static let all: [Self] = [.point, .line, .rectangle, .cuboid, .circle, .sphere]
}

/// Which part of the shape emits (Apple: CAEmitterLayerEmitterMode).
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Particles are emitted from points of the shape (Strata: anywhere within it, as `surface`).
    public static let points = Self(rawValue: "points")
    /// Particles start on the shape's outline.
    public static let outline = Self(rawValue: "outline")
    /// Particles start anywhere on the shape's surface.
    public static let surface = Self(rawValue: "surface")
    /// Particles start anywhere inside the shape's volume (Strata: within its 2D extent).
    public static let volume = Self(rawValue: "volume")
    /// Every mode, for validating and listing.
    public static let all: [Self] = [.points, .outline, .surface, .volume]
}

/// The order particles are drawn in, or additive blending (Apple: CAEmitterLayerRenderMode).
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Particles are drawn in no particular order (Strata: oldest first). The default.
    public static let unordered = Self(rawValue: "unordered")
    /// The oldest particles are drawn first, the youngest on top.
    public static let oldestFirst = Self(rawValue: "oldestFirst")
    /// The youngest particles are drawn first, the oldest on top.
    public static let oldestLast = Self(rawValue: "oldestLast")
    /// Particles are drawn back to front by z (Strata's particles share one plane: drawn as
    /// `oldestFirst`).
    public static let backToFront = Self(rawValue: "backToFront")
    /// Particles are added to what lies beneath (additive blending, for light and fire).
    public static let additive = Self(rawValue: "additive")
    /// Every render mode, for validating and listing.
    public static let all: [Self] = [.unordered, .oldestFirst, .oldestLast, .backToFront, .additive]
}
