import Foundation
import StrataGraphics
import Testing

/// `strata view` as users run it: no display, an offscreen window, a real X window under Xvfb.
@Suite(.serialized) struct ViewerProcessTests {
    static let xvfbRun = ["/usr/bin/xvfb-run", "/usr/local/bin/xvfb-run"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static let weston = ["/usr/bin/weston", "/usr/local/bin/weston"].first { FileManager.default.isExecutableFile(atPath: $0) }

    static func temporaryPNG() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("strata-view-\(UUID().uuidString).png")
    }

    static func rgb(_ image: CGImage, _ x: Int, _ y: Int) -> [Int] {
        guard let c = image.color(atX: x, y: y) else { return [] }
        return [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) }
    }

    /// 400×300, background #204080; a 40×40 #ff8000 box centred at (100,80) sliding right by
    /// 200 points over 2 s (linear), so at time t its centre is at x = 100 + 100·t.
    static let scene = #"""
    {"format": "strata-scene/1", "size": [400, 300], "background": "#204080",
     "layers": [{"name": "box", "bounds": [0, 0, 40, 40], "position": [100, 80], "backgroundColor": "#ff8000",
                 "animations": [{"type": "basic", "keyPath": "position.x", "from": 100, "to": 300, "duration": 2,
                                 "timingFunction": "linear", "fillMode": "forwards", "removedOnCompletion": false}]}]}
    """#
    static let background = [32, 64, 128]
    static let orange = [255, 128, 0]

    static func close(_ a: [Int], _ b: [Int], tolerance: Int = 3) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test func withoutADisplayItSaysSoInOneLineAndPointsToRender() throws {
        let result = try CLIProcessTests.run(["view", "--demo", "petal"],
                                             environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil, "SDL_VIDEODRIVER": nil])

        #expect(result.status == 1)
        #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)")
        #expect(result.stderr.contains("no display"))
        #expect(result.stderr.contains("strata render"))
    }

    @Test func noOpenGLOrARefusedDriverIsOneSentenceNotACrash() throws {
        // SDL's dummy driver has no GL; "nonsense" is a driver SDL refuses.
        let noGL = try CLIProcessTests.run(["view", "--demo", "petal", "--frames", "1"], environment: ["SDL_VIDEODRIVER": "dummy"])
        let refused = try CLIProcessTests.run(["view", "--demo", "petal", "--frames", "1"], environment: ["SDL_VIDEODRIVER": "nonsense"])

        #expect(noGL.status == 1 && noGL.stderr == "strata: error: cannot load OpenGL through SDL (No dynamic OpenGL support in current SDL video driver (dummy))\n",
                "\(noGL.stderr)")
        #expect(refused.status == 1 && refused.stderr.hasPrefix("strata: error: view: cannot open a display (nonsense not available)"),
                "\(refused.stderr)")
        #expect(refused.stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test func badViewOptionsAreUsageErrors() throws {
        #expect(try CLIProcessTests.run(["view", "--frames", "0"]).status == 64)
        #expect(try CLIProcessTests.run(["view", "--duration", "-1"]).status == 64)
        let unknown = try CLIProcessTests.run(["view", "--demo", "nope"], environment: ["SDL_VIDEODRIVER": "offscreen"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("unknown demo 'nope'"))
    }

    @Test func offscreenWindowRunsFramesAndWritesAScreenshot() throws {
        let sceneFile = try CLIFixture.writeTemporary(Self.scene)
        let png = Self.temporaryPNG()
        defer { try? FileManager.default.removeItem(at: png) }

        // 30 fixed steps of 1/60 s: the last frame's target is 0.5 s, box centre x = 150.
        let result = try CLIProcessTests.run(
            ["view", sceneFile.path, "--fixed-step", "--frames", "30", "--screenshot", png.path],
            environment: ["SDL_VIDEODRIVER": "offscreen"])

        #expect(result.status == 0, "\(result.stderr)")
        let image = try CGImage.load(contentsOf: png)
        #expect(image.width == 400 && image.height == 300)
        // The box spans x 130…170, y 60…100: (150,80) is orange; (110,80), where it started,
        // and (190,80) are background. Tolerance 3/255 for rasterisation.
        #expect(Self.close(Self.rgb(image, 150, 80), Self.orange), "\(Self.rgb(image, 150, 80))")
        #expect(Self.close(Self.rgb(image, 110, 80), Self.background), "\(Self.rgb(image, 110, 80))")
        #expect(Self.close(Self.rgb(image, 190, 80), Self.background), "\(Self.rgb(image, 190, 80))")
    }

    @Test func everyDemoOpensInTheViewer() throws {
        // Every 0.1 s the next demo: keys 2–9 select the first nine (the cube takes ← and →
        // for its images, so arrows cannot leave it), then → walks through the rest.
        let names = try CLIProcessTests.run(["demos"]).stdout.split(separator: "\n").compactMap { $0.split(separator: " ").first }
        let keys = names.indices.dropFirst().flatMap { index in
            ["--key", "\(Double(index) * 0.1):" + (index < 9 ? "\(index + 1)" : "right")]
        }
        let result = try CLIProcessTests.run(
            ["view", "--fixed-step", "--duration", "\(Double(names.count) * 0.1 + 0.1)"] + keys,
            environment: ["SDL_VIDEODRIVER": "offscreen", "STRATA_VIEW_VERBOSE": "1"])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("cannot"), "\(result.stderr)")
        let shown = result.stderr.split(separator: "\n").filter { $0.contains("showing ") }.map { $0.split(separator: " ").last.map(String.init) ?? "" }
        #expect(shown == names.dropFirst().map(String.init))
    }

    @Test(.enabled(if: xvfbRun != nil, "xvfb-run is not installed (apt-get install xvfb xauth): no real-window test"))
    func aRealXWindowUnderXvfbShowsTheScene() throws {
        let sceneFile = try CLIFixture.writeTemporary(Self.scene)
        let png = Self.temporaryPNG()
        defer { try? FileManager.default.removeItem(at: png) }

        // Fixed steps up to 1 s: the last frame shows t = 1, box centre x = 200.
        let result = try CLIProcessTests.run(
            ["view", sceneFile.path, "--fixed-step", "--duration", "1", "--screenshot", png.path],
            environment: ["SDL_VIDEODRIVER": nil, "STRATA_VIEW_VERBOSE": "1", "DISPLAY": nil, "WAYLAND_DISPLAY": nil],
            wrapper: [Self.xvfbRun!, "-a", "-s", "-screen 0 1280x720x24"])

        #expect(result.status == 0, "\(result.stderr)")
        // SDL chose X11 (Xvfb's display), not the offscreen fallback.
        #expect(result.stderr.contains("viewer: x11"), "\(result.stderr)")
        let image = try CGImage.load(contentsOf: png)
        #expect(image.width == 400 && image.height == 300)
        #expect(Self.close(Self.rgb(image, 200, 80), Self.orange), "\(Self.rgb(image, 200, 80))")
        #expect(Self.close(Self.rgb(image, 160, 80), Self.background), "\(Self.rgb(image, 160, 80))")
        #expect(Self.close(Self.rgb(image, 200, 200), Self.background), "\(Self.rgb(image, 200, 200))")
    }

    /// Wayland: weston's x11 backend nested in Xvfb (PLATFORM.md: its headless backend crashes
    /// SDL 2.26), the viewer on it with SDL_VIDEODRIVER=wayland. A script starts weston on a
    /// private socket, waits for it, runs `strata`, and stops weston.
    @Test(.enabled(if: xvfbRun != nil && weston != nil, "xvfb-run or weston is not installed: no Wayland window test"))
    func aWaylandWindowShowsTheScene() throws {
        let sceneFile = try CLIFixture.writeTemporary(Self.scene)
        let png = Self.temporaryPNG()
        let runtime = FileManager.default.temporaryDirectory.appendingPathComponent("strata-wl-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: png); try? FileManager.default.removeItem(at: runtime) }
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        let script = runtime.appendingPathComponent("wayland.sh")
        try Data("""
            #!/bin/sh
            export XDG_RUNTIME_DIR="\(runtime.path)"
            "\(Self.weston!)" --backend=x11-backend.so --socket=strata-test --width=800 --height=600 >/dev/null 2>&1 &
            weston=$!
            for i in $(seq 1 100); do [ -S "$XDG_RUNTIME_DIR/strata-test" ] && break; sleep 0.1; done
            WAYLAND_DISPLAY=strata-test SDL_VIDEODRIVER=wayland "$@"
            status=$?
            kill $weston
            exit $status
            """.utf8).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)

        let result = try CLIProcessTests.run(
            ["view", sceneFile.path, "--fixed-step", "--duration", "1", "--screenshot", png.path],
            environment: ["STRATA_VIEW_VERBOSE": "1", "DISPLAY": nil, "WAYLAND_DISPLAY": nil],
            wrapper: [Self.xvfbRun!, "-a", "-s", "-screen 0 1280x720x24", script.path])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("viewer: wayland"), "\(result.stderr)")
        let image = try CGImage.load(contentsOf: png)
        // As under X11: at t = 1 the box's centre is at x = 200; left of it and below, background.
        #expect(Self.close(Self.rgb(image, 200, 80), Self.orange), "\(Self.rgb(image, 200, 80))")
        #expect(Self.close(Self.rgb(image, 160, 80), Self.background), "\(Self.rgb(image, 160, 80))")
    }
}
