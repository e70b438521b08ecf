import Foundation

/// A small deterministic random number generator (SplitMix64, Steele et al. 2014): the demos'
/// randomness (the wiggle offsets, the implicit circle) and CAEmitterLayer's particles replay
/// the same way under `strata eval`, in renders and in tests.
package struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    package init(seed: UInt64) {
        state = seed
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in 0 ..< 1.
    package mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

    /// Uniform in −1 ... 1.
    package mutating func signed() -> Double { unit() * 2 - 1 }
}
