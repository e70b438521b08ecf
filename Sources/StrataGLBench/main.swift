// StrataGLBench: the compositor's frame cost on the `sprites-N` workload, against a bare GL
// loop drawing the same quads (the physical limit of this machine).
//
//   swift run -c release StrataGLBench [--sprites 1000] [--size 64] [--frames 120] [--sync] [--damage] [--huge]
//
// --huge: instead, 20,000-point drawn layers in an 800x600 frame (HugeLayerWorkload): first
// frame, scrolling and zooming times, rasterisations and peak memory.
//
// --damage: instead, one moving sprite among N still ones, each frame drawn with the offscreen
// renderer redrawing only what changed, then whole (the gain of damage tracking).
//
// Per frame: evaluate (clock.advance + updatePresentationTree), build (walk the tree, record
// the draw list), submit (upload + GL calls), glFinish (waiting for llvmpipe's rasteriser
// threads). Frames are pipelined (submitted without waiting, a glFinish per block of 10
// frames) unless --sync asks for a glFinish after every frame; the bare loop runs the same
// way. LP_NUM_THREADS=1 keeps llvmpipe on one thread, for steadier figures on a busy box.
import CGL
import Foundation
import StrataCore
import StrataGL
import StrataGraphics

var sprites = [1000]
var size = 64
var frames = 120
var sync = false
var damage = false
var huge = false
var args = Array(CommandLine.arguments.dropFirst())
while !args.isEmpty {
    let flag = args.removeFirst()
    if flag == "--sync" { sync = true; continue }
    if flag == "--damage" { damage = true; continue }
    if flag == "--huge" { huge = true; continue }
    guard let value = args.first else { print("missing value after \(flag)"); exit(2) }
    args.removeFirst()
    switch flag {
    case "--sprites": sprites = value.split(separator: ",").compactMap { Int($0) }
    case "--size": size = Int(value) ?? size
    case "--frames": frames = Int(value) ?? frames
    default: print("usage: StrataGLBench [--sprites N[,N…]] [--size 64] [--frames 120] [--sync] [--damage] [--huge]"); exit(2)
    }
}
#if DEBUG
print("build: debug (figures are meaningless: use -c release)")
#endif
print("LP_NUM_THREADS=\(ProcessInfo.processInfo.environment["LP_NUM_THREADS"] ?? "(unset)"), 1280x720, \(size)x\(size) sprites, "
      + "\(frames) frames, \(sync || damage ? "a glFinish every frame" : "pipelined (a glFinish every 10 frames)")")

do {
    if huge {
        try HugeLayerWorkload.run(frames: frames)
    } else if damage {
        try Bench.runDamage(sprites: sprites, size: size, frames: frames)
    } else {
        try Bench.run(sprites: sprites, size: size, frames: frames, block: 10, sync: sync)
    }
} catch {
    print("StrataGLBench: \(error)")
    exit(1)
}
