import Foundation
import StrataCore
import StrataGraphics
@testable import StrataGL
import Testing

/// A perspective transform with the eye `d` points away.
func perspective(_ d: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m34 = -1 / d
    return t
}

/// The six-face cube of the seeds' "cube" demo: a CATransformLayer of 100-point faces, each
/// a distinct colour, turned by `angleX` then `angleY`.
func cubeScene(_ root: CALayer, angleX: CGFloat, angleY: CGFloat, doubleSided: Bool = false) -> [RGBA] {
    // The perspective's vanishing point is the anchor of the layer holding it: the centre.
    let stage = CALayer()
    stage.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
    stage.sublayerTransform = perspective(500)
    root.addSublayer(stage)
    let cube = CATransformLayer()
    cube.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
    let colors: [RGBA] = [.pureRed, .pureGreen, .pureBlue, RGBA(red: 1, green: 1, blue: 0), RGBA(red: 0, green: 1, blue: 1), RGBA(red: 1, green: 0, blue: 1)]
    let faces: [CATransform3D] = [
        CATransform3DMakeTranslation(0, 0, 50),                                                       // front
        CATransform3DRotate(CATransform3DMakeTranslation(50, 0, 0), .pi / 2, 0, 1, 0),                // right
        CATransform3DRotate(CATransform3DMakeTranslation(0, 0, -50), .pi, 0, 1, 0),                   // back
        CATransform3DRotate(CATransform3DMakeTranslation(-50, 0, 0), -.pi / 2, 0, 1, 0),              // left
        CATransform3DRotate(CATransform3DMakeTranslation(0, -50, 0), .pi / 2, 1, 0, 0),               // top
        CATransform3DRotate(CATransform3DMakeTranslation(0, 50, 0), -.pi / 2, 1, 0, 0),               // bottom
    ]
    for (color, transform) in zip(colors, faces) {
        let face = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), color)
        face.transform = transform
        face.isDoubleSided = doubleSided
        cube.addSublayer(face)
    }
    cube.transform = CATransform3DRotate(CATransform3DMakeRotation(angleX, 1, 0, 0), angleY, 0, 1, 0)
    stage.addSublayer(cube)
    return colors
}

@Suite("3D: perspective, z order, culling, transform layers")
struct ThreeDRenderTests {
    @Test func perspectiveMakesTheNearEdgeLonger() throws {
        let (image, _) = try renderScene(width: 200, height: 200, name: "perspective") { root in
            let stage = CALayer()
            stage.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
            stage.sublayerTransform = perspective(300)
            root.addSublayer(stage)
            let card = solidLayer(CGRect(x: 50, y: 50, width: 100, height: 100), .white)
            card.transform = CATransform3DMakeRotation(0.6, 0, 1, 0)
            card.allowsEdgeAntialiasing = true   // default false: hard edges
            stage.addSublayer(card)
        }

        // Turned about y by 0.6 rad with the eye at +z: the right edge recedes (smaller), the
        // left edge comes closer (taller).
        func columnHeight(_ x: Int) -> Int { (0..<200).filter { image.color(atX: x, y: $0)!.alpha > 0.5 }.count }
        let left = (40..<100).first { columnHeight($0) > 0 }!
        let right = (100..<170).last { columnHeight($0) > 0 }!
        #expect(columnHeight(left + 2) > columnHeight(right - 2) + 10,
                "the near (left) edge is taller than the far (right) one: \(columnHeight(left + 2)) vs \(columnHeight(right - 2))")
        let edge = image.color(atX: 100, y: (0..<200).first { image.color(atX: 100, y: $0)!.alpha > 0 }!)!
        #expect(edge.alpha < 1, "the slanted top edge is anti-aliased: its first pixel in column 100 is partly covered")
    }

    @Test func zPositionOrdersSiblings() throws {
        let (image, _) = try renderScene(width: 100, height: 100, name: "zposition") { root in
            let front = solidLayer(CGRect(x: 0, y: 0, width: 60, height: 60), .pureRed)
            front.zPosition = 10
            root.addSublayer(front)
            root.addSublayer(solidLayer(CGRect(x: 30, y: 30, width: 60, height: 60), .pureBlue))
        }

        expectPixel(image, 45, 45, .pureRed, "the first sublayer has zPosition 10, so it is drawn above the later blue one")
    }

    @Test func backFacesAreCulledWhenNotDoubleSided() throws {
        let (image, _) = try renderScene(width: 100, height: 100, name: "double-sided") { root in
            let single = solidLayer(CGRect(x: 0, y: 0, width: 50, height: 100), .pureRed)
            single.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
            single.isDoubleSided = false
            root.addSublayer(single)
            let double = solidLayer(CGRect(x: 50, y: 0, width: 50, height: 100), .pureBlue)
            double.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
            root.addSublayer(double)
        }

        expectPixel(image, 25, 50, .clear, "turned 180° about y, a layer with doubleSided = false shows its back: culled")
        expectPixel(image, 75, 50, .pureBlue, "a double-sided layer still shows (mirrored)")
    }

    @Test(arguments: [(0.0, 0.0), (0.0, 0.5), (0.4, 0.7), (-0.5, 2.5), (2.0, -1.0), (0.3, 3.6)])
    func cubeFacesAreSortedFromEveryAngle(angleX: Double, angleY: Double) throws {
        var colors: [RGBA] = []
        let (image, _) = try renderScene(width: 200, height: 200, name: "cube-\(angleX)-\(angleY)") { root in
            colors = cubeScene(root, angleX: angleX, angleY: angleY)
        }
        var colorsDouble: [RGBA] = []
        let (doubleImage, _) = try renderScene(width: 200, height: 200, name: "cube-double-\(angleX)-\(angleY)") { root in
            colorsDouble = cubeScene(root, angleX: angleX, angleY: angleY, doubleSided: true)
        }
        #expect(colors == colorsDouble)

        // Work out, independently, which face is nearest the eye at the image centre: the
        // face whose outward normal points most toward +z after the cube's rotation.
        let normals: [SIMD3<Double>] = [SIMD3(0, 0, 1), SIMD3(1, 0, 0), SIMD3(0, 0, -1), SIMD3(-1, 0, 0), SIMD3(0, -1, 0), SIMD3(0, 1, 0)]
        let rotation = CATransform3DRotate(CATransform3DMakeRotation(angleX, 1, 0, 0), angleY, 0, 1, 0)
        func rotated(_ n: SIMD3<Double>) -> SIMD3<Double> {
            SIMD3(n.x * rotation.m11 + n.y * rotation.m21 + n.z * rotation.m31,
                  n.x * rotation.m12 + n.y * rotation.m22 + n.z * rotation.m32,
                  n.x * rotation.m13 + n.y * rotation.m23 + n.z * rotation.m33)
        }
        let front = normals.indices.max { rotated(normals[$0]).z < rotated(normals[$1]).z }!
        guard rotated(normals[front]).z > 0.6 else { return }   // centre pixel near an edge: no clear answer
        expectPixel(image, 100, 100, colors[front], tolerance: 0.03,
                    "at (\(angleX), \(angleY)) the face nearest the eye at the centre is face \(front)")
        expectPixel(doubleImage, 100, 100, colors[front], tolerance: 0.03,
                    "with double-sided faces the depth sort alone must put face \(front) in front")
    }
}
