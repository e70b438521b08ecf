import Foundation
import StrataCore
import StrataGraphics
@testable import StrataGL
import Testing

@Suite("Bad input: skipped with a warning or a clear error, never a crash")
struct BadInputTests {
    @Test func overflowingAndNegativeGeometryIsSkipped() throws {
        // (NaN and infinite values never reach the compositor: the engine refuses them when
        // they are set. Products of huge finite transforms can still overflow.)
        let (image, _) = try renderScene(width: 100, height: 100, name: "bad-overflow") { root in
            let parent = CALayer()
            parent.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            parent.sublayerTransform = CATransform3DMakeScale(1e300, 1e300, 1)
            let huge = solidLayer(CGRect(x: 0, y: 0, width: 50, height: 50), .pureRed)
            huge.transform = CATransform3DMakeScale(1e300, 1e300, 1)
            parent.addSublayer(huge)
            root.addSublayer(parent)
            let negative = CALayer()
            negative.bounds = CGRect(x: 0, y: 0, width: -20, height: 20)
            negative.backgroundColor = RGBA.pureRed.cgColor
            root.addSublayer(negative)
            root.addSublayer(solidLayer(CGRect(x: 50, y: 50, width: 50, height: 50), .pureBlue))
        }

        expectPixel(image, 25, 25, .clear, "a layer whose matrix overflows to infinity and one with negative bounds are not drawn")
        expectPixel(image, 75, 75, .pureBlue, "their valid sibling still is")
    }

    @Test func singularAndBehindTheEyeTransformsDrawNothing() throws {
        let (image, _) = try renderScene(width: 100, height: 100, name: "bad-singular") { root in
            let flat = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), .pureRed)
            flat.transform = CATransform3DMakeScale(0, 1, 1)
            root.addSublayer(flat)
            let behind = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), .pureRed)
            var p = CATransform3DIdentity
            p.m34 = -1 / 100
            behind.transform = CATransform3DConcat(CATransform3DMakeTranslation(0, 0, 200), p)
            root.addSublayer(behind)
        }

        expectPixel(image, 50, 50, .clear, "a layer scaled to zero width, and one entirely behind the eye (w < 0), show nothing")
    }

    @Test func zeroSizedContainersStillDrawTheirSublayers() throws {
        let (image, _) = try renderScene(width: 100, height: 100) { root in
            let container = CALayer()
            container.position = CGPoint(x: 20, y: 20)
            container.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 30, height: 30), .pureGreen))
            root.addSublayer(container)
        }

        expectPixel(image, 35, 35, .pureGreen, "a container of zero size at (20, 20) draws nothing itself but places its sublayer at (20…50)")
    }

    @Test func imagesLargerThanTheTextureLimitAreDownscaledWithAWarning() throws {
        let clock = MediaClock.virtual()
        try clock.run {
            let big = makeImage(300, 100) { x, _ in x < 150 ? .pureRed : .pureBlue }
            let root = CALayer()
            root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            root.anchorPoint = .zero
            let layer = CALayer()
            layer.frame = root.bounds
            layer.contents = big
            root.addSublayer(layer)
            clock.advance(to: 0)
            let renderer = try OffscreenRenderer(pixelWidth: 100, pixelHeight: 100, scale: 1, maximumTextureSize: 128)
            let image = try renderer.renderFrame(root, at: 0)

            expectPixel(image, 25, 50, .pureRed, "the 300×100 image, downscaled to 128×42 for a 128 limit, still shows red on the left")
            expectPixel(image, 75, 50, .pureBlue, "and blue on the right")
            #expect(Diagnostics.hasWarned("an image of 300×100 pixels is larger than the GPU's maximum texture size 128; shown downscaled to 128×42"))
        }
    }

    @Test func badRenderSizesThrowClearErrors() throws {
        #expect(throws: GLError.self) { try OffscreenRenderer(pixelWidth: 0, pixelHeight: 10) }
        #expect(throws: GLError.self) { try OffscreenRenderer(pixelWidth: 10, pixelHeight: 10, scale: .nan) }
        do {
            _ = try OffscreenRenderer(pixelWidth: -5, pixelHeight: 10)
        } catch let error as GLError {
            #expect(error.message.contains("-5×10"), "the message names the size: \(error.message)")
        }
    }

    @Test func missingShaderFolderAndBrokenShaderNameTheProblem() throws {
        do {
            _ = try ShaderLibrary(environment: ["STRATA_SHADERS_DIR": "/nonexistent/shaders"])
            Issue.record("a missing shader folder must throw")
        } catch let error as GLError {
            #expect(error.message.contains("/nonexistent/shaders"), "\(error.message)")
        }
        let message: String = try GLThread.shared.run {
            _ = try HeadlessContext.shared()
            do {
                _ = try ShaderProgram(source: "#ifdef VERTEX\nvoid main() { gl_Position = oops; }\n#endif\n#ifdef FRAGMENT\nvoid main() {}\n#endif\n",
                                      fileName: "broken.glsl")
                return ""
            } catch let error as GLError {
                return error.message
            }
        }
        #expect(message.contains("broken.glsl") && message.contains("vertex"), "the compile error names the file and stage: \(message)")
    }

    @Test func aCompositorWithoutACurrentContextIsAClearError() throws {
        // This test's thread is not the GL thread: no context is current here.
        #expect(!GLThread.shared.isCurrent)
        do {
            _ = try Compositor()
            Issue.record("creating a Compositor with no current GL context must throw")
        } catch let error as GLError {
            #expect(error.message.contains("no current OpenGL context"), "\(error.message)")
        }
    }
}
