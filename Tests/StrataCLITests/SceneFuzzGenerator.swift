import Foundation

/// Random scene files for the structured fuzz tests: trees of every layer type with every
/// animation kind and events, whose numbers come half from ordinary ranges and half from a list
/// of extremes (±0, subnormals, ±1e308, JSON's overflow to ±∞, huge counts). A seed gives the
/// same scene on every machine (SplitMix64), so a failing seed reproduces.
struct SceneFuzzGenerator {
    private var state: UInt64
    /// Images the scene declares (name → file path) and its layers and cells may show.
    let images: [(name: String, path: String)]
    var imageNames: [String] { images.map(\.name) }

    /// How often a number is an extreme: per scene, so some scenes are mostly ordinary (and
    /// load) while others are full of edges (and mostly test the loader's errors).
    private var extremeRate = 0.1
    /// Whether this scene may hold ±1e999 (JSON's overflow to ±∞, which the parser refuses).
    private var overflows = false

    init(seed: UInt64, images: [(name: String, path: String)] = []) {
        state = seed
        self.images = images
        extremeRate = pick([0.01, 0.03, 0.1, 0.3])
        overflows = chance(0.03)
    }

    /// Numbers at the edges: JSON's 1e999 reads as +∞; 5e-324 is the smallest subnormal.
    static let extremes = ["0", "-0", "1", "-1", "0.5", "2", "1e-300", "-1e-300", "5e-324", "2.2250738585072014e-308",
                           "1e308", "-1e308", "1.7976931348623157e308", "1e18", "-1e18",
                           "9.3e18", "1e9", "65536", "16385", "1e6", "3", "100", "-100", "4294967296"]
    static let layerTypes = ["layer", "shape", "text", "gradient", "replicator", "transform", "emitter"]
    /// Key paths any layer animates; `typeKeyPaths` adds each class's own.
    static let keyPaths: [(String, Shape)] = [
        ("position", .point), ("position.x", .number), ("opacity", .number), ("bounds", .rect),
        ("bounds.size.width", .number), ("transform", .transform), ("transform.rotation.z", .number),
        ("transform.scale", .number), ("transform.translation.x", .number), ("sublayerTransform.rotation.y", .number),
        ("backgroundColor", .color), ("cornerRadius", .number), ("borderWidth", .number), ("contents", .image),
        ("contentsRect", .rect), ("shadowRadius", .number), ("zPosition", .number), ("anchorPoint", .point),
    ]
    static let typeKeyPaths: [String: [(String, Shape)]] = [
        "shape": [("path", .path), ("fillColor", .color), ("strokeEnd", .number), ("strokeStart", .number),
                  ("lineWidth", .number), ("lineDashPhase", .number)],
        "text": [("fontSize", .number), ("foregroundColor", .color)],
        "gradient": [("colors", .colors), ("locations", .numbers), ("startPoint", .point)],
        "replicator": [("instanceDelay", .number), ("instanceTransform", .transform), ("instanceColor", .color)],
        "emitter": [("emitterPosition", .point), ("emitterSize", .size), ("birthRate", .number), ("velocity", .number)],
    ]

    enum Shape { case number, point, size, rect, color, colors, numbers, transform, path, image }

    // MARK: randomness

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func int(_ n: Int) -> Int { Int(next() % UInt64(max(1, n))) }
    mutating func chance(_ p: Double) -> Bool { Double(next() % 1_000_000) < p * 1_000_000 }
    mutating func pick<T>(_ items: [T]) -> T { items[int(items.count)] }

    // MARK: values

    mutating func number() -> String {
        if overflows, chance(0.05) { return pick(["1e999", "-1e999"]) }
        return chance(extremeRate) ? pick(Self.extremes) : String(Double(int(40_000)) / 100)
    }
    /// A number ≥ 0 (sizes, radii, widths): the extremes' magnitudes.
    mutating func magnitude() -> String {
        let n = number()
        return n.hasPrefix("-") ? String(n.dropFirst()) : n
    }
    mutating func unit() -> String { chance(1 - extremeRate) ? String(Double(int(101)) / 100) : pick(["0", "-0", "1", "5e-324", "1e-300", "0.9999999999999999"]) }
    mutating func list(_ count: Int, _ item: (inout Self) -> String) -> String {
        "[" + (0..<count).map { _ in item(&self) }.joined(separator: ",") + "]"
    }
    mutating func color() -> String {
        switch int(4) {
        case 0: return "\"#" + String(String(int(0x1000000) | 0x1000000, radix: 16).dropFirst()) + "\""
        case 1: return "\"#ff8800cc\""
        case 2: return chance(0.2) ? "null" : "\"#00ff00\""
        default: return list(4) { $0.unit() }
        }
    }
    mutating func transform() -> String {
        if chance(0.2) { return "{\"m\":" + list(16) { $0.number() } + "}" }
        let ops = (0..<int(4)).map { _ -> String in
            switch int(4) {
            case 0: return "{\"translate\":" + list(3) { $0.number() } + "}"
            case 1: return "{\"rotate\":" + list(4) { $0.number() } + "}"
            case 2: return "{\"scale\":" + list(3) { $0.number() } + "}"
            default: return "{\"perspective\":\(number())}"
            }
        }
        return "[" + ops.joined(separator: ",") + "]"
    }
    mutating func path() -> String {
        switch int(4) {
        case 0: return "{\"ellipseIn\":" + list(4) { $0.number() } + "}"
        case 1: return "{\"rect\":" + list(4) { $0.number() } + "}"
        default:
            let commands = (0..<int(8)).map { _ -> String in
                switch int(6) {
                case 0: return "L \(number()) \(number())"
                case 1: return "C \(number()) \(number()) \(number()) \(number()) \(number()) \(number())"
                case 2: return "Q \(number()) \(number()) \(number()) \(number())"
                case 3: return "A \(number()) \(number()) \(number()) \(int(2)) \(int(2)) \(number()) \(number())"
                case 4: return "Z"
                default: return "H \(number())"
                }
            }
            return "\"M \(number()) \(number()) " + commands.joined(separator: " ") + "\""
        }
    }
    mutating func image() -> String { imageNames.isEmpty || chance(0.02) ? "\"missing\"" : "\"\(pick(imageNames))\"" }

    mutating func value(_ shape: Shape) -> String {
        switch shape {
        case .number: return number()
        case .point, .size: return list(2) { $0.number() }
        case .rect: return list(4) { $0.number() }
        case .color: return color()
        case .colors: return list(int(5)) { $0.color() }
        case .numbers: return list(int(5)) { $0.unit() }
        case .transform: return transform()
        case .path: return path()
        case .image: return image()
        }
    }

    // MARK: scene

    /// A whole scene document: a tree of up to `depth` levels and a few events.
    mutating func scene() -> String {
        let size = chance(0.85) ? "[\(40 + int(200)), \(30 + int(150))]" : list(2) { $0.magnitude() }
        var names: [String] = []
        var types: [String: String] = [:]
        let layers = list(1 + int(4)) { $0.layer(depth: 3, names: &names, types: &types) }
        let events = list(int(4)) { $0.event(names: names, types: types) }
        let declared = images.isEmpty ? "" : ",\"images\":{" + images.map { "\"\($0.name)\":\"\($0.path)\"" }.joined(separator: ",") + "}"
        return "{\"format\":\"strata-scene/1\",\"size\":\(size),\"background\":\(color())\(declared),\"layers\":\(layers),\"events\":\(events)}"
    }

    mutating func layer(depth: Int, names: inout [String], types: inout [String: String]) -> String {
        let type = pick(Self.layerTypes)
        let name = "l\(names.count)"
        names.append(name)
        types[name] = type
        var members = ["\"type\":\"\(type)\"", "\"name\":\"\(name)\""]
        var keys: Set<String> = []
        func add(_ key: String, _ value: String) {
            if keys.insert(key).inserted { members.append("\"\(key)\":\(value)") }
        }
        let common: [(String, Shape)] = [
            ("bounds", .rect), ("position", .point), ("anchorPoint", .point), ("anchorPointZ", .number), ("zPosition", .number),
            ("transform", .transform), ("sublayerTransform", .transform),
            ("backgroundColor", .color), ("borderColor", .color),
            ("shadowColor", .color), ("shadowOffset", .size),
            ("contents", .image), ("contentsRect", .rect), ("speed", .number), ("timeOffset", .number), ("beginTime", .number),
        ]
        for (key, shape) in common where chance(0.3) { add(key, value(shape)) }
        for key in ["opacity", "shadowOpacity"] where chance(0.3) { add(key, unit()) }
        for key in ["cornerRadius", "borderWidth", "shadowRadius"] where chance(0.3) { add(key, magnitude()) }
        if chance(0.3) { add("bounds", chance(0.8) ? "[0,0,\(int(120)),\(int(90))]" : "[\(number()),\(number()),\(magnitude()),\(magnitude())]") }
        if chance(0.1), !keys.contains("bounds"), !keys.contains("position") { add("frame", "[\(number()),\(number()),\(magnitude()),\(magnitude())]") }
        if chance(0.2) { add("masksToBounds", chance(0.5) ? "true" : "false") }
        if chance(0.1) { add("maskedCorners", String(int(16))) }
        if chance(0.1) { add("contentsGravity", "\"\(pick(["resize", "center", "resizeAspect", "resizeAspectFill", "topLeft"]))\"") }
        switch type {
        case "shape":
            add("path", path())
            for key in ["lineWidth", "miterLimit", "lineDashPhase"] where chance(0.4) { add(key, magnitude()) }
            for key in ["strokeStart", "strokeEnd"] where chance(0.4) { add(key, unit()) }
            if chance(0.5) { add("strokeColor", color()) }
            if chance(0.5) { add("fillColor", color()) }
            if chance(0.3) { add("lineDashPattern", list(int(5)) { $0.magnitude() }) }
            if chance(0.3) { add("lineJoin", "\"\(pick(["miter", "round", "bevel"]))\"") }
            if chance(0.3) { add("lineCap", "\"\(pick(["butt", "round", "square"]))\"") }
        case "text":
            let words = (0..<int(chance(0.1) ? 3000 : 12)).map { _ in pick(["hello", "world", "Ω", "🙂", "\\n", "مرحبا", "a"]) }
            add("string", "\"" + words.joined(separator: " ") + "\"")
            if chance(0.6) { add("fontSize", magnitude()) }
            if chance(0.4) { add("wrapped", "true") }
            if chance(0.4) { add("truncationMode", "\"\(pick(["none", "start", "end", "middle"]))\"") }
            if chance(0.3) { add("alignmentMode", "\"\(pick(["natural", "left", "right", "center", "justified"]))\"") }
        case "gradient":
            let colors = int(6)
            add("colors", list(colors) { _ in "\"#ff0000\"" })
            if chance(0.5) { add("locations", list(colors) { $0.unit() }) }
            for key in ["startPoint", "endPoint"] where chance(0.5) { add(key, list(2) { $0.number() }) }
            if chance(0.5) { add("gradientType", "\"\(pick(["axial", "radial", "conic"]))\"") }
        case "replicator":
            add("instanceCount", number())
            for key in ["instanceDelay", "instanceRedOffset", "instanceAlphaOffset"] where chance(0.5) { add(key, number()) }
            if chance(0.5) { add("instanceTransform", transform()) }
            if chance(0.3) { add("instanceColor", color()) }
        case "emitter":
            for key in ["birthRate", "lifetime", "velocity", "scale", "spin", "seed", "emitterZPosition", "emitterDepth"] where chance(0.5) {
                add(key, number())
            }
            for key in ["emitterPosition", "emitterSize"] where chance(0.5) { add(key, list(2) { $0.number() }) }
            if chance(0.5) { add("emitterShape", "\"\(pick(["point", "line", "rectangle", "cuboid", "circle", "sphere"]))\"") }
            if chance(0.5) { add("emitterMode", "\"\(pick(["points", "outline", "surface", "volume"]))\"") }
            if chance(0.5) { add("renderMode", "\"\(pick(["unordered", "oldestFirst", "oldestLast", "backToFront", "additive"]))\"") }
            add("emitterCells", list(1 + int(3)) { $0.cell() })
        default: break
        }
        if chance(0.6) { add("animations", list(1 + int(3)) { $0.animation(depth: 2, type: type) }) }
        if depth > 0, chance(0.5) { add("sublayers", list(1 + int(3)) { $0.layer(depth: depth - 1, names: &names, types: &types) }) }
        if depth > 0, chance(0.1) { add("mask", layer(depth: 0, names: &names, types: &types)) }
        return "{" + members.joined(separator: ",") + "}"
    }

    mutating func cell() -> String {
        var members: [String] = []
        let keys = ["birthRate", "lifetime", "lifetimeRange", "emissionLongitude", "emissionLatitude", "emissionRange", "velocity",
                    "velocityRange", "xAcceleration", "yAcceleration", "zAcceleration", "scale", "scaleRange", "scaleSpeed", "spin",
                    "spinRange", "redRange", "alphaRange", "alphaSpeed", "beginTime", "duration"]
        var numbers = keys.filter { _ in chance(0.4) }.map { "\"\($0)\":\(number())" }
        numbers.removeAll { $0.hasPrefix("\"birthRate\"") || $0.hasPrefix("\"lifetime\"") }
        members += numbers
        members.append("\"birthRate\":\(chance(0.7) ? String(int(50)) : number())")
        members.append("\"lifetime\":\(chance(0.7) ? String(int(5)) : number())")
        if chance(0.7) { members.append("\"contents\":\(image())") }
        if chance(0.3) { members.append("\"contentsRect\":" + list(4) { $0.number() }) }
        if chance(0.3) { members.append("\"contentsScale\":\(pick(["1", "2", "1e-300", "5e-324", "1e308", "0.5"]))") }
        if chance(0.3) { members.append("\"color\":\(color())") }
        return "{" + members.joined(separator: ",") + "}"
    }

    mutating func timing(into members: inout [String]) {
        for key in ["beginTime", "duration", "speed", "timeOffset"] where chance(0.4) {
            members.append("\"\(key)\":\(number())")
        }
        switch int(6) {
        case 0: members.append("\"repeatCount\":\(chance(0.3) ? "\"inf\"" : magnitude())")
        case 1: members.append("\"repeatDuration\":\(magnitude())")
        default: break
        }
        if chance(0.3) { members.append("\"autoreverses\":\(chance(0.5))") }
        if chance(0.5) { members.append("\"fillMode\":\"\(pick(["removed", "forwards", "backwards", "both"]))\"") }
        if chance(0.3) { members.append("\"removedOnCompletion\":\(chance(0.5))") }
        if chance(0.3) {
            members.append("\"timingFunction\":" + (chance(0.5) ? "\"\(pick(["linear", "easeIn", "easeOut", "easeInEaseOut", "default"]))\""
                                                    : "[\(unit()),\(number()),\(unit()),\(number())]"))
        }
    }

    mutating func animation(depth: Int, type layerType: String) -> String {
        let type = pick(depth > 0 ? ["basic", "keyframe", "spring", "group", "transition"] : ["basic", "keyframe", "spring", "transition"])
        var members = ["\"type\":\"\(type)\"", "\"key\":\"k\(int(3))\""]
        timing(into: &members)
        let (keyPath, shape) = pick(Self.keyPaths + (Self.typeKeyPaths[layerType] ?? []))
        switch type {
        case "basic", "spring":
            members.append("\"keyPath\":\"\(keyPath)\"")
            for key in ["from", "to", "by"] where chance(0.5) { members.append("\"\(key)\":\(value(shape))") }
            if chance(0.2) { members.append("\"additive\":true") }
            if chance(0.2) { members.append("\"cumulative\":true") }
            if type == "spring" {
                for key in ["mass", "stiffness", "damping", "initialVelocity"] where chance(0.6) { members.append("\"\(key)\":\(number())") }
            }
        case "keyframe":
            members.append("\"keyPath\":\"\(keyPath)\"")
            let count = chance(0.05) ? 5000 : int(7)
            if chance(0.2), shape == .point {
                members.append("\"path\":\(path())")
            } else {
                members.append("\"values\":" + list(count) { $0.value(shape) })
            }
            if chance(0.5) {
                var times = (0..<count).map { _ in Double(int(1001)) / 1000 }
                if chance(0.9) { times.sort() }
                members.append("\"keyTimes\":[" + times.map { String($0) }.joined(separator: ",") + "]")
            }
            if chance(0.3), count > 1 { members.append("\"timingFunctions\":" + list(count - 1) { _ in "\"easeIn\"" }) }
            if chance(0.5) { members.append("\"calculationMode\":\"\(pick(["linear", "discrete", "paced", "cubic", "cubicPaced"]))\"") }
            if chance(0.2) { members.append("\"rotationMode\":\"\(pick(["auto", "autoReverse"]))\"") }
            for key in ["tensionValues", "continuityValues", "biasValues"] where chance(0.15) {
                members.append("\"\(key)\":" + list(count) { $0.number() })
            }
        case "group":
            members.append("\"animations\":" + list(int(4)) { $0.animation(depth: depth - 1, type: layerType) })
        default:
            members.append("\"transition\":\"\(pick(["fade", "moveIn", "push", "reveal", "cube", "oglFlip", "pageCurl", "suckEffect", "rippleEffect", "cameraIrisHollowOpen"]))\"")
            if chance(0.5) { members.append("\"subtype\":\"\(pick(["fromLeft", "fromRight", "fromTop", "fromBottom"]))\"") }
            if chance(0.4) {
                let a = Double(int(101)) / 100, b = Double(int(101)) / 100
                members.append("\"startProgress\":\(min(a, b)),\"endProgress\":\(max(a, b))")
            }
        }
        return "{" + members.joined(separator: ",") + "}"
    }

    mutating func event(names: [String], types: [String: String]) -> String {
        let at = chance(0.7) ? String(Double(int(300)) / 100) : number()
        let layer = names.isEmpty ? "l0" : pick(names)
        switch int(5) {
        case 0:
            let (keyPath, shape) = pick(Self.keyPaths + (Self.typeKeyPaths[types[layer] ?? ""] ?? []))
            return "{\"at\":\(at),\"set\":{\"layer\":\"\(layer)\",\"\(keyPath)\":\(value(shape))},\"disableActions\":\(chance(0.5))}"
        case 1: return "{\"at\":\(at),\"add\":{\"layer\":\"\(layer)\",\"animation\":\(animation(depth: 1, type: types[layer] ?? ""))}}"
        case 2: return "{\"at\":\(at),\"remove\":{\"layer\":\"\(layer)\",\"key\":\"k\(int(3))\"}}"
        case 3: return "{\"at\":\(at),\"click\":" + list(2) { $0.number() } + "}"
        default:
            let release = chance(0.9) ? String((Double(at) ?? 0) + Double(int(100)) / 10) : number()
            return "{\"at\":\(at),\"press\":" + list(2) { $0.number() } + ",\"release\":\(release)}"
        }
    }
}
