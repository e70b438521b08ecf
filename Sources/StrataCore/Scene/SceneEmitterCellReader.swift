import Foundation
import StrataGraphics

/// Reads an emitter layer's `emitterCells` (SCENE.md): one object per CAEmitterCell, keys named
/// after its properties (`enabled` for `isEnabled`), CA's defaults for those left out.
struct SceneEmitterCellReader {
    let values: SceneValueReader

    static let keys = [
        "name", "enabled", "birthRate", "lifetime", "lifetimeRange", "emissionLongitude", "emissionLatitude",
        "emissionRange", "velocity", "velocityRange", "xAcceleration", "yAcceleration", "zAcceleration", "scale",
        "scaleRange", "scaleSpeed", "spin", "spinRange", "color", "redRange", "greenRange", "blueRange", "alphaRange",
        "redSpeed", "greenSpeed", "blueSpeed", "alphaSpeed", "contents", "contentsRect", "contentsScale", "beginTime",
        "duration",
    ]

    func cells(_ node: JSONNode) throws -> [CAEmitterCell] {
        try node.array().map(cell)
    }

    func cell(_ node: JSONNode) throws -> CAEmitterCell {
        let cell = CAEmitterCell()
        for (key, value) in try node.members(allowed: Self.keys, what: "emitter cell") {
            switch key {
            case "name": cell.name = try value.string()
            case "enabled": cell.isEnabled = try value.bool()
            case "color": cell.color = try values.color(value)
            case "contents": cell.contents = try values.image(value)
            case "contentsRect": cell.contentsRect = try value.rect()
            case "contentsScale":
                let scale = try value.number()
                guard scale > 0 else { throw value.error("contentsScale must be positive") }
                cell.contentsScale = CGFloat(scale)
            default: try number(key, value, cell)
            }
        }
        return cell
    }

    private func number(_ key: String, _ node: JSONNode, _ cell: CAEmitterCell) throws {
        let n = try node.number()
        let f = Float(n), g = CGFloat(n)
        switch key {
        case "birthRate": cell.birthRate = f
        case "lifetime": cell.lifetime = f
        case "lifetimeRange": cell.lifetimeRange = f
        case "emissionLongitude": cell.emissionLongitude = g
        case "emissionLatitude": cell.emissionLatitude = g
        case "emissionRange": cell.emissionRange = g
        case "velocity": cell.velocity = g
        case "velocityRange": cell.velocityRange = g
        case "xAcceleration": cell.xAcceleration = g
        case "yAcceleration": cell.yAcceleration = g
        case "zAcceleration": cell.zAcceleration = g
        case "scale": cell.scale = g
        case "scaleRange": cell.scaleRange = g
        case "scaleSpeed": cell.scaleSpeed = g
        case "spin": cell.spin = g
        case "spinRange": cell.spinRange = g
        case "redRange": cell.redRange = f
        case "greenRange": cell.greenRange = f
        case "blueRange": cell.blueRange = f
        case "alphaRange": cell.alphaRange = f
        case "redSpeed": cell.redSpeed = f
        case "greenSpeed": cell.greenSpeed = f
        case "blueSpeed": cell.blueSpeed = f
        case "alphaSpeed": cell.alphaSpeed = f
        case "beginTime": cell.beginTime = n
        default: cell.duration = n   // "duration", the last key left
        }
    }
}
