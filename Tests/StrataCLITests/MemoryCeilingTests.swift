import Foundation
import Testing

/// The memory ceiling (SCENE.md, "Limits"; issue 13): the built `strata render` at 1920×1080
/// under `prlimit --as` 1 GiB of address space (Mesa and the Swift runtime map ~0.5 GiB
/// before drawing anything, and `strata` keeps malloc to two arenas; the stress scenes peak
/// near 650 MB resident) finishes, or fails with a one-line error — never a crash from a
/// failed allocation. `timeout` bounds a hang.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/prlimit")))
struct MemoryCeilingTests {
    static let ceiling = ["/usr/bin/timeout", "300", "/usr/bin/prlimit", "--as=1073741824"]

    /// Effects that used to ask for 1 GiB surfaces or unbounded work: a shadow of radius
    /// 1e300, a masked, grouped 1e8-point layer in a cube transition, a replicator asking for
    /// 1e9 delayed copies.
    static let stress = #"""
        {"format": "strata-scene/1", "size": [1920, 1080], "background": "#202020",
         "layers": [
          {"bounds": [0, 0, 400, 300], "position": [500, 400], "shadowOpacity": 1, "shadowRadius": 1e300,
           "sublayers": [{"bounds": [0, 0, 100, 100], "backgroundColor": "#ff0000"}]},
          {"bounds": [0, 0, 1e8, 1e8], "position": [100, 100], "opacity": 0.5, "masksToBounds": true,
           "sublayers": [{"bounds": [0, 0, 50, 50], "backgroundColor": "#ffffff"}],
           "mask": {"bounds": [0, 0, 1e8, 1e8], "backgroundColor": "#ffffff"},
           "animations": [{"type": "transition", "transition": "cube", "duration": 10}]},
          {"type": "replicator", "bounds": [0, 0, 100, 100], "position": [960, 540], "instanceCount": 1e9,
           "instanceDelay": 0.001, "instanceTransform": [{"rotate": [0.1, 0, 0, 1]}],
           "sublayers": [{"bounds": [0, 0, 10, 10], "position": [50, 0], "backgroundColor": "#ffff00",
                          "animations": [{"type": "basic", "keyPath": "opacity", "from": 0, "to": 1, "duration": 1,
                                          "repeatCount": "inf"}]}]}]}
        """#

    @Test func stressSceneRendersAt1080pWithinTheCeiling() throws {
        let scene = try CLIFixture.writeTemporary(Self.stress)
        let out = scene.deletingLastPathComponent().appendingPathComponent("stress.png")
        let result = try CLIProcessTests.run(["render", scene.path, "--at", "1", "--out", out.path], wrapper: Self.ceiling)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: out.path))
    }

    /// Twelve replicated copies of a 4.29e9-point layer of each drawn kind, shadowed and
    /// grouped: their bitmaps cover only what shows (DrawnRaster), their surfaces the image.
    @Test(arguments: [("layer", ""), ("shape", ##""path": {"ellipseIn": [0, 0, 4294967296, 4294967296]}, "fillColor": "#00ff00","##),
                      ("text", #""string": "hello","#), ("gradient", ##""colors": ["#ff0000", "#0000ff"],"##)])
    func hugeLayersRenderWithinTheCeiling(type: String, extra: String) throws {
        let scene = try CLIFixture.writeTemporary("""
            {"format": "strata-scene/1", "size": [1920, 1080], "layers": [
             {"type": "replicator", "bounds": [0, 0, 100, 100], "position": [960, 540], "instanceCount": 12,
              "instanceTransform": [{"translate": [3, 2, 0]}],
              "sublayers": [{"type": "\(type)", \(extra) "bounds": [0, 0, 4294967296, 4294967296], "position": [0, 0],
                             "backgroundColor": "#ff0000", "opacity": 0.5, "shadowOpacity": 1, "shadowRadius": 30,
                             "sublayers": [{"bounds": [0, 0, 50, 50], "backgroundColor": "#ffffff"}]}]}]}
            """)
        let out = scene.deletingLastPathComponent().appendingPathComponent("\(type).png")
        let result = try CLIProcessTests.run(["render", scene.path, "--at", "1", "--out", out.path], wrapper: Self.ceiling)
        #expect(result.status == 0, "\(type): \(result.stderr)")
    }

    /// With every default-stack thread refused (RLIMIT_STACK as large as the address space:
    /// Mesa's llvmpipe threads, which used to leave the render waiting forever at its first
    /// texture upload), frames still render: llvmpipe is told to draw on one thread, and the
    /// PNG writers run on Strata's own small-stack threads or inline.
    @Test func refusedThreadsMeanSlowerFramesNotAHang() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strata-threads-\(UUID().uuidString)")
        let wrapper = ["/usr/bin/timeout", "120", "/usr/bin/prlimit", "--as=1073741824", "--stack=1073741824"]
        let result = try CLIProcessTests.run(["render", "--demo", "petal", "--frames", "0:1:6", "--size", "64x48",
                                              "--out", folder.path], wrapper: wrapper)

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("strata: warning: the system refuses new threads; llvmpipe draws on one thread"), "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("frame-0006.png").path))
    }

    /// A demo at 1080p fits too, and an image over the pixel limit is an error before any
    /// allocation, not an allocation failure.
    @Test func demoFitsAndOversizedOutputIsAnError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strata-mem-\(UUID().uuidString)")
        let demo = try CLIProcessTests.run(["render", "--demo", "petal", "--at", "1", "--size", "1920x1080",
                                            "--out", folder.appendingPathComponent("petal.png").path], wrapper: Self.ceiling)
        #expect(demo.status == 0, "\(demo.stderr)")
        let huge = try CLIProcessTests.run(["render", "--demo", "petal", "--at", "1", "--size", "16384x16384",
                                            "--out", folder.appendingPathComponent("huge.png").path], wrapper: Self.ceiling)
        #expect(huge.status == 1)
        #expect(huge.stderr.hasPrefix("strata: error: the image would be 16384x16384 pixels"), "\(huge.stderr)")
        #expect(huge.stderr.split(separator: "\n").count == 1)
    }
}
