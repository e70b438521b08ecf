import Foundation

/// A list of colours at locations 0…1 that a context blends between (Apple: CGGradient).
public final class CGGradient: Sendable {
    /// The colour stops, sorted by location, colours sRGB and not premultiplied.
    public let stops: [(location: CGFloat, color: RGBA)]

    /// A gradient of `colors` at `locations` (nil: spread evenly from 0 to 1). Colours in any
    /// supported space are converted to sRGB. Returns nil for fewer than one colour, a count
    /// mismatch or a non-finite location. Locations are clamped to 0…1 and sorted.
    public init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: [CGFloat]?) {
        guard let stops = Self.stops(colors.map { RGBA($0) }, locations) else { return nil }
        self.stops = stops
    }

    /// Apple's form: `colors` a CFArray of CGColor, as iOS code writes it
    /// (`[top, bottom] as CFArray`). nil when an element is not a CGColor, and as above.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: [CGFloat]?) {
        var list: [CGColor] = []
        for element in colors {
            guard let color = element as? CGColor else { return nil }
            list.append(color)
        }
        self.init(colorsSpace: space, colors: list, locations: locations)
    }

    /// A gradient from flat `components` (`count` colours of the space's components plus
    /// alpha) at `locations`.
    public init?(colorSpace space: CGColorSpace, colorComponents components: [CGFloat], locations: [CGFloat]?, count: Int) {
        let n = space.numberOfComponents + 1
        guard count > 0, components.count >= count * n, space.supportsOutput else { return nil }
        let colors = (0..<count).map { i -> RGBA in
            RGBA(CGColor(space: space, components: Array(components[(i * n)..<(i * n + n)])))
        }
        guard let stops = Self.stops(colors, locations.map { Array($0.prefix(count)) }) else { return nil }
        self.stops = stops
    }

    /// A Strata addition: a gradient from `RGBA` values (what CAGradientLayer animates).
    public init?(colors: [RGBA], locations: [CGFloat]?) {
        guard let stops = Self.stops(colors, locations) else { return nil }
        self.stops = stops
    }

    private static func stops(_ colors: [RGBA], _ locations: [CGFloat]?) -> [(location: CGFloat, color: RGBA)]? {
        guard !colors.isEmpty else { return nil }
        let locs: [CGFloat]
        if let locations {
            guard locations.count == colors.count, locations.allSatisfy(\.isFinite) else { return nil }
            locs = locations.map { Swift.min(Swift.max($0, 0), 1) }
        } else {
            locs = colors.count == 1 ? [0] : colors.indices.map { CGFloat($0) / CGFloat(colors.count - 1) }
        }
        return zip(locs, colors.map(\.clamped)).map { (location: $0, color: $1) }
            .enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
    }

    /// The colour at `t` (0…1, clamped), linearly interpolated between the surrounding stops.
    public func color(at t: CGFloat) -> RGBA {
        let t = t.isNaN ? 0 : Swift.min(Swift.max(t, 0), 1)
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for i in 1..<stops.count where t <= stops[i].location {
            let a = stops[i - 1], b = stops[i]
            let span = b.location - a.location
            return span > 0 ? RGBA.interpolate(a.color, b.color, Double((t - a.location) / span)) : b.color
        }
        return last.color
    }
}
