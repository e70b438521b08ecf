/// A problem with a scene file, an events file or a command-line event, located precisely enough
/// that a person can fix it: `FILE: JSONPATH: problem`, e.g.
/// `scene.json: $.layers[0].opacity: expected a number, got string`.
public struct SceneError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The file as the user named it (or a label such as `--click` for command-line events).
    public var file: String
    /// The JSON path of the offending value (`$.layers[2].keyTimes`); nil for whole-file problems.
    public var path: String?
    /// What is wrong, in one line.
    public var problem: String

    /// An error in `file`, at the JSON path `path` (nil: the file as a whole), saying `problem`.
    public init(file: String, path: String?, problem: String) {
        self.file = file
        self.path = path
        self.problem = problem
    }

    /// The one-line message: `FILE: PATH: problem`, or `FILE: problem` without a path.
    public var description: String {
        if let path { return "\(file): \(path): \(problem)" }
        return "\(file): \(problem)"
    }
}
