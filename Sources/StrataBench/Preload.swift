#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// Getting the malloc interposer into the process.
///
/// On Linux the interposer counts only when `libMallocInterposerSwift.so` is preloaded
/// (its `malloc`/`free` must win ELF symbol resolution before `main`). SwiftPM builds the .so
/// next to this executable, so when `LD_PRELOAD` does not name it yet, the benchmark re-execs
/// itself with it set: `swift run -c release StrataBench` then counts with no extra step.
enum Preload {
    static let libraryName = "libMallocInterposerSwift.so"
    /// Set on the re-exec'd process so that a preload that did not take cannot loop.
    static let guardVariable = "STRATA_BENCH_REEXEC"

    /// Re-execs the process with the interposer preloaded, if it is not already. Returns (only)
    /// when no re-exec happened: the library is loaded, missing, or the exec failed.
    static func reexecIfNeeded() {
        #if os(Linux)
        let env = ProcessInfo.processInfo.environment
        if (env["LD_PRELOAD"] ?? "").contains(libraryName) || env[guardVariable] != nil { return }
        guard let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return }
        let library = URL(fileURLWithPath: exe).deletingLastPathComponent().appendingPathComponent(libraryName).path
        guard FileManager.default.fileExists(atPath: library) else { return }
        let preload = [env["LD_PRELOAD"], library].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ":")
        setenv("LD_PRELOAD", preload, 1)
        setenv(guardVariable, "1", 1)
        fflush(nil)
        execv(exe, CommandLine.unsafeArgv)
        // execv only returns on failure: run on without counting.
        unsetenv(guardVariable)
        #endif
    }
}
