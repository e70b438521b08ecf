/// Builds the JSON path strings used in error messages: `$.layers[2].animations[0].keyTimes`.
enum JSONPath {
    static let root = "$"

    static func member(_ path: String, _ key: String) -> String {
        if isIdentifier(key) { return path + "." + key }
        var escaped = ""
        for character in key {
            switch character {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            default: escaped.append(character)
            }
        }
        return path + "[\"" + escaped + "\"]"
    }

    static func index(_ path: String, _ index: Int) -> String {
        path + "[\(index)]"
    }

    private static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, !(("0"..."9").contains(first)) else { return false }
        return key.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || ("0"..."9").contains(scalar) || scalar == "_"
        }
    }
}
