import Foundation
import StrataCore

/// Frames per second over the last second of frame start times.
struct FrameRateMeter {
    private var starts: [CFTimeInterval] = []

    mutating func note(_ time: CFTimeInterval) {
        starts.append(time)
        starts.removeAll { $0 < time - 1 }
    }

    /// Frames in the last second (0 until two frames have been seen).
    var framesPerSecond: Double {
        guard starts.count >= 2, let first = starts.first, let last = starts.last, last > first else { return 0 }
        return Double(starts.count - 1) / (last - first)
    }
}
