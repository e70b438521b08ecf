// The `strata` executable: everything lives in StrataCLI so tests can run the commands in-process.
import Glibc
import StrataCLI

// One malloc arena, not glibc's 8 per core: each extra arena reserves 64 MiB of address
// space, and the threads (llvmpipe's, the GL thread, the PNG writers) would take ~350 MiB of a
// `ulimit -v` / `prlimit --as` ceiling in reservations alone (SCENE.md, "Limits"); with two,
// the 1 GiB stress scenes of MemoryCeilingTests ran within a few MiB of the ceiling (llvmpipe
// then failed to map JIT code). The frame path allocates little, so one lock costs nothing
// measurable. Set before any thread starts. (mallopt is in <malloc.h>, which the Glibc module
// leaves out; M_ARENA_MAX is -8.)
if let mallopt = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") {
    _ = unsafeBitCast(mallopt, to: (@convention(c) (Int32, Int32) -> Int32).self)(-8, 1)
}

StrataCommand.main()
