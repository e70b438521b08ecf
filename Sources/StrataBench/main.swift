// StrataBench: the per-frame cost of the animation engine, on a virtual clock.
//
//   swift run -c release StrataBench [--layers 10000] [--frames 600] [--warmup 60]
//
// Each frame is what a compositor does: `clock.advance(by: 1/60)` (frame bookkeeping: commit the
// implicit transaction, fire display links, deliver animation start/stop) and then
// `root.updatePresentationTree(at: clock.now)` (evaluate every animation into the presentation
// copies). Both are timed separately with CLOCK_MONOTONIC; allocations are counted with
// ordo-one/malloc-interposer around the measured frames (see Preload.swift for LD_PRELOAD).
import Foundation
import MallocInterposerSwift
import StrataCore

Preload.reexecIfNeeded()
guard let options = Options.parse(Array(CommandLine.arguments.dropFirst())) else {
    print(Options.usage)
    exit(CommandLine.arguments.contains { $0 == "-h" || $0 == "--help" } ? 0 : 2)
}

/// Targets for the whole frame (bookkeeping + evaluation), from the performance brief.
let targetFrameMs = 2.0
let targetNsPerAnimation = 100.0
let frameInterval = 1.0 / 60

#if DEBUG
let buildConfiguration = "debug (figures are meaningless: use -c release)"
#else
let buildConfiguration = "release"
#endif

/// Whether the interposer is really counting (the .so is preloaded): count one known allocation.
nonisolated(unsafe) var probeAllocation: UnsafeMutableRawPointer?
func interposerIsCounting() -> Bool {
    MallocInterposerSwift.initialize()
    MallocInterposerSwift.hook()
    probeAllocation = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 8)
    MallocInterposerSwift.unhook()
    probeAllocation?.deallocate()
    return MallocInterposerSwift.getStatistics().mallocCount > 0
}

struct Counts {
    var mallocs = 0, bytes = 0, frees = 0
    init() {}
    init(_ s: MallocInterposerSwift.Statistics) { mallocs = s.mallocCount; bytes = s.mallocBytesCount; frees = s.freeCount }
}

let counting = interposerIsCounting()
let clock = MediaClock.virtual()
var advanceNs: [UInt64] = [], evaluateNs: [UInt64] = [], frameNs: [UInt64] = []
advanceNs.reserveCapacity(options.frames)
evaluateNs.reserveCapacity(options.frames)
frameNs.reserveCapacity(options.frames)
var total = Counts(), advanceCounts = Counts(), evaluateCounts = Counts()
let attributionFrames = min(options.frames, 120)
var setupSeconds = 0.0
var probe = ""
var animationCount = 0

clock.run {
    let setupStart = monotonicNanoseconds()
    let workload = AnimatedLayersWorkload(count: options.layers, kind: options.workload, clock: clock)
    setupSeconds = Double(monotonicNanoseconds() - setupStart) * 1e-9
    animationCount = workload.animationCount
    let root = workload.root

    for _ in 0..<options.warmup {
        clock.advance(by: frameInterval)
        root.updatePresentationTree(at: clock.now)
    }

    // Timed frames, allocations counted over all of them.
    MallocInterposerSwift.initialize()
    MallocInterposerSwift.hook()
    for _ in 0..<options.frames {
        let t0 = monotonicNanoseconds()
        clock.advance(by: frameInterval)
        let t1 = monotonicNanoseconds()
        root.updatePresentationTree(at: clock.now)
        let t2 = monotonicNanoseconds()
        advanceNs.append(t1 - t0)
        evaluateNs.append(t2 - t1)
        frameNs.append(t2 - t0)
    }
    MallocInterposerSwift.unhook()
    total = Counts(MallocInterposerSwift.getStatistics())

    // Attribution: count each half of the frame on its own (untimed).
    MallocInterposerSwift.initialize()
    for _ in 0..<attributionFrames {
        MallocInterposerSwift.hook()
        clock.advance(by: frameInterval)
        MallocInterposerSwift.unhook()
        root.updatePresentationTree(at: clock.now)
    }
    advanceCounts = Counts(MallocInterposerSwift.getStatistics())
    MallocInterposerSwift.initialize()
    for _ in 0..<attributionFrames {
        clock.advance(by: frameInterval)
        MallocInterposerSwift.hook()
        root.updatePresentationTree(at: clock.now)
        MallocInterposerSwift.unhook()
    }
    evaluateCounts = Counts(MallocInterposerSwift.getStatistics())
    probe = workload.probe(0)
}

// MARK: Report

@MainActor func perFrame(_ n: Int, over frames: Int) -> String {
    guard counting else { return "n/a" }
    let v = Double(n) / Double(frames)
    return v == v.rounded() ? String(Int(v)) : String(format: "%.2f", v)
}

@MainActor func row(_ name: String, _ samples: [UInt64], _ counts: Counts, frames: Int) -> String {
    let s = Summary(samples)
    let nsPerAnimation = s.median / Double(max(animationCount, 1))
    return name.padding(toLength: 30, withPad: " ", startingAt: 0)
        + String(format: "%9.3f %9.3f %9.3f %9.3f %9.1f", s.median / 1e6, s.p95 / 1e6, s.mean / 1e6, s.min / 1e6,
                 nsPerAnimation)
        + perFrame(counts.mallocs, over: frames).leftPadded(to: 11)
        + perFrame(counts.bytes, over: frames).leftPadded(to: 13)
}

extension String {
    func leftPadded(to width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}

print("StrataBench — \(options.workload.rawValue) workload, \(options.layers) layers × 2 animations = \(animationCount) animations; "
      + "\(options.frames) frames after \(options.warmup) warm-up; build \(buildConfiguration)")
print(String(format: "setup %.2f s; %@", setupSeconds, probe))
if !counting {
    print("malloc counting OFF: \(Preload.libraryName) is not preloaded "
          + "(run LD_PRELOAD=<build dir>/\(Preload.libraryName) <build dir>/StrataBench)")
}
// min: the best frame, a floor that other processes on a shared machine cannot raise.
print("per frame                       median ms    p95 ms   mean ms    min ms  ns/anim" + "mallocs".leftPadded(to: 11) + "bytes".leftPadded(to: 13))
print(row("evaluate (updatePresentation)", evaluateNs, evaluateCounts, frames: attributionFrames))
print(row("bookkeeping (clock.advance)", advanceNs, advanceCounts, frames: attributionFrames))
print(row("frame total", frameNs, total, frames: options.frames))

let frameSummary = Summary(frameNs)
let frameMs = frameSummary.median / 1e6
let nsPerAnimation = frameSummary.median / Double(max(animationCount, 1))
let mallocsPerFrame = Double(total.mallocs) / Double(options.frames)
// Both: 2 ms is the budget at 20,000 animations; ns/animation is the scale-free form.
let timeOK = frameMs <= targetFrameMs && nsPerAnimation <= targetNsPerAnimation
let mallocOK = counting && total.mallocs == 0
let verdict = timeOK && mallocOK ? "PASS" : "FAIL"
print(String(format: "verdict: %@ — %.3f ms/frame median (target ≤ %.1f), %.1f ns/animation (≤ %.0f), ",
             verdict, frameMs, targetFrameMs, nsPerAnimation, targetNsPerAnimation)
      + (counting ? String(format: "%.2f mallocs/frame (target 0)", mallocsPerFrame) : "mallocs not counted"))
