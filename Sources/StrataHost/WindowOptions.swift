import Foundation
import StrataCore

/// How a `Window` opens and runs. The defaults open a visible window that runs until closed.
public struct WindowOptions {
    /// Open on SDL's offscreen driver (EGL pbuffers: no display needed, nothing shown), for
    /// tests and CI. Default false, or true when `STRATA_HEADLESS=1`. It takes effect when the
    /// process opens its first window (SDL's driver is chosen once per process).
    public var headless = ProcessInfo.processInfo.environment["STRATA_HEADLESS"] == "1"
    /// Ask for vsync. Default true (`STRATA_VSYNC=0`: false).
    public var vsync = ProcessInfo.processInfo.environment["STRATA_VSYNC"] != "0"
    /// `run()` returns after exactly this many frames, drawn back to back. Default nil.
    public var frameLimit: Int?
    /// `run()` returns once a frame at or after this many seconds has been drawn. Default nil.
    public var duration: Double?
    /// Each frame advances the window's clock by this many seconds instead of following the
    /// wall clock, and frames are not paced to the refresh rate (repeatable runs, benchmarks).
    /// Default nil.
    public var fixedStep: Double?
    /// `run()` writes the last frame to this PNG file before it returns. Default nil.
    public var screenshotPath: String?
    /// Input played at times in seconds after the first frame, in root-layer points, through
    /// the same routing as live input (`Window.schedule`). Default none.
    public var scriptedInput: [(time: CFTimeInterval, event: InputEvent)] = []
    /// Overrides the size given to `Window.init` (`--size WxH`). Default nil.
    public var size: CGSize?
    /// Draws each point with this many times the display's pixels (`--scale S`, 0.25…8): a
    /// window of 2× pixels on an ordinary display, as an iOS screen's `scale` of 2; its
    /// points, layout and input stay the same. Default 1.
    public var scale: CGFloat = 1
    /// Pixels the last frame must show, each within 24/255 per channel, else `run()` throws
    /// (`--expect X,Y=RRGGBB`: a smoke test for CI). Default none.
    public var expectedPixels: [(x: Int, y: Int, rgb: [Int])] = []

    /// The defaults (and `STRATA_HEADLESS`, `STRATA_VSYNC`).
    public init() {}

    /// Options from command-line arguments (without the program's name), the set every example
    /// takes: `--frames N`, `--duration S`, `--screenshot FILE`, `--headless`, `--size WxH`, `--scale S`,
    /// and scripted input `--click T:X,Y`, `--drag T:X0,Y0:X1,Y1:DURATION`,
    /// `--touch T:X0,Y0:X1,Y1:DURATION`, `--scroll T:X,Y:DX,DY`, `--key T:NAME`,
    /// `--text T:STRING`. Throws a `HostError` naming the bad argument.
    public init<S: Sequence>(arguments: S) throws where S.Element == String {
        var list = Array(arguments)[...]
        func value(_ option: String) throws -> String {
            guard let next = list.popFirst() else { throw HostError("\(option) needs a value") }
            return next
        }
        while let argument = list.popFirst() {
            switch argument {
            case "--frames":
                let text = try value(argument)
                guard let frames = Int(text), frames >= 1 else { throw HostError("--frames expects a number ≥ 1, got '\(text)'") }
                frameLimit = frames
            case "--duration":
                let text = try value(argument)
                guard let seconds = Double(text), seconds.isFinite, seconds > 0 else {
                    throw HostError("--duration expects seconds > 0, got '\(text)'")
                }
                duration = seconds
            case "--screenshot": screenshotPath = try value(argument)
            case "--expect": expectedPixels.append(try Self.expectation(try value(argument)))
            case "--headless": headless = true
            case "--scale":
                let text = try value(argument)
                guard let factor = Double(text), factor.isFinite, (0.25...8).contains(factor) else {
                    throw HostError("--scale expects a factor of 0.25…8 (pixels per point), got '\(text)'")
                }
                scale = CGFloat(factor)
            case "--size":
                let (width, height) = try InputScript.size(try value(argument))
                size = CGSize(width: width, height: height)
            case "--click", "--drag", "--touch", "--scroll", "--key", "--text":
                let text = try value(argument)
                let timed: [(time: CFTimeInterval, input: SceneInput)]
                switch argument {
                case "--click": timed = try InputScript.click(text)
                case "--drag": timed = try InputScript.drag(text)
                case "--touch": timed = try InputScript.drag(text, option: "--touch")
                case "--scroll": timed = try InputScript.scroll(text)
                case "--key":
                    let (time, name) = try InputScript.key(text)
                    timed = [(time, .key(name))]
                default:
                    let (time, string) = try InputScript.key(text, option: "--text")
                    scriptedInput.append((time, InputEvent(.text(string))))
                    continue
                }
                scriptedInput += timed.map { ($0.time, $0.input.event(at: 0)) }
            default:
                throw HostError("unknown option '\(argument)' (options: --frames N, --duration S, --screenshot FILE, --expect X,Y=RRGGBB, "
                    + "--headless, --size WxH, --scale S, --click, --drag, --touch, --scroll, --key, --text)")
            }
        }
    }

    /// `X,Y=RRGGBB`: a pixel and its colour in hex.
    static func expectation(_ text: String) throws -> (x: Int, y: Int, rgb: [Int]) {
        let parts = text.split(separator: "=").map(String.init)
        let xy = parts.first?.split(separator: ",").compactMap { Int($0) } ?? []
        let hex = parts.count == 2 ? parts[1].trimmingCharacters(in: CharacterSet(charactersIn: "#")) : ""
        guard parts.count == 2, xy.count == 2, xy.allSatisfy({ $0 >= 0 }), hex.count == 6, let value = Int(hex, radix: 16) else {
            throw HostError("--expect expects X,Y=RRGGBB (a pixel of the last frame and its colour, e.g. 120,80=ff8000), got '\(text)'")
        }
        return (xy[0], xy[1], [(value >> 16) & 255, (value >> 8) & 255, value & 255])
    }
}
