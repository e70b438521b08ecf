import Testing
@testable import StrataHost

@Suite struct KeyRouterTests {
    @Test func viewerBindingsWhenTheContentDoesNotTakeTheKey() {
        let none: (String) -> Bool = { _ in false }

        #expect(KeyRouter.route("left", contentConsumes: none, entryCount: 4) == .viewer(.previous))
        #expect(KeyRouter.route("right", contentConsumes: none, entryCount: 4) == .viewer(.next))
        #expect(KeyRouter.route("3", contentConsumes: none, entryCount: 4) == .viewer(.select(2)))
        #expect(KeyRouter.route("space", contentConsumes: none, entryCount: 4) == .viewer(.togglePause))
        #expect(KeyRouter.route("s", contentConsumes: none, entryCount: 4) == .viewer(.toggleSlowMotion))
        #expect(KeyRouter.route("h", contentConsumes: none, entryCount: 4) == .viewer(.toggleHUD))
        #expect(KeyRouter.route("escape", contentConsumes: none, entryCount: 4) == .viewer(.quit))
    }

    @Test func theContentGetsTheKeysItTakesFirst() {
        let takesArrowsAndEscape: (String) -> Bool = { ["left", "right", "escape", "s"].contains($0) }

        #expect(KeyRouter.route("right", contentConsumes: takesArrowsAndEscape, entryCount: 4) == .content("right"))
        #expect(KeyRouter.route("escape", contentConsumes: takesArrowsAndEscape, entryCount: 4) == .content("escape"))
        #expect(KeyRouter.route("s", contentConsumes: takesArrowsAndEscape, entryCount: 4) == .content("s"))
        #expect(KeyRouter.route("space", contentConsumes: takesArrowsAndEscape, entryCount: 4) == .viewer(.togglePause))
    }

    @Test func unboundKeysAndImpossibleSwitchesGoToTheContent() {
        let none: (String) -> Bool = { _ in false }

        #expect(KeyRouter.route("t", contentConsumes: none, entryCount: 4) == .content("t"))
        #expect(KeyRouter.route("up", contentConsumes: none, entryCount: 4) == .content("up"))
        // Entry 5 does not exist with four entries; 0 is not a switching key.
        #expect(KeyRouter.route("5", contentConsumes: none, entryCount: 4) == .content("5"))
        #expect(KeyRouter.route("0", contentConsumes: none, entryCount: 4) == .content("0"))
        // A single scene file has nothing to switch to.
        #expect(KeyRouter.route("right", contentConsumes: none, entryCount: 1) == .content("right"))
        #expect(KeyRouter.route("1", contentConsumes: none, entryCount: 1) == .content("1"))
    }
}
