import Foundation
import StrataGraphics
import Testing

/// `strata view` as users run it: no display, an offscreen window, a real X window under Xvfb.
@Suite(.serialized) struct ViewerProcessTests {
    static let xvfbRun = ["/usr/bin/xvfb-run", "/usr/local/bin/xvfb-run"].first { FileManager.default.isExecutableFile(atPath: $0) }

    static func temporaryPNG() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("strata-view-\(UUID().uuidString).png")
    }

    static func rgb(_ image: CGImage, _ x: Int, _ y: Int) -> [Int] {
        guard let c = image.color(atX: x, y: y) else { return [] }
        return [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) }
    }

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

    @Test func badViewOptionsAreUsageErrors() throws {
        #expect(try CLIProcessTests.run(["view", "--frames", "0"]).status == 64)
        #expect(try CLIProcessTests.run(["view", "--duration", "-1"]).status == 64)
        let unknown = try CLIProcessTests.run(["view", "--demo", "nope"], environment: ["SDL_VIDEODRIVER": "offscreen"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("unknown demo 'nope'"))
    }

    @Test func offscreenWindowRunsFramesAndWritesAScreenshot() throws {
        let png = Self.temporaryPNG()
        defer { try? FileManager.default.removeItem(at: png) }

        let result = try CLIProcessTests.run(
            ["view", "--demo", "orbit", "--fixed-step", "--frames", "5", "--screenshot", png.path],
            environment: ["SDL_VIDEODRIVER": "offscreen"])

        #expect(result.status == 0, "\(result.stderr)")
        let image = try CGImage.load(contentsOf: png)
        #expect(image.width == 800 && image.height == 600)
        // The planet (80×80, blue 0.2/0.45/0.9) is centred at (400,300); (10,10) is the
        // demo's backdrop (0.125 grey).
        #expect(Self.close(Self.rgb(image, 400, 300), [51, 115, 230]), "\(Self.rgb(image, 400, 300))")
        #expect(Self.close(Self.rgb(image, 10, 10), [32, 32, 32]), "\(Self.rgb(image, 10, 10))")
    }

    @Test(.enabled(if: xvfbRun != nil, "xvfb-run is not installed (apt-get install xvfb xauth): no real-window test"))
    func aRealXWindowUnderXvfbShowsTheDemo() throws {
        let png = Self.temporaryPNG()
        defer { try? FileManager.default.removeItem(at: png) }

        let result = try CLIProcessTests.run(
            ["view", "--demo", "orbit", "--fixed-step", "--duration", "1", "--screenshot", png.path],
            environment: ["SDL_VIDEODRIVER": nil, "STRATA_VIEW_VERBOSE": "1", "DISPLAY": nil, "WAYLAND_DISPLAY": nil],
            wrapper: [Self.xvfbRun!, "-a", "-s", "-screen 0 1280x720x24"])

        #expect(result.status == 0, "\(result.stderr)")
        // SDL chose X11 (Xvfb's display), not the offscreen fallback.
        #expect(result.stderr.contains("viewer: x11"), "\(result.stderr)")
        let image = try CGImage.load(contentsOf: png)
        #expect(image.width == 800 && image.height == 600)
        #expect(Self.close(Self.rgb(image, 400, 300), [51, 115, 230]), "\(Self.rgb(image, 400, 300))")
        #expect(Self.close(Self.rgb(image, 10, 10), [32, 32, 32]), "\(Self.rgb(image, 10, 10))")
    }
}
