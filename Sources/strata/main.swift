// The `strata` executable: everything lives in StrataCLI so tests can run the commands in-process.
import StrataCLI

StrataCommand.main()
