import Foundation

/// The compositor's debug switch, the environment variable `STRATA_DEBUG_RENDER`:
/// - `1` or `stats`: prints the frame's figures (`FrameStats`: draw calls, batches, quads,
///   layers, live textures and surfaces) to standard error, at most four lines a second;
/// - `overdraw`: also draws every quad as additive grey (1/8 white each), so the picture is
///   an overdraw map: a pixel covered by n quads is n/8 grey, white at 8 or more.
/// Unset, empty or `0`: off.
struct DebugRendering {
    enum Mode { case off, stats, overdraw }
    let mode: Mode

    static func fromEnvironment(_ env: [String: String] = ProcessInfo.processInfo.environment) -> DebugRendering {
        switch env["STRATA_DEBUG_RENDER"]?.lowercased() {
        case nil, "", "0", "off": return DebugRendering(mode: .off)
        case "overdraw": return DebugRendering(mode: .overdraw)
        default: return DebugRendering(mode: .stats)
        }
    }

    func report(_ stats: FrameStats, compositor: Compositor) {
        guard mode != .off else { return }
        let now = Date()
        guard now.timeIntervalSince(compositor.lastDebugPrint) >= 0.25 else { return }
        compositor.lastDebugPrint = now
        FileHandle.standardError.write(Data("strata: render: \(stats)\n".utf8))
    }
}
