import Foundation
import Testing
@testable import StrataCore
import StrataGraphics

/// Key-value coding with structure paths ("Key-Value Coding Extensions", Core Animation
/// Programming Guide).
@Suite struct KeyValueCodingTests {
    @Test func structurePathsReadComponents() {
        let clock = MediaClock.virtual()
        clock.run {
            let l = CALayer()
            l.position = CGPoint(x: 3, y: 4)
            l.bounds = CGRect(x: 0, y: 0, width: 30, height: 40)
            l.transform = CATransform3DScale(CATransform3DMakeRotation(0.5, 0, 0, 1), 2, 2, 1)

            #expect(l.value(forKeyPath: "position.x") as? CGFloat == 3)
            #expect(l.value(forKeyPath: "bounds.size.height") as? CGFloat == 40)
            #expect(l.value(forKeyPath: "bounds.size") as? CGSize == CGSize(width: 30, height: 40))
            #expect(abs((l.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? 0) - 0.5) < 1e-9)
            #expect(abs((l.value(forKeyPath: "transform.scale.x") as? CGFloat ?? 0) - 2) < 1e-9)
        }
    }

    @Test func structurePathsWriteComponentsAndKeepTheRest() {
        let clock = MediaClock.virtual()
        clock.run {
            let l = CALayer()
            l.transform = CATransform3DMakeScale(2, 2, 1)

            l.setValue(1.0, forKeyPath: "position.y")
            l.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
            l.setValue(NSNumber(value: 5), forKeyPath: "bounds.size.width")

            #expect(l.position == CGPoint(x: 0, y: 1))
            #expect(l.bounds.width == 5)
            #expect(abs((l.value(forKeyPath: "transform.scale.y") as? CGFloat ?? 0) - 2) < 1e-9)
            #expect(abs(l.transform.m12 - 2) < 1e-9)
        }
    }

    @Test func unknownKeysAreStoredLikeCALayer() {
        let clock = MediaClock.virtual()
        clock.run {
            let l = CALayer()

            l.setValue("hello", forKey: "myTag")

            #expect(l.value(forKey: "myTag") as? String == "hello")
            #expect(l.valueKind(forKeyPath: "myTag") == nil)
            #expect(l.valueKind(forKeyPath: "transform.translation") == .size)
            #expect(l.valueKind(forKeyPath: "sublayerTransform.rotation.y") == .number)
        }
    }

    @Test func wrongTypesAreRefused() {
        let clock = MediaClock.virtual()
        clock.run {
            let l = CALayer()
            l.position = CGPoint(x: 1, y: 1)

            l.setValue("x", forKeyPath: "position")

            #expect(throws: StrataError.self) { try l.trySetValue("x", forKeyPath: "position") }
            #expect(l.position == CGPoint(x: 1, y: 1))
        }
    }
}

/// The contents filters through KVC and scene files (Apple: CALayerContentsFilter).
@Suite struct ContentsFilterKeyTests {
    @Test func filtersDefaultToLinearAndTakeTheirNames() throws {
        try MediaClock.virtual().run {
            let layer = CALayer()
            #expect(layer.minificationFilter == .linear && layer.magnificationFilter == .linear)
            layer.setValue("nearest", forKey: "magnificationFilter")
            #expect(layer.magnificationFilter == .nearest)
            #expect(layer.value(forKey: "magnificationFilter") as? String == "nearest")
            #expect(throws: (any Error).self) { try layer.trySetValue("blurry", forKeyPath: "minificationFilter") }
        }
        let player = try SceneFixture.play(SceneFixture.scene(layers: #"[{"name": "pixels", "magnificationFilter": "nearest"}]"#))
        #expect(player.scene.layer(named: "pixels")?.magnificationFilter == .nearest)
    }
}

/// CALayer.maskedCorners (Apple: CACornerMask): all four by default; scene files take names or
/// the mask as a number.
@Suite struct MaskedCornersKeyTests {
    @Test func allCornersByDefaultAndSceneFilesNameThem() throws {
        MediaClock.virtual().run {
            let layer = CALayer()
            #expect(layer.maskedCorners == .all && layer.maskedCorners.rawValue == 15)
            layer.setValue(3, forKey: "maskedCorners")
            #expect(layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        }
        let player = try SceneFixture.play(SceneFixture.scene(layers: #"""
            [{"name": "a", "maskedCorners": ["layerMinXMaxYCorner", "layerMaxXMaxYCorner"]}, {"name": "b", "maskedCorners": 1}]
            """#))
        #expect(player.scene.layer(named: "a")?.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        #expect(player.scene.layer(named: "b")?.maskedCorners == .layerMinXMinYCorner)
        let error = SceneFixture.loadError(SceneFixture.scene(layers: #"[{"maskedCorners": ["topLeft"]}]"#))
        #expect(error.contains("topLeft"), "\(error)")
    }
}

/// CALayer.allowsEdgeAntialiasing and edgeAntialiasingMask.
/// https://developer.apple.com/documentation/quartzcore/calayer/allowsedgeantialiasing ("If no
/// value is found, the default value is false") and .../edgeantialiasingmask ("By default
/// antialiasing is enabled for all edges"); CAEdgeAntialiasingMask's bits are kCALayerLeftEdge
/// 1, kCALayerRightEdge 2, kCALayerBottomEdge 4, kCALayerTopEdge 8.
@Suite struct EdgeAntialiasingKeyTests {
    @Test func defaultsKeyValueCodingCopiesAndSceneFiles() throws {
        MediaClock.virtual().run {
            let layer = CALayer()
            #expect(layer.allowsEdgeAntialiasing == false)
            #expect(layer.edgeAntialiasingMask.rawValue == 15)
            #expect(CAEdgeAntialiasingMask.layerLeftEdge.rawValue == 1 && CAEdgeAntialiasingMask.layerTopEdge.rawValue == 8)
            layer.setValue(true, forKey: "allowsEdgeAntialiasing")
            layer.setValue(5, forKey: "edgeAntialiasingMask")
            #expect(layer.allowsEdgeAntialiasing)
            #expect(layer.edgeAntialiasingMask == [.layerLeftEdge, .layerBottomEdge])
            #expect(layer.value(forKey: "edgeAntialiasingMask") as? UInt32 == 5)
            let copy = CALayer(layer: layer)
            #expect(copy.allowsEdgeAntialiasing && copy.edgeAntialiasingMask == [.layerLeftEdge, .layerBottomEdge],
                    "init(layer:) copies both (the presentation layer draws with them)")
        }
        let player = try SceneFixture.play(SceneFixture.scene(layers: #"""
            [{"name": "a", "allowsEdgeAntialiasing": true, "edgeAntialiasingMask": ["layerTopEdge"]}, {"name": "b"}]
            """#))
        #expect(player.scene.layer(named: "a")?.allowsEdgeAntialiasing == true)
        #expect(player.scene.layer(named: "a")?.edgeAntialiasingMask == .layerTopEdge)
        #expect(player.scene.layer(named: "b")?.allowsEdgeAntialiasing == false)
        let error = SceneFixture.loadError(SceneFixture.scene(layers: #"[{"edgeAntialiasingMask": 16}]"#))
        #expect(error.contains("edgeAntialiasingMask"), "\(error)")
    }
}

/// CALayer.cornerCurve (Apple: CALayerCornerCurve): circular by default; continuous is kept.
@Suite struct CornerCurveKeyTests {
    @Test func circularByDefaultAndContinuousKept() throws {
        try MediaClock.virtual().run {
            let layer = CALayer()
            #expect(layer.cornerCurve == .circular)
            layer.cornerCurve = .continuous
            #expect(layer.cornerCurve == .continuous && layer.value(forKey: "cornerCurve") as? String == "continuous")
            #expect(throws: (any Error).self) { try layer.trySetValue("squircle", forKeyPath: "cornerCurve") }
        }
    }
}
