import Foundation

/// The motion of a damped spring, as CASpringAnimation uses it: a pure function of time.
///
/// A mass `m` on a spring of stiffness `k` with damping `c` starts one unit from its rest
/// point moving toward it at `initialVelocity` (units of the from→to distance per second;
/// Apple: positive moves toward the target). With `x` the remaining displacement,
/// `m·x'' + c·x' + k·x = 0`, `x(0) = 1`, `x'(0) = -initialVelocity`, and the animation's
/// progress is `p = 1 - x`: 0 at the start, 1 at rest, above 1 while overshooting.
///
/// Closed form, no integration. With σ = c / 2m, ω0² = k / m and ω² = σ² − ω0², every
/// damping regime is `x(t) = e^{−σt} (C(t) + K·S(t))`, `K = σ − v0`, where
/// - under-damped (ω² < 0, ωd = √−ω²): C = cos ωd·t, S = sin(ωd·t) / ωd
/// - critically damped (ω² = 0):       C = 1,        S = t
/// - over-damped (ω² > 0):             C = cosh ω·t, S = sinh(ω·t) / ω
/// S is written divided by ω so the formulas stay accurate as damping approaches critical
/// (the textbook `C1·e^{r1 t} + C2·e^{r2 t}` cancels catastrophically there). WebKit's
/// `SpringSolver.h` and facebook/pop's `POPSpringSolver` are the same physics.
///
/// Parameters are sanitized rather than trapped on: non-finite values take the defaults,
/// mass and stiffness are raised to at least `minimumParameter` (Apple requires them > 0),
/// and damping to at least 0.
struct SpringSolver: Equatable, Sendable {
    static let minimumParameter = 1e-6
    /// Apple's defaults for CASpringAnimation.
    static let defaultMass = 1.0, defaultStiffness = 100.0, defaultDamping = 10.0
    /// "At rest" threshold for `settlingDuration`: within 0.1 % of the distance. The same
    /// epsilon UIKit passes when it derives spring parameters (0.001) and SwiftUI documents
    /// for `Spring.settlingDuration`.
    static let restEpsilon = 1e-3
    /// Upper bound for `settlingDuration` (an undamped spring never settles).
    static let maximumSettlingDuration = 10_000.0

    let mass: Double
    let stiffness: Double
    let damping: Double
    let initialVelocity: Double

    private let sigma: Double  // decay rate c / 2m
    private let omega0Squared: Double  // k / m
    private let omegaSquared: Double  // σ² − ω0²: < 0 oscillates, > 0 over-damped
    private let omega: Double  // √|ω²|
    private let k: Double  // σ − v0

    init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0) {
        func sanitized(_ v: Double, default d: Double, minimum: Double) -> Double {
            v.isFinite ? max(v, minimum) : d
        }
        self.mass = sanitized(mass, default: Self.defaultMass, minimum: Self.minimumParameter)
        self.stiffness = sanitized(stiffness, default: Self.defaultStiffness, minimum: Self.minimumParameter)
        self.damping = sanitized(damping, default: Self.defaultDamping, minimum: 0)
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
        sigma = self.damping / (2 * self.mass)
        omega0Squared = self.stiffness / self.mass
        // σ² − ω0² = (c² − 4km) / 4m²; computing c² − 4km first keeps an exactly critical
        // spring (c² = 4km, e.g. m 1, k 100, c 20) at exactly zero.
        omegaSquared = (self.damping * self.damping - 4 * self.stiffness * self.mass) / (4 * self.mass * self.mass)
        omega = abs(omegaSquared).squareRoot()
        k = sigma - self.initialVelocity
    }

    /// ζ = c / (2√(km)): below 1 the spring overshoots and oscillates, 1 is critical.
    var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// C(t) and S(t) from the type's documentation.
    @inline(__always) private func basis(_ t: Double) -> (c: Double, s: Double) {
        if omegaSquared < 0 {
            return (cos(omega * t), sin(omega * t) / omega)
        } else if omegaSquared > 0 {
            return (cosh(omega * t), sinh(omega * t) / omega)
        }
        return (1, t)
    }

    /// Progress at time `t` seconds: 0 at `t ≤ 0` (and for NaN), tending to 1.
    func progress(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        // Past ~745 decay constants e^{−σt} underflows, and cosh/sinh could overflow first.
        if sigma * t > 700 { return 1 }
        let (c, s) = basis(t)
        return 1 - exp(-sigma * t) * (c + k * s)
    }

    /// dp/dt at time `t` seconds (progress per second); `initialVelocity` at `t ≤ 0`.
    func velocity(at t: Double) -> Double {
        guard t > 0 else { return initialVelocity }
        if sigma * t > 700 { return 0 }
        let (c, s) = basis(t)
        // p' = −x' = e^{−σt} (v0·C + (ω0² − σ·v0)·S), using C' = ω²·S and S' = C.
        return exp(-sigma * t) * (initialVelocity * c + (omega0Squared - sigma * initialVelocity) * s)
    }

    /// The estimated time until the spring is at rest: when the envelope of the
    /// displacement, `e^{−σt}(|C| + |K|·|S|)`, falls below `restEpsilon`. For an under-damped
    /// spring that is `ln((1 + |K|/ωd) / ε) / σ`, which reproduces Apple's documented
    /// figures for mass 1, stiffness 100: damping 5 → "approximately 2.85 seconds" (2.855),
    /// damping 15 → "just over 1 second" (1.022); the defaults give 1.473.
    var settlingDuration: Double { settlingDuration(epsilon: Self.restEpsilon) }

    func settlingDuration(epsilon: Double) -> Double {
        let epsilon = epsilon > 0 && epsilon < 1 ? epsilon : Self.restEpsilon
        guard sigma > 0 else { return Self.maximumSettlingDuration }
        if omegaSquared < 0 {
            let t = log((1 + abs(k) / omega) / epsilon) / sigma
            return min(max(t, 0), Self.maximumSettlingDuration)
        }
        // Critical / over-damped: the envelope starts at 1 > ε, may rise once (a push away
        // or a hard push toward the target), then decays, so {t : envelope ≥ ε} is an
        // interval [0, T]. Double until outside it, then bisect for T.
        func envelope(_ t: Double) -> Double {
            if sigma * t > 700 { return 0 }
            let (c, s) = basis(t)
            return exp(-sigma * t) * (c + abs(k) * s)
        }
        var hi = 1 / sigma
        while envelope(hi) >= epsilon && hi < Self.maximumSettlingDuration { hi *= 2 }
        guard hi < Self.maximumSettlingDuration else { return Self.maximumSettlingDuration }
        var lo = 0.0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if envelope(mid) >= epsilon { lo = mid } else { hi = mid }
        }
        return hi
    }
}
