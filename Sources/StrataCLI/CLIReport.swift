import ArgumentParser
import Foundation

/// Reports bad input the way every subcommand does: one line on standard error, exit status 1.
enum CLIReport {
    /// Runs a command body; any error becomes one line `strata: error: …` and exit status 1,
    /// so bad input never shows a stack trace or a multi-line dump.
    static func run(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let exit as ExitCode {
            throw exit
        } catch {
            let line = "\(error)".split(whereSeparator: \.isNewline).joined(separator: " ")
            printError("strata: error: \(line)")
            throw ExitCode.failure
        }
    }

    static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
