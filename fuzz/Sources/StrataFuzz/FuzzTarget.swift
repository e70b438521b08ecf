import CFuzzDriver
import Foundation
import Strata

/// One input: the bytes as a scene file, loaded, played to a few times (events applied), every
/// named layer's presentation read as `strata eval` does, and rendered headless as
/// `strata render` does. Errors are fine (bad input has clear errors); a trap, a sanitizer
/// report or a time-out is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    guard let player = try? ScenePlayer(load: { try Scene.load(data: data, fileName: "fuzz.json", baseURL: FuzzRun.folder) }) else {
        return 0
    }
    for time in FuzzRun.times {
        player.advance(to: time)
        player.inspect {
            let root = player.scene.rootLayer
            for (_, layer) in player.scene.namedLayers {
                let shown = layer.presentation() ?? layer
                _ = (shown.position, shown.bounds, shown.transform, shown.opacity, shown.contentsRect)
                _ = shown.convert(shown.bounds, to: root.presentation() ?? root)
            }
            _ = try? FuzzRun.renderer?.renderFrame(root, at: player.clock.now)
        }
    }
    return 0
}

/// What every input shares: a small renderer (made once; GL setup is the slow part) and the times.
enum FuzzRun {
    nonisolated(unsafe) static let renderer = try? OffscreenRenderer(pixelWidth: 64, pixelHeight: 48, scale: 0.25)
    static let times: [Double] = [0, 0.5, 1.25, 7]
    /// Image paths in inputs resolve in fuzz/images (a few small PNG and JPEG files).
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("images")
}

/// The program's main: SwiftPM links an executable with `main` renamed to `<target>_main`, so
/// libFuzzer's own main is not used; this one hands the arguments to libFuzzer's driver.
@_cdecl("StrataFuzz_main")
public func strataFuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { bytes, size in
        guard let bytes else { return 0 }
        return fuzzOneInput(bytes, size)
    }
}
