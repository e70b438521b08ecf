import Foundation
import Testing
@testable import StrataCLI
@testable import StrataCore

/// `strata eval` reports a layer's `compositingFilter` (SCENE.md: after `quad`, only when set).
@Suite struct EvalCompositingFilterTests {
    @Test func theFilterNameIsReportedWhenSet() throws {
        let url = try CLIFixture.writeTemporary(#"""
            {"format": "strata-scene/1", "size": [100, 100],
             "layers": [{"name": "blended", "bounds": [0, 0, 10, 10], "compositingFilter": "overlayBlendMode"},
                        {"name": "plain", "bounds": [0, 0, 10, 10]}]}
            """#)

        let line = try #require(try CLIFixture.eval([url.path, "--at", "0"]).first)

        let blended = try CLIFixture.layer(line, "blended")
        #expect(blended["compositingFilter"] == .string("overlayBlendMode"))
        guard case .object(let members) = blended else { Issue.record("shape"); return }
        #expect(members.map(\.key) == EvalOutputTests.keyOrder + ["compositingFilter"])
        #expect(try CLIFixture.layer(line, "plain")["compositingFilter"] == nil, "left out when nil")
    }
}
