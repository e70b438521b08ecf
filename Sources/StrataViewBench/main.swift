// StrataViewBench: the sprites-N workload of the side-by-side harness in a real window
// (`xvfb-run -a -s "-screen 0 1280x720x24" StrataViewBench --sprites 100`), with the frame's
// breakdown and the bare GL loop drawing the same quads to the same window in the same run.
import CGL
import CSDL2
import Foundation
import StrataCore
import StrataGraphics
import StrataHost

let usage = """
    usage: StrataViewBench [--sprites N] [--frames F] [--warmup W] [--sync]
      N sprites of 64×64 in a 1280×720 window (default 100), F measured frames (default 300)
      after W warm-up frames (default 30); --sync: Strata's frames not pipelined (each drawn
      and swapped in its own turn, Window.pipelinesFrames false). Run under a display, e.g.
      xvfb-run -a -s "-screen 0 1280x720x24" StrataViewBench --sprites 1000
    """

func parse() throws -> (sprites: Int, frames: Int, warmup: Int, sync: Bool) {
    var sprites = 100, frames = 300, warmup = 30, sync = false
    var args = CommandLine.arguments.dropFirst()
    while let flag = args.popFirst() {
        if flag == "--help" || flag == "-h" { print(usage); exit(0) }
        if flag == "--sync" { sync = true; continue }
        guard let text = args.popFirst(), let value = Int(text), value >= 0 else {
            throw BenchError("\(flag) needs a whole number\n\(usage)")
        }
        switch flag {
        case "--sprites": sprites = value
        case "--frames": frames = max(1, value)
        case "--warmup": warmup = value
        default: throw BenchError("unknown option \(flag)\n\(usage)")
        }
    }
    return (sprites, frames, warmup, sync)
}

/// Runs `frames` frames of the window after `warmup`; returns the seconds per frame and the
/// mean breakdown.
func measure(_ window: Window, frames: Int, warmup: Int) -> (seconds: Double, mean: FrameTimes) {
    for _ in 0..<warmup { window.step() }
    var sum = FrameTimes()
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<frames {
        window.step()
        let t = window.lastFrameTimes
        sum.evaluate += t.evaluate; sum.build += t.build; sum.submit += t.submit
        sum.gpuWait += t.gpuWait; sum.present += t.present; sum.total += t.total
    }
    // The last frame is drawn but (pipelined) not yet shown: finished and shown inside the
    // timed run, as the bare loop's last swap finishes its own (else the next block of bare
    // frames would wait for it and be charged Strata's work).
    window.presentDrawnFrame()
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) * 1e-9 / Double(frames)
    let n = Double(frames)
    var mean = FrameTimes()
    mean.evaluate = sum.evaluate / n; mean.build = sum.build / n; mean.submit = sum.submit / n
    mean.gpuWait = sum.gpuWait / n; mean.present = sum.present / n; mean.total = sum.total / n
    return (seconds, mean)
}

func ms(_ s: Double) -> String { String(format: "%.2f", s * 1000) }
func median(_ v: [Double]) -> Double { let s = v.sorted(); return s.isEmpty ? 0 : s[s.count / 2] }

do {
    let (sprites, frames, warmup, sync) = try parse()
    var options = WindowOptions()
    options.vsync = false
    options.fixedStep = 1.0 / 60   // as the harness runs `strata view --fixed-step`: no pacing
    let window = try Window(title: "StrataViewBench", width: 1280, height: 720, options: options)
    let pixels = PeerSprites.pixels()
    let image = try CGImage(width: PeerSprites.size, height: PeerSprites.size, pixels: pixels)
    PeerSprites.populate(window.rootLayer, count: sprites, image: image)
    if sync { window.pipelinesFrames = false }

    // The bare loop in the same window and context (left current by the window's steps).
    guard let sdlWindow = SDL_GL_GetCurrentWindow() else { throw BenchError("no current SDL GL window") }
    var w: Int32 = 0, h: Int32 = 0
    SDL_GL_GetDrawableSize(sdlWindow, &w, &h)
    let bare = try BareWindowLoop(count: sprites, pixels: pixels, size: PeerSprites.size)
    var bareFrame = 0
    /// `count` bare-loop frames, each swapped; returns the seconds per frame.
    func runBare(_ count: Int) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<count {
            bare.draw(t: Double(bareFrame) / 60, width: Int(w), height: Int(h))
            bareFrame += 1
            SDL_GL_SwapWindow(sdlWindow)
        }
        return Double(DispatchTime.now().uptimeNanoseconds - start) * 1e-9 / Double(max(count, 1))
    }

    // Pipelined, as the viewer runs: Strata's and the bare loop's frames alternate in blocks
    // of 10, so that both see the same machine load (a shared machine's load changes within
    // seconds); the figures are the medians over blocks, the ratio the median of the blocks'.
    for _ in 0..<warmup { window.step() }
    _ = runBare(warmup)
    let block = 10
    var strataBlocks: [Double] = [], bareBlocks: [Double] = [], ratios: [Double] = []
    var sum = FrameTimes()
    for _ in 0..<max(1, frames / block) {
        let s = measure(window, frames: block, warmup: 0)
        let b = runBare(block)
        strataBlocks.append(s.seconds)
        bareBlocks.append(b)
        ratios.append(b / s.seconds)
        sum.evaluate += s.mean.evaluate; sum.build += s.mean.build; sum.submit += s.mean.submit
        sum.present += s.mean.present
    }
    let blocks = Double(strataBlocks.count)
    let strataSeconds = median(strataBlocks), bareSeconds = median(bareBlocks)
    // Waiting for the GL before each swap: where the time goes.
    window.waitsForGPUBeforePresent = true
    let split = measure(window, frames: max(30, frames / 3), warmup: 5).mean

    let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(separator: " ") ?? "?"
    print("sprites-\(sprites) in a \(w)×\(h) window (\(window.driverName)), \(frames) frames, load \(load), LP_NUM_THREADS=\(ProcessInfo.processInfo.environment["LP_NUM_THREADS"] ?? "default")")
    print(String(format: "strata    %7.1f fps  %6.2f ms/frame", 1 / strataSeconds, strataSeconds * 1000))
    print("  \(sync ? "not pipelined" : "pipelined"): evaluate \(ms(sum.evaluate / blocks)), build \(ms(sum.build / blocks)), submit \(ms(sum.submit / blocks)), present \(ms(sum.present / blocks)) ms")
    print("  with a GL wait before the swap: evaluate \(ms(split.evaluate)), build \(ms(split.build)), submit \(ms(split.submit)), GPU wait \(ms(split.gpuWait)), present \(ms(split.present)) ms (total \(ms(split.total)))")
    print(String(format: "bare loop %7.1f fps  %6.2f ms/frame", 1 / bareSeconds, bareSeconds * 1000))
    print(String(format: "ratio     %.2f× the bare loop (median of %d interleaved blocks of %d frames; %.2f–%.2f)",
                 median(ratios), ratios.count, block, ratios.min() ?? 0, ratios.max() ?? 0))
} catch {
    FileHandle.standardError.write(Data("StrataViewBench: \(error)\n".utf8))
    exit(1)
}
