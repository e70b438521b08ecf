import Foundation
import StrataCore

/// Parses the scripted-input shorthands shared by `strata` and `WindowOptions(arguments:)`:
/// `T:X,Y` (click), `T:X0,Y0:X1,Y1:DURATION` (drag or touch), `T:X,Y:DX,DY` (scroll),
/// `T:NAME` (key or text) and `WxH` (size). A malformed one throws a `HostError` that shows the
/// expected form.
public enum InputScript {
    /// `--click T:X,Y`: a press and a release at time T.
    public static func click(_ text: String) throws -> [(time: CFTimeInterval, input: SceneInput)] {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, let time = time(parts[0]), let point = point(parts[1]) else {
            throw HostError("--click expects T:X,Y with a time T ≥ 0 and a point X,Y (e.g. 1.5:300,400), got '\(text)'")
        }
        return [(time, .pointerDown(point)), (time, .pointerUp(point))]
    }

    /// `--drag T:X0,Y0:X1,Y1:DURATION`: a press at X0,Y0 at time T, moves at 60 Hz, the
    /// release at X1,Y1 DURATION seconds later (`--touch`: a finger, id 1, the same way).
    public static func drag(_ text: String, option: String = "--drag") throws -> [(time: CFTimeInterval, input: SceneInput)] {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 4, let time = time(parts[0]), let from = point(parts[1]), let to = point(parts[2]),
              let duration = Double(parts[3]), duration.isFinite, (0...3600).contains(duration) else {
            throw HostError("\(option) expects T:X0,Y0:X1,Y1:DURATION (e.g. 0.5:100,200:400,200:0.3), got '\(text)'")
        }
        return option == "--touch"
            ? SceneInput.swipe(id: 1, along: [from, to], at: time, duration: duration)
            : SceneInput.drag(along: [from, to], at: time, duration: duration)
    }

    /// `--scroll T:X,Y:DX,DY`: a scroll at X,Y by DX,DY points at time T.
    public static func scroll(_ text: String) throws -> [(time: CFTimeInterval, input: SceneInput)] {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 3, let time = time(parts[0]), let at = point(parts[1]), let delta = point(parts[2]) else {
            throw HostError("--scroll expects T:X,Y:DX,DY (e.g. 1:200,300:0,-120), got '\(text)'")
        }
        return [(time, .scroll(at, dx: delta.x, dy: delta.y))]
    }

    /// `--key T:NAME` (or `--text T:STRING`).
    public static func key(_ text: String, option: String = "--key") throws -> (time: CFTimeInterval, name: String) {
        let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2, let time = time(parts[0]), !parts[1].isEmpty else {
            throw HostError("\(option) expects T:\(option == "--key" ? "NAME" : "TEXT") with a time T ≥ 0 (e.g. 2:right), got '\(text)'")
        }
        return (time, parts[1])
    }

    /// `--size WxH`, 1…16384 each.
    public static func size(_ text: String) throws -> (width: Int, height: Int) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
              (1...16_384).contains(width), (1...16_384).contains(height) else {
            throw HostError("--size expects WxH, 1…16384 each (e.g. 800x600), got '\(text)'")
        }
        return (width, height)
    }

    private static func time(_ text: String) -> CFTimeInterval? {
        guard let time = Double(text), time.isFinite, time >= 0 else { return nil }
        return time
    }

    private static func point(_ text: String) -> CGPoint? {
        let xy = text.split(separator: ",", omittingEmptySubsequences: false)
        guard xy.count == 2, let x = Double(xy[0]), let y = Double(xy[1]), x.isFinite, y.isFinite else { return nil }
        return CGPoint(x: x, y: y)
    }
}
