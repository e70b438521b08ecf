import Foundation
import Testing
@testable import StrataCLI
import Strata

/// The DocC articles (Sources/Strata/Strata.docc) stay true: every `STRATA_*` variable the
/// code reads is documented in Debugging.md, and the examples the articles show run and give
/// the results they state. `scripts/docs.sh` checks the links; these check the content.
@Suite struct DocumentationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let catalog = root.appendingPathComponent("Sources/Strata/Strata.docc")

    static func text(_ relativePath: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relativePath), encoding: .utf8)
    }

    /// Every `"STRATA_…"` string literal in the Swift sources and tests: the environment
    /// variables the code reads (a header guard in C is not one, so only .swift files count).
    static func variablesInCode() throws -> Set<String> {
        var names = Set<String>()
        let pattern = try NSRegularExpression(pattern: #""(STRATA_[A-Z0-9_]+)""#)
        for folder in ["Sources", "Tests", "demos"] {
            let base = root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where url.pathExtension == "swift" {
                let source = try String(contentsOf: url, encoding: .utf8)
                let range = NSRange(source.startIndex..., in: source)
                for match in pattern.matches(in: source, range: range) {
                    names.insert(String(source[Range(match.range(at: 1), in: source)!]))
                }
            }
        }
        return names
    }

    @Test func everyEnvironmentVariableIsDocumented() throws {
        let variables = try Self.variablesInCode()
        // The known ones must be found, or the scan itself is broken.
        #expect(variables.isSuperset(of: ["STRATA_DEBUG_RENDER", "STRATA_HEADLESS", "STRATA_VSYNC",
                                          "STRATA_SHADERS_DIR", "STRATA_VIEW_VERBOSE"]))
        let debugging = try Self.text("Sources/Strata/Strata.docc/Debugging.md")
        for name in variables.sorted() {
            #expect(debugging.contains("`\(name)"), "\(name) is read by the code but not listed in Debugging.md")
        }
    }

    /// SceneFiles.md's first scene: `position.x` from 100 to 300 over 2 s, ease-in-ease-out,
    /// autoreversing, and an opacity `set` at 1 s. Evaluated through `strata eval`.
    @Test func sceneFilesArticleExampleRuns() throws {
        let article = try Self.text("Sources/Strata/Strata.docc/SceneFiles.md")
        let start = try #require(article.range(of: "```json\n"))
        let end = try #require(article.range(of: "```", range: start.upperBound..<article.endIndex))
        let scene = try CLIFixture.writeTemporary(String(article[start.upperBound..<end.lowerBound]))

        let lines = try CLIFixture.eval([scene.path, "--at", "1", "--at", "2", "--at", "3", "--layer", "card"])

        // Half-way in time of an ease-in-ease-out curve is half-way in value (it is symmetric; the
        // timing function is solved to about 1e-5).
        #expect(abs(CLIFixture.numbers(try CLIFixture.layer(lines[0], "card")["position"])[0] - 200) < 1e-4)
        #expect(abs(CLIFixture.numbers(try CLIFixture.layer(lines[1], "card")["position"])[0] - 300) < 1e-4)
        #expect(abs(CLIFixture.numbers(try CLIFixture.layer(lines[2], "card")["position"])[0] - 200) < 1e-4,
                "autoreverses: back at 200 one second into the way back")
        // The `set` at 1 s animates implicitly (0.25 s): settled at 0.4 by 2 s.
        if case .number(let opacity)? = try CLIFixture.layer(lines[1], "card")["opacity"] {
            #expect(abs(opacity - 0.4) < 1e-6)
        } else {
            Issue.record("no opacity in eval's output")
        }
    }

    /// StrataCore.md's overview example, as written there: half-way through a one-second
    /// linear `position.x` animation the presentation layer is at 100, the model still at 0.
    /// (CABasicAnimation's default timing is linear: "nil … linear pacing", Apple's
    /// CAAnimation.timingFunction documentation.)
    @Test func strataCoreOverviewExampleRuns() {
        let clock = MediaClock.virtual()
        clock.run {
            let layer = CALayer()
            layer.position = CGPoint(x: 0, y: 50)
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 0
            move.toValue = 200
            move.duration = 1
            layer.add(move, forKey: "move")
            CATransaction.flush()
            clock.advance(by: 0.5)
            #expect(abs(layer.presentation()!.position.x - 100) < 1e-9)
            #expect(layer.position.x == 0)
        }
    }

    /// GettingStarted.md's "Your own app" program, as written there (less `try window.run()`,
    /// which would wait for the window to close): compiling it checks every name it uses, and
    /// it builds its tree in a headless window.
    @Test func gettingStartedAppCompilesAndBuildsItsTree() throws {
        var options = WindowOptions()
        options.headless = true
        let window: Window
        do { window = try Window(title: "My app", width: 640, height: 400, options: options) } catch {
            return   // no OpenGL 3.3 here: the compile check is what remains
        }
        let card = CALayer()
        card.bounds = CGRect(x: 0, y: 0, width: 160, height: 100)
        card.position = CGPoint(x: 320, y: 200)
        card.cornerRadius = 12
        card.backgroundColor = CGColor(red: 0.95, green: 0.6, blue: 0.2, alpha: 1)
        window.rootLayer.addSublayer(card)
        window.eventRouter.setHandler(for: card) { event in
            guard case .pointerDown = event.kind else { return false }
            card.position.x = card.position.x < 320 ? 480 : 160   // animates
            return true
        }
        #expect(window.rootLayer.sublayers?.first === card)
        window.close()
    }

    /// StrataVideo.md's and GettingStarted.md's recorder lines: `image(at:)` takes seconds since
    /// the recorder was made, so 0.5 s into a 1 s linear fade of opacity 1 → 0 the layer is half
    /// transparent over the black background.
    @Test func recorderExampleShowsTheAnimationAtTheTimeAsked() throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 32, height: 24)
        root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        root.add(fade, forKey: "fade")

        let recorder = try Recorder(layer: root, size: CGSize(width: 32, height: 24), background: RGBA(red: 0, green: 0, blue: 0, alpha: 1))
        let frame = try recorder.image(at: 0.5)

        let pixel = try #require(frame.color(atX: 16, y: 12))
        #expect(abs(Double(pixel.red) - 0.5) < 0.03, "half-way through the fade: \(pixel)")
    }
}
