import Foundation
import Testing
@testable import StrataCLI
@testable import StrataCore

/// `strata eval` of keyframe animations that it used to refuse or re-time: discrete mode with
/// n + 1 key times (Apple's `discrete` page: "one less element in the values array than the
/// keyTimes array") and key times that end before 1 (the last value holds, as iOS loading
/// indicators written with `[0, 0.8, 0.9]` expect).
@Suite struct EvalKeyframeTests {
    static let scene = #"""
    {"format": "strata-scene/1", "size": [200, 100], "layers": [
      {"name": "step", "bounds": [0, 0, 10, 10], "animations": [
        {"type": "keyframe", "keyPath": "position.x", "calculationMode": "discrete",
         "values": [10, 20, 50, 60], "keyTimes": [0, 0.25, 0.5, 0.75, 1], "duration": 1, "fillMode": "forwards",
         "removedOnCompletion": false}]},
      {"name": "dot", "bounds": [0, 0, 10, 10], "animations": [
        {"type": "keyframe", "keyPath": "opacity", "values": [0, 1, 0.5], "keyTimes": [0, 0.8, 0.9], "duration": 1}]}
    ]}
    """#

    @Test func discreteAndEarlyEndingKeyTimes() throws {
        let url = try CLIFixture.writeTemporary(Self.scene)

        let lines = try CLIFixture.eval([url.path, "--at", "0.1", "--at", "0.3", "--at", "0.6", "--at", "0.85", "--at", "0.95"])

        let xs = try lines.map { CLIFixture.numbers(try CLIFixture.layer($0, "step")["position"]).first ?? .nan }
        let opacities = try lines.map { line -> Double in
            guard case .number(let n)? = try CLIFixture.layer(line, "dot")["opacity"] else { return .nan }
            return n
        }
        #expect(xs == [10, 20, 50, 60, 60])
        #expect(abs(opacities[3] - 0.75) < 1e-4)      // halfway from 1 (at 0.8) to 0.5 (at 0.9)
        #expect(abs(opacities[4] - 0.5) < 1e-4)       // held after 0.9
    }
}
