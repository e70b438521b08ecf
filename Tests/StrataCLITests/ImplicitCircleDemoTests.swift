import Foundation
import Testing
@testable import StrataCLI
import StrataDemos

/// The implicit-animation circle (seed 002 L51–99; digest E22).
@Suite struct ImplicitCircleDemoTests {
    @Test func startsAsTheSeedsBlueCircle() throws {
        let run = try DemoRun("implicit-circle", layers: ["circle"], at: [0])

        #expect(DemoFixture.close(try run.numbers("circle", "bounds", 0), [0, 0, 150, 150]))
        #expect(try run.number("circle", "cornerRadius", 0) == 75)
        // Issue 17: seed 002's pure blue and 2-pt lime border replaced by designed values
        // (system blue, a 4-pt white ring); size, radius and position are the seed's.
        #expect(try run.number("circle", "borderWidth", 0) == 4)
        #expect(DemoFixture.close(try run.numbers("circle", "backgroundColor", 0), [0, 0.478, 1, 1]))
        #expect(DemoFixture.close(try run.position("circle", 0), [400, 300]))
    }

    @Test func aClickAnimatesToARandomSizeColourAndTheClickImplicitly() throws {
        // Every change is an implicit 0.25 s animation (E22): between the old and new values at
        // 0.1 s, the new ones after 0.25 s.
        let run = try DemoRun("implicit-circle", ["--click", "1:200,200"], layers: ["circle"], at: [1.1, 1.3])

        let mid = try run.position("circle", 0)
        #expect(mid[0] < 400 && mid[0] > 200 && mid[1] < 300 && mid[1] > 200)
        #expect(DemoFixture.close(try run.position("circle", 1), [200, 200]))
        let side = try run.numbers("circle", "bounds", 1)[2]
        // E22: arc4random() % 200 + 100 → 100…299, cornerRadius side/2.
        #expect(side >= 100 && side <= 299 && side == side.rounded())
        #expect(try run.number("circle", "cornerRadius", 1) == side / 2)
        // Components arc4random() % 225 / 225 (errata 8): multiples of 1/225, at most 224/225.
        let colour = try run.numbers("circle", "backgroundColor", 1)
        for c in colour.prefix(3) {
            #expect(abs(c * 225 - (c * 225).rounded()) < 1e-6 && c <= 224 / 225 + 1e-9)
        }
        #expect(colour[3] == 1)
    }

    @Test func theRandomnessIsSeeded() throws {
        let a = try DemoRun("implicit-circle", ["--click", "1:200,200", "--click", "2:600,400"], layers: ["circle"], at: [1.5, 2.5])
        let b = try DemoRun("implicit-circle", ["--click", "1:200,200", "--click", "2:600,400"], layers: ["circle"], at: [1.5, 2.5])

        #expect(a.lines == b.lines)
        #expect(try a.numbers("circle", "bounds", 0) != a.numbers("circle", "bounds", 1)
                || a.numbers("circle", "backgroundColor", 0) != a.numbers("circle", "backgroundColor", 1))
    }
}
