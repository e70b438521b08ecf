// StrataTransitionBench — what a CATransition costs the compositor (issue 5, "Speed"): a
// full-window 1280×720 layer showing an image, drawn plainly and during a cube transition,
// headless on llvmpipe with one rasteriser thread (LP_NUM_THREADS=1, PLATFORM.md: stable
// figures on a shared 2-core machine). Each frame evaluates the tree, records and submits it,
// and waits for the GPU (glFinish); no readback. Prints milliseconds per frame and the ratio.
//
//   swift run -c release StrataTransitionBench [frames]
import CGL
import Foundation
import StrataCore
import StrataGL
import StrataGraphics

setenv("LP_NUM_THREADS", "1", 0)
let frames = CommandLine.arguments.count > 1 ? max(10, Int(CommandLine.arguments[1]) ?? 120) : 120
let (width, height) = (1280, 720)

/// A 1280×720 picture with structure (gradient quadrants), so sampling costs what a photo's would.
func picture(_ seed: Int) -> CGImage {
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    for y in 0..<height {
        for x in 0..<width {
            let o = (y * width + x) * 4
            pixels[o] = UInt8((x * 255 / width + seed * 90) % 256)
            pixels[o + 1] = UInt8((y * 255 / height + seed * 40) % 256)
            pixels[o + 2] = UInt8(((x + y) / 8 % 2) * 120 + seed * 60)
        }
    }
    return try! CGImage(width: width, height: height, pixels: pixels)
}

struct Result { var plain: Double; var transition: Double; var surfaces: Int; var drawCalls: Int }

/// `withSublayer`: the layer also holds a badge sublayer, so each look is drawn into an
/// intermediate texture (two texture passes); without it the layer is a plain image whose own
/// texture the transition samples (no pass).
func measure(withSublayer: Bool) throws -> Result {
    try GLThread.shared.run {
        _ = try HeadlessContext.shared()
        let target = RetainedFramebuffer()
        try target.prepare(width: width, height: height)
        defer { target.release() }
        let fbo = target.framebuffer
        let compositor = try Compositor()
        let clock = MediaClock.virtual()
        return try clock.run {
            let root = CALayer()
            root.bounds = CGRect(x: 0, y: 0, width: Double(width), height: Double(height))
            root.anchorPoint = .zero
            let photo = CALayer()
            photo.frame = root.bounds
            photo.contents = picture(0)
            if withSublayer {
                let badge = CALayer()
                badge.frame = CGRect(x: 40, y: 40, width: 200, height: 120)
                badge.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 0.8)
                badge.cornerRadius = 16
                photo.addSublayer(badge)
            }
            root.addSublayer(photo)
            clock.advance(by: 1)

            var surfaces = 0, drawCalls = 0
            func run(_ n: Int) throws -> Double {
                surfaces = 0; drawCalls = 0
                let start = DispatchTime.now().uptimeNanoseconds
                for _ in 0..<n {
                    clock.advance(by: 1.0 / 60)
                    root.layoutAndDisplayIfNeeded()
                    root.updatePresentationTree(at: clock.now)
                    try compositor.render(root, pixelWidth: width, pixelHeight: height, framebuffer: fbo, topDown: true,
                                          clearColor: .black)
                    glFinish()
                    surfaces = max(surfaces, compositor.lastFrameStats.surfacesUsed)
                    drawCalls = max(drawCalls, compositor.lastFrameStats.drawCalls)
                }
                return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6 / Double(n)
            }
            _ = try run(10)   // warm-up: uploads, pool surfaces, shader caches
            let plain = try run(frames)

            CATransaction.setDisableActions(true)
            photo.contents = picture(1)
            let cube = CATransition()
            cube.type = CATransitionType(rawValue: "cube")
            cube.subtype = .fromRight
            // One whole transition over the warm-up and measured frames: the figure is the
            // mean over progress 0…1.
            cube.duration = Double(frames + 10) / 60
            photo.add(cube, forKey: nil)
            clock.advance(by: 0)
            _ = try run(10)
            let transition = try run(frames)
            return Result(plain: plain, transition: transition, surfaces: surfaces, drawCalls: drawCalls)
        }
    }
}

do {
    print("StrataTransitionBench: \(width)x\(height), full-window layer, \(frames) frames, LP_NUM_THREADS=\(ProcessInfo.processInfo.environment["LP_NUM_THREADS"] ?? "?")")
    for withSublayer in [false, true] {
        let r = try measure(withSublayer: withSublayer)
        print(withSublayer ? "image + sublayer (each look drawn into a texture):" : "image layer (the transition samples the image itself):")
        print(String(format: "  plain frame:           %7.2f ms  (%.1f fps)", r.plain, 1000 / r.plain))
        print(String(format: "  cube transition frame: %7.2f ms  (%.1f fps)  up to %d texture passes, %d draw calls",
                     r.transition, 1000 / r.transition, r.surfaces, r.drawCalls))
        print(String(format: "  transition / plain:    %7.2fx", r.transition / r.plain))
    }
} catch {
    FileHandle.standardError.write("StrataTransitionBench: \(error)\n".data(using: .utf8)!)
    exit(1)
}
