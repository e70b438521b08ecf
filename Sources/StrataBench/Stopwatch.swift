#if canImport(Glibc)
import Glibc
#endif

/// Monotonic nanoseconds (CLOCK_MONOTONIC): no allocation, no Foundation.
@inline(__always)
func monotonicNanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) &* 1_000_000_000 &+ UInt64(ts.tv_nsec)
}

/// Order statistics of a series of per-frame durations, in nanoseconds.
struct Summary {
    let median: Double
    let p95: Double
    let mean: Double
    let min: Double

    init(_ samples: [UInt64]) {
        let sorted = samples.sorted()
        func quantile(_ q: Double) -> Double {
            guard !sorted.isEmpty else { return 0 }
            // Nearest rank: the smallest sample with at least q of the samples at or below it.
            let rank = Int((q * Double(sorted.count)).rounded(.up))
            return Double(sorted[Swift.max(0, Swift.min(sorted.count - 1, rank - 1))])
        }
        median = quantile(0.5)
        p95 = quantile(0.95)
        mean = sorted.isEmpty ? 0 : Double(sorted.reduce(0, +)) / Double(sorted.count)
        min = Double(sorted.first ?? 0)
    }
}
