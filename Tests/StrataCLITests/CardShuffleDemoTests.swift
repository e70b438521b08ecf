import Foundation
import Testing
@testable import StrataCLI
import StrataDemos
import StrataGraphics
import StrataCore

/// The card shuffle (seed 004 L143–179; digest E52).
@Suite struct CardShuffleDemoTests {
    /// E52 at group times 0.15, 0.3, 0.45, 0.6, 0.9, 1.05: rotation, additive offset, zPosition.
    static let expected: [(t: Double, rotation: Double, offset: [Double], z: Double)] = [
        (0.15, 0.018083, [14.2078, -2.5832], -0.75), (0.3, 0.07, [55, -10], -0.5),
        (0.45, 0.121917, [95.7922, -17.4168], -0.25), (0.6, 0.14, [110, -20], 0),
        (0.9, 0.07, [55, -10], 0.5), (1.05, 0.018083, [14.2078, -2.5832], 0.75),
    ]

    private func check(_ run: DemoRun, _ card: String, offset index: Int) throws {
        for (i, e) in Self.expected.enumerated() {
            let at = "\(card) at group time \(e.t)"
            #expect(abs(try run.angle(card, index + i) - e.rotation) < 1e-5, "\(at)")
            #expect(DemoFixture.close(try run.position(card, index + i), [400 + e.offset[0], 300 + e.offset[1]], 1e-3), "\(at)")
            #expect(abs(try run.number(card, "zPosition", index + i)! - e.z) < 1e-6, "\(at)")
        }
    }

    @Test func theBackCardShufflesToTheFrontHalfASecondIn() throws {
        // The seed's group.beginTime = 0.5 (L175), meant as 0.5 s from the start (E52 quirk).
        let run = try DemoRun("card-shuffle", layers: ["card-1", "card-4"], at: [0.25] + Self.expected.map { 0.5 + $0.t } + [1.8])

        // Waiting: held behind the deck (zPosition −1, the group's first value).
        #expect(try run.number("card-1", "zPosition", 0) == -1)
        try check(run, "card-1", offset: 1)
        // Done: the model zPosition 1 (L176), back at the deck's place, unrotated…
        let last = Self.expected.count + 1
        #expect(try run.number("card-1", "zPosition", last) == 1)
        #expect(DemoFixture.close(try run.position("card-1", last), [400, 300]))
        #expect(try run.angle("card-1", last) == 0)
        // …and the old front card joined the others at 0.
        #expect(try run.number("card-4", "zPosition", last) == 0)
    }

    @Test func aClickShufflesTheNextBackCardAtOnce() throws {
        let run = try DemoRun("card-shuffle", ["--click", "3:400,300"], layers: ["card-1", "card-2"],
                              at: Self.expected.map { 3 + $0.t } + [5])

        try check(run, "card-2", offset: 0)
        #expect(try run.number("card-1", "zPosition", 0) == 0)
        #expect(try run.number("card-2", "zPosition", Self.expected.count) == 1)
    }
}

/// Issue 17: the cards have real faces: the rank and a small suit in the top-left corner and,
/// upside down, in the bottom-right one (the ace read "1" in one corner only).
@Suite struct CardFaceTests {
    @Test func theAceHasARankInBothCorners() throws {
        let ace = try #require(DemoAssets.card(0))
        func red(_ xs: Range<Int>, _ ys: Range<Int>) -> Int {
            ys.reduce(0) { n, y in n + xs.filter { x in
                guard let c = ace.color(atX: x, y: y) else { return false }
                return c.red > 0.6 && c.green < 0.4
            }.count }
        }
        #expect(red(4..<28, 6..<34) > 30, "top-left rank")
        #expect(red(92..<116, 136..<164) > 30, "bottom-right rank, upside down")
        #expect(red(4..<28, 34..<52) > 10, "top-left small suit")
    }
}

/// Issue 17: the deck is fanned, so every card's face shows, not only the top one. Each card
/// sits in a slot that turns it about a point 320 points below the deck's centre, back card
/// leftmost (−0.18 rad) to front card rightmost (+0.18 rad); a shuffle turns every slot to its
/// new place over the group's 1.2 s.
@Suite struct CardFanTests {
    static func slotAngles(_ player: ScenePlayer, _ demo: CardShuffleDemo) -> [Double] {
        player.inspect {
            demo.cards.map { card -> Double in
                guard let slot = demo.slot(of: card) else { return .nan }
                let t = (slot.presentation() ?? slot).transform
                return atan2(Double(t.m12), Double(t.m11))
            }
        }
    }

    @Test func theCardsFanOutBackToFrontAndRefanAfterAShuffle() throws {
        let (player, demo) = try DemoFixture.player(CardShuffleDemo.self)
        let fan = [-0.18, -0.06, 0.06, 0.18]
        // The first shuffle is set up with the scene (it starts at 0.5 s): the deck order is
        // already card-2 … card-4, card-1, and until it starts every slot holds its old place.
        player.advance(to: 0.2)
        let firstBack = try #require(player.inspect { demo.cards.first { $0.name == "card-1" } })
        #expect(player.inspect { demo.cards[3] } === firstBack)
        #expect(DemoFixture.close(Self.slotAngles(player, demo), [-0.06, 0.06, 0.18, -0.18], 1e-6))

        // Half way through the shuffle (0.5 s + 0.6 s) card-1's slot is half way to the front…
        player.advance(to: 1.1)
        let mid = Self.slotAngles(player, demo)
        #expect(abs(mid[3]) < 0.01, "the shuffled card's slot half way from −0.18 to 0.18: \(mid[3])")
        // …and after it the deck is fanned again in its new order, card-1 in front.
        player.advance(to: 2)
        #expect(DemoFixture.close(Self.slotAngles(player, demo), fan, 1e-6))
        // The slot orders the cards as the seed's zPosition does: the front slot is at 1.
        #expect(player.inspect { demo.slot(of: firstBack)?.zPosition } == 1)
        #expect(player.inspect { demo.slot(of: demo.cards[2])?.zPosition } == 0)
    }

    @Test func theBackCardsFaceShowsLeftOfTheDeck() throws {
        // Card 1 (back) is centred at (400 + 320·sin(−0.18), 620 − 320·cos(−0.18)) =
        // (342.7, 305.2); 45 points left of its centre, (298.4, 313.3), lies on its white face
        // and left of every other card. A stacked deck (all at (400,300)) would show the
        // green table there.
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("strata-fan-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try CLIProcessTests.run(["render", "--demo", "card-shuffle", "--at", "0.2", "--out", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try CGImage.load(contentsOf: out)
        for (x, y) in [(298, 313), (336, 303), (374, 298), (412, 297)] {
            let c = try #require(image.color(atX: x, y: y))
            #expect(c.red > 0.85 && c.green > 0.85 && c.blue > 0.85, "(\(x), \(y)) is \(c), not a card face")
        }
        let table = try #require(image.color(atX: 250, y: 313))
        #expect(table.green > table.red + 0.1, "the table left of the fan: \(table)")
    }
}
