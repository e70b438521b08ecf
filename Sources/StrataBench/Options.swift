/// Command-line options: `--layers N` (default 10000), `--frames N` (measured, default 600),
/// `--warmup N` (default 60), `--workload issue|mixed|sprites` (default issue).
struct Options {
    var workload = WorkloadKind.issue
    var layers = 10_000
    var frames = 600
    var warmup = 60

    static let usage = """
        usage: StrataBench [--layers N] [--frames N] [--warmup N] [--workload issue|mixed|sprites]
          Presentation evaluation of N layers under one root, on a virtual clock. The issue's
          workload: each layer runs a position CABasicAnimation and a transform.rotation.z
          CAKeyframeAnimation. The mixed one: basic, keyframe, spring and group animations on
          position, opacity and transform.rotation.z (two property animations per layer).
          Allocation counts need libMallocInterposerSwift.so preloaded; the benchmark
          re-execs itself with LD_PRELOAD set to the copy next to its executable.
        """

    static func parse(_ arguments: [String]) -> Options? {
        var options = Options()
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            if flag == "-h" || flag == "--help" { return nil }
            if flag == "--workload" {
                guard let text = rest.popFirst(), let kind = WorkloadKind(rawValue: text) else {
                    print("--workload needs one of: \(WorkloadKind.allCases.map(\.rawValue).joined(separator: ", "))\n\(usage)")
                    return nil
                }
                options.workload = kind
                continue
            }
            guard let text = rest.popFirst(), let n = Int(text), n > 0 else {
                print("\(flag) needs a positive integer\n\(usage)")
                return nil
            }
            switch flag {
            case "--layers": options.layers = n
            case "--frames": options.frames = n
            case "--warmup": options.warmup = n
            default:
                print("unknown option \(flag)\n\(usage)")
                return nil
            }
        }
        return options
    }
}
