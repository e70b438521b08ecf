import Foundation
import Testing
@testable import StrataCLI
import StrataDemos

/// The login form shake (seed 004 L62–76; digest E47).
@Suite struct LoginShakeDemoTests {
    @Test func aClickShakesTheFormAdditively() throws {
        // E47: offsets added to the model x (400) at 0.02 → +3, 1/15 → +10, 0.1 → +5,
        // 2/15 → 0, 0.2 → −10, 0.3 → +5, 1/3 → +10, 0.38 → +3, 0.4 → removed.
        let offsets: [(Double, Double)] = [(0.02, 3), (1 / 15, 10), (0.1, 5), (2 / 15, 0), (0.2, -10), (0.3, 5),
                                           (1 / 3, 10), (0.38, 3), (0.45, 0)]
        let run = try DemoRun("login-shake", ["--click", "1:400,450"], layers: ["form"], at: [0.9] + offsets.map { 1 + $0.0 })

        #expect(DemoFixture.close(try run.position("form", 0), [400, 300]))
        for (i, (t, dx)) in offsets.enumerated() {
            #expect(DemoFixture.close(try run.position("form", i + 1), [400 + dx, 300], 1e-6), "t = \(t)")
        }
    }

    @Test func theFieldsShakeWithTheForm() throws {
        // Sublayers move with their superlayer: the password field's quad is shifted by +10 at 1/15 s.
        let run = try DemoRun("login-shake", ["--click", "1:400,450"], layers: ["password"], at: [0.9, 1 + 1 / 15.0])
        let before = try run.value("password", "quad", 0), during = try run.value("password", "quad", 1)
        guard case .array(let a)? = before, case .array(let b)? = during else { Issue.record("no quad"); return }

        #expect(abs(CLIFixture.numbers(b[0])[0] - CLIFixture.numbers(a[0])[0] - 10) < 1e-6)
    }
}
