import Foundation
import StrataCore

/// The geometry of a CATransition frame, as pure functions of type, subtype and progress: the
/// textured quads of the sliding and rotating types, and the parameters of the per-pixel ones
/// (`shaders/transition.glsl`). Everything is in the layer's own coordinates (points, y down)
/// inside the transition's canvas — the layer's bounds, grown to hold sublayers that stick out.
enum TransitionGeometry {
    /// How a type is composited.
    enum Style: Equatable {
        /// Textured quads of the two looks (push, moveIn, reveal, cube, oglFlip).
        case quads
        /// One quad of the canvas through the transition program, which samples both looks.
        case shader(ShaderKind)
    }

    /// The per-pixel effects of `shaders/transition.glsl` (its `u_kind`).
    enum ShaderKind: Int32 {
        case fade = 0, pageCurl = 1, suck = 2, ripple = 3, irisOpen = 4, irisClose = 5
    }

    /// One quad of a look: `source` (the look's own coordinates, also what its texture shows)
    /// placed into the layer's plane by `transform` (3D, perspective included; flattened by the
    /// caller). Quads are listed back to front.
    struct Quad {
        enum Look { case old, new }
        var look: Look
        var source: CGRect
        var transform: CATransform3D
        /// Set on the first of two looks that meet along an edge (a cube's corner, push's
        /// seam): the way out of `source` across that edge, (±1, 0) or (0, ±1). Both quads
        /// anti-aliased there would each half-cover the edge's pixels over the black behind —
        /// α·new + (1−α)·α·old, a dark line (issue 17) — so the first is drawn solid a pixel
        /// past the edge, under the second, whose own soft edge then blends with it.
        var joinsNext: SIMD2<Double>? = nil
    }

    /// The way out of the old look across the edge it shares with the new one: content moving
    /// by `move` leaves the old look's trailing edge against the new look's leading edge
    /// (fromRight, moving −x: the old look's right edge).
    static func sharedEdge(_ move: SIMD2<Double>) -> SIMD2<Double> {
        move.x != 0 ? SIMD2(move.x < 0 ? 1 : -1, 0) : SIMD2(0, move.y < 0 ? 1 : -1)
    }

    static func style(_ type: CATransitionType) -> Style {
        switch type.rawValue {
        case "push", "moveIn", "reveal", "cube", "oglFlip": return .quads
        case "pageCurl", "pageUnCurl": return .shader(.pageCurl)
        case "suckEffect": return .shader(.suck)
        case "rippleEffect": return .shader(.ripple)
        case "cameraIrisHollowOpen": return .shader(.irisOpen)
        case "cameraIrisHollowClose": return .shader(.irisClose)
        default: return .shader(.fade)
        }
    }

    /// Whether the type draws differently per subtype (the contact sheets and tests use it).
    static func hasDirection(_ type: CATransitionType) -> Bool {
        ["push", "moveIn", "reveal", "cube", "oglFlip", "pageCurl", "pageUnCurl"].contains(type.rawValue)
    }

    /// The way content moves on screen for a subtype: `fromRight` means the new content comes
    /// in from the right edge, so things move left (-1, 0). Strata's layers are y-down, like
    /// UIKit's, and `fromTop` means the top edge of the screen. No subtype moves as `fromLeft`,
    /// Core Animation's default for the directional types.
    static func motion(_ subtype: CATransitionSubtype?) -> SIMD2<Double> {
        switch subtype?.rawValue {
        case "fromRight": return SIMD2(-1, 0)
        case "fromTop": return SIMD2(0, 1)
        case "fromBottom": return SIMD2(0, -1)
        default: return SIMD2(1, 0)
        }
    }

    /// The eye's distance for the 3D types, as a multiple of the rotating side: close enough
    /// to read as a solid turning (iOS's cube and flip are strongly foreshortened).
    static let eyeDistanceFactor = 1.6

    /// The quads of a sliding or rotating type at `progress` (0 old look … 1 new look).
    static func quads(_ type: CATransitionType, _ subtype: CATransitionSubtype?, progress t: Double,
                      canvas r: CGRect) -> [Quad] {
        let move = motion(subtype)
        let size = SIMD2(Double(r.width), Double(r.height))
        switch type.rawValue {
        case "push":
            var old = slid(.old, by: move * size * t, canvas: r)
            old.joinsNext = sharedEdge(move)
            return [old, slid(.new, by: move * size * (t - 1), canvas: r)]
        case "moveIn":
            return [Quad(look: .old, source: r, transform: CATransform3DIdentity),
                    slid(.new, by: move * size * (t - 1), canvas: r)]
        case "reveal":
            return [Quad(look: .new, source: r, transform: CATransform3DIdentity),
                    slid(.old, by: move * size * t, canvas: r)]
        case "cube": return cube(move, progress: t, canvas: r)
        case "oglFlip": return flip(move, progress: t, canvas: r)
        default: return [Quad(look: t < 0.5 ? .old : .new, source: r, transform: CATransform3DIdentity)]
        }
    }

    /// A look moved by `offset`, showing only what stays inside the canvas (Core Animation clips
    /// a transition to the layer).
    static func slid(_ look: Quad.Look, by offset: SIMD2<Double>, canvas r: CGRect) -> Quad {
        let visible = r.intersection(r.offsetBy(dx: -offset.x, dy: -offset.y))
        return Quad(look: look, source: visible.isNull ? .zero : visible,
                    transform: CATransform3DMakeTranslation(offset.x, offset.y, 0))
    }

    /// iOS's cube: the two looks are adjacent faces of a cube whose centre lies half a side
    /// behind the layer; it turns a quarter turn about the centre so that the shared edge sweeps
    /// from the edge the new content comes from to the far one.
    static func cube(_ move: SIMD2<Double>, progress t: Double, canvas r: CGRect) -> [Quad] {
        let horizontal = move.x != 0
        let side = horizontal ? r.width : r.height
        let sign = horizontal ? move.x : move.y
        let quarter = Double.pi / 2
        let old = face(rotation: sign * t * quarter, horizontal: horizontal, depth: side / 2, canvas: r, side: side)
        let new = face(rotation: sign * (t - 1) * quarter, horizontal: horizontal, depth: side / 2, canvas: r, side: side)
        return [Quad(look: .old, source: r, transform: old, joinsNext: sharedEdge(move)),
                Quad(look: .new, source: r, transform: new)]
    }

    /// oglFlip: the layer turns half a turn about its centre line, the new look on its back;
    /// the edge named by the subtype comes towards the viewer. The plane moves back as it turns
    /// (a quarter side at edge-on) so that the near edge grows only a little past the layer.
    static func flip(_ move: SIMD2<Double>, progress t: Double, canvas r: CGRect) -> [Quad] {
        let horizontal = move.x != 0
        let side = horizontal ? r.width : r.height
        let sign = horizontal ? move.x : move.y
        let angle = t * Double.pi
        let back = -sin(angle) * side / 4
        if t < 0.5 {
            return [Quad(look: .old, source: r, transform: face(rotation: sign * angle, horizontal: horizontal, depth: 0,
                                                                   push: back, canvas: r, side: side))]
        }
        return [Quad(look: .new, source: r, transform: face(rotation: sign * (angle - Double.pi), horizontal: horizontal,
                                                               depth: 0, push: back, canvas: r, side: side))]
    }

    /// A plane at the canvas turned by `angle` about an axis through the canvas centre at
    /// `depth` behind it (vertical axis when `horizontal`), moved by `push` along z, seen in
    /// perspective from in front of the canvas centre. Positive angles bring the left (top)
    /// edge towards the viewer.
    static func face(rotation angle: Double, horizontal: Bool, depth: Double, push: Double = 0,
                     canvas r: CGRect, side: Double) -> CATransform3D {
        let cx = r.midX, cy = r.midY
        var rotation = CATransform3DIdentity
        let c = cos(angle), s = sin(angle)
        // Row vectors: (x, z) → (x·c + z·s, −x·s + z·c), and likewise (y, z) for horizontal axes.
        if horizontal {
            rotation.m11 = c; rotation.m13 = -s; rotation.m31 = s; rotation.m33 = c
        } else {
            rotation.m22 = c; rotation.m23 = -s; rotation.m32 = s; rotation.m33 = c
        }
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / (eyeDistanceFactor * max(side, 1))
        return CATransform3DMakeTranslation(-cx, -cy, depth)
            .concatenating(rotation)
            .concatenating(CATransform3DMakeTranslation(0, 0, -depth + push))
            .concatenating(perspective)
            .concatenating(CATransform3DMakeTranslation(cx, cy, 0))
    }

    /// The page curl's corner and travel direction for a subtype: `fromRight` lifts the
    /// bottom-right corner and sweeps left (turning a book's page), `fromLeft` the bottom-left
    /// one to the right, `fromBottom` the bottom-right corner upwards (UIKit's curl up),
    /// `fromTop` the top-right corner downwards. The direction leans a little so that the curl
    /// starts at the corner. Returns (corner in 0…1 of the canvas, unit travel direction in
    /// points, after the canvas's aspect ratio).
    static func curl(_ subtype: CATransitionSubtype?) -> (corner: SIMD2<Double>, direction: SIMD2<Double>) {
        let lean = 0.35
        let (corner, d): (SIMD2<Double>, SIMD2<Double>)
        switch subtype?.rawValue {
        case "fromLeft", nil: (corner, d) = (SIMD2(0, 1), SIMD2(1, -lean))
        case "fromBottom": (corner, d) = (SIMD2(1, 1), SIMD2(-lean, -1))
        case "fromTop": (corner, d) = (SIMD2(1, 0), SIMD2(-lean, 1))
        default: (corner, d) = (SIMD2(1, 1), SIMD2(-1, -lean))
        }
        return (corner, d / (d * d).sum().squareRoot())
    }
}
