import Foundation
import StrataCore
import StrataGraphics
@testable import StrataGL
import Testing

/// `CALayer.render(in:)` (https://developer.apple.com/documentation/quartzcore/calayer/render(in:))
/// against the GL compositor on the same trees: the software snapshot an app takes must look
/// like what is on screen. Tolerances allow for edges anti-aliased differently (Cairo's
/// coverage vs the shader's analytic edges) and for blur approximations.
@Suite struct RenderInContextTests {
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let yellow = CGColor(red: 1, green: 0.8, blue: 0, alpha: 1)

    /// An image with four coloured quadrants, to see orientation and cropping.
    static let quadrants = makeImage(8, 6) { x, y in
        x < 4 ? (y < 3 ? RGBA.pureRed : RGBA.pureBlue) : (y < 3 ? RGBA.pureGreen : RGBA(red: 1, green: 1, blue: 0))
    }

    // https://developer.apple.com/documentation/quartzcore/calayer/backgroundcolor,
    // .../cornerradius, .../maskedcorners, .../borderwidth
    @Test func backgroundsBordersAndCorners() throws {
        let (_, cg) = try expectMatchesCompositor(name: "ric-basics") { root in
            root.backgroundColor = CGColor(gray: 0.9, alpha: 1)
            let a = solidLayer(CGRect(x: 10, y: 10, width: 50, height: 40), .pureRed)
            a.cornerRadius = 12
            a.borderWidth = 4
            a.borderColor = Self.blue
            root.addSublayer(a)
            let b = solidLayer(CGRect(x: 65, y: 10, width: 45, height: 45), .pureGreen)
            b.cornerRadius = 15
            b.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
            root.addSublayer(b)
            let c = solidLayer(CGRect(x: 20, y: 65, width: 80, height: 40), .pureBlue)
            c.transform = CATransform3DMakeRotation(.pi / 8, 0, 0, 1)
            c.opacity = 0.5
            let inner = solidLayer(CGRect(x: 10, y: 10, width: 30, height: 20), .pureRed)
            c.addSublayer(inner)
            root.addSublayer(c)
        }
        expectPixel(cg, 35, 30, .pureRed, "the middle of the red layer")
        expectPixel(cg, 11, 11, RGBA(red: 0.9, green: 0.9, blue: 0.9), "the rounded corner shows the root's grey")
        expectPixel(cg, 35, 11, .pureBlue, "the 4 pt blue border along the top edge")
        expectPixel(cg, 108, 12, .pureGreen, "maskedCorners leaves the top-right corner square")
    }

    // https://developer.apple.com/documentation/quartzcore/calayer/contentsgravity,
    // .../contentsrect, .../contentsscale
    @Test func contentsWithEveryGravity() throws {
        for (i, gravity) in CALayerContentsGravity.all.enumerated() {
            let (_, cg) = try expectMatchesCompositor(width: 60, height: 60, name: "ric-gravity-\(gravity.rawValue)") { root in
                let layer = CALayer()
                layer.frame = CGRect(x: 5, y: 10, width: 50, height: 40)
                layer.contents = Self.quadrants
                layer.contentsScale = 0.25   // 8×6 pixels are 32×24 points
                layer.contentsGravity = gravity
                layer.magnificationFilter = .nearest
                layer.backgroundColor = CGColor(gray: 0.5, alpha: 1)
                root.addSublayer(layer)
            }
            if i == 0 { expectPixel(cg, 22, 26, .pureRed, "center: the top-left quadrant is up and left of the middle") }
        }
    }

    @Test func contentsRectAndRoundedMasksToBounds() throws {
        _ = try expectMatchesCompositor(name: "ric-contents-rect") { root in
            let layer = CALayer()
            layer.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
            layer.contents = Self.quadrants
            layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)   // the right half: green over yellow
            layer.magnificationFilter = .nearest
            layer.cornerRadius = 30
            layer.masksToBounds = true
            let child = solidLayer(CGRect(x: -20, y: 60, width: 60, height: 60), .pureBlue)
            layer.addSublayer(child)
            root.addSublayer(layer)
        }
    }

    // https://developer.apple.com/documentation/quartzcore/calayer/mask,
    // https://developer.apple.com/documentation/quartzcore/cashapelayer
    @Test func masksAndShapeLayers() throws {
        let (_, cg) = try expectMatchesCompositor(name: "ric-mask-shape") { root in
            let layer = solidLayer(CGRect(x: 10, y: 10, width: 100, height: 100), .pureRed)
            let circle = CAShapeLayer()
            circle.frame = layer.bounds
            circle.path = CGPath(ellipseIn: CGRect(x: 10, y: 10, width: 80, height: 80), transform: nil)
            circle.fillColor = Self.blue
            layer.mask = circle
            let stroke = CAShapeLayer()
            stroke.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            stroke.path = CGPath(rect: CGRect(x: 20, y: 20, width: 60, height: 60), transform: nil)
            stroke.fillColor = nil
            stroke.strokeColor = Self.green
            stroke.lineWidth = 6
            stroke.lineDashPattern = [10, 5]
            layer.addSublayer(stroke)
            root.addSublayer(layer)
        }
        expectPixel(cg, 15, 15, .clear, "outside the circular mask")
        expectPixel(cg, 60, 40, .pureRed, "inside the mask, between the dashes' square and the circle")
    }

    // https://developer.apple.com/documentation/quartzcore/cagradientlayer
    @Test func gradientLayers() throws {
        _ = try expectMatchesCompositor(width: 150, height: 60, name: "ric-gradients", mean: 0.015) { root in
            for (i, type) in [CAGradientLayerType.axial, .radial, .conic].enumerated() {
                let g = CAGradientLayer()
                g.frame = CGRect(x: 5 + CGFloat(i) * 50, y: 5, width: 40, height: 50)
                g.colors = [Self.red, Self.yellow, Self.blue]
                g.locations = [0, 0.3, 1]
                g.type = type
                g.cornerRadius = 8
                if type != .axial { g.startPoint = CGPoint(x: 0.5, y: 0.5); g.endPoint = CGPoint(x: 1, y: 1) }
                root.addSublayer(g)
            }
        }
    }

    // https://developer.apple.com/documentation/quartzcore/catextlayer
    @Test func textLayers() throws {
        _ = try expectMatchesCompositor(width: 160, height: 60, name: "ric-text", offShare: 0.03) { root in
            let text = CATextLayer()
            text.frame = CGRect(x: 5, y: 5, width: 150, height: 50)
            text.string = "Strata render"
            text.fontSize = 20
            text.foregroundColor = Self.blue
            text.alignmentMode = .center
            text.backgroundColor = CGColor(gray: 0.95, alpha: 1)
            root.addSublayer(text)
        }
    }

    // https://developer.apple.com/documentation/quartzcore/careplicatorlayer
    @Test func replicatorLayers() throws {
        _ = try expectMatchesCompositor(name: "ric-replicator") { root in
            let replicator = CAReplicatorLayer()
            replicator.frame = root.bounds
            replicator.instanceCount = 6
            replicator.instanceTransform = CATransform3DMakeRotation(.pi / 3, 0, 0, 1)
            replicator.instanceColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            replicator.instanceBlueOffset = -0.15
            replicator.instanceAlphaOffset = -0.1
            let dot = solidLayer(CGRect(x: 50, y: 8, width: 20, height: 30), .white)
            dot.cornerRadius = 6
            replicator.addSublayer(dot)
            root.addSublayer(replicator)
        }
    }

    // https://developer.apple.com/documentation/quartzcore/calayer/shadowopacity,
    // .../shadowpath
    @Test func shadows() throws {
        _ = try expectMatchesCompositor(name: "ric-shadows", offShare: 0.03, mean: 0.012) { root in
            root.backgroundColor = CGColor(gray: 1, alpha: 1)
            let card = solidLayer(CGRect(x: 15, y: 15, width: 40, height: 40), .pureRed)
            card.cornerRadius = 8
            card.shadowOpacity = 0.6
            card.shadowOffset = CGSize(width: 4, height: 6)
            card.shadowRadius = 4
            root.addSublayer(card)
            let pathed = solidLayer(CGRect(x: 70, y: 20, width: 35, height: 35), .pureBlue)
            pathed.shadowOpacity = 1
            pathed.shadowColor = Self.green
            pathed.shadowRadius = 2
            pathed.shadowPath = CGPath(ellipseIn: CGRect(x: -5, y: 20, width: 45, height: 30), transform: nil)
            root.addSublayer(pathed)
            let holder = CALayer()
            holder.frame = CGRect(x: 20, y: 70, width: 80, height: 40)
            holder.shadowOpacity = 0.8
            holder.shadowRadius = 3
            holder.shadowOffset = CGSize(width: 0, height: 5)
            holder.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 30, height: 30), .pureGreen))
            holder.addSublayer(solidLayer(CGRect(x: 45, y: 10, width: 30, height: 25), .pureBlue))
            root.addSublayer(holder)
        }
    }

    // https://developer.apple.com/documentation/quartzcore/calayer/sublayertransform,
    // .../zposition, .../anchorpoint
    @Test func transformsAnchorsAndZOrder() throws {
        _ = try expectMatchesCompositor(name: "ric-transforms") { root in
            let parent = CALayer()
            parent.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
            parent.sublayerTransform = CATransform3DMakeScale(0.8, 0.8, 1)
            parent.bounds.origin = CGPoint(x: 10, y: 0)
            let a = solidLayer(CGRect(x: 20, y: 20, width: 50, height: 50), .pureRed)
            a.zPosition = 5
            let b = solidLayer(CGRect(x: 40, y: 40, width: 50, height: 50), .pureBlue)
            b.anchorPoint = CGPoint(x: 0, y: 0)
            b.position = CGPoint(x: 40, y: 40)
            b.transform = CATransform3DConcat(CATransform3DMakeRotation(-.pi / 6, 0, 0, 1), CATransform3DMakeScale(1.2, 0.8, 1))
            parent.addSublayer(a)
            parent.addSublayer(b)
            root.addSublayer(parent)
            // A 3D rotation without perspective: the compositor projects it orthographically,
            // which is exactly its 2D part.
            let flat = solidLayer(CGRect(x: 70, y: 80, width: 40, height: 30), .pureGreen)
            flat.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
            root.addSublayer(flat)
        }
    }

    // https://developer.apple.com/documentation/quartzcore/calayer/draw(in:),
    // https://developer.apple.com/documentation/quartzcore/calayerdelegate/draw(_:in:)
    @Test func layersThatDrawThemselves() throws {
        final class Ring: CALayer {
            override func draw(in ctx: CGContext) {
                ctx.setStrokeColor(CGColor(red: 0, green: 0.5, blue: 1, alpha: 1))
                ctx.setLineWidth(8)
                ctx.strokeEllipse(in: bounds.insetBy(dx: 8, dy: 8))
                ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
                ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 10))   // top-left: y grows down
            }
        }
        let (_, cg) = try expectMatchesCompositor(scale: 2, name: "ric-drawn", offShare: 0.03) { root in
            let ring = Ring()
            ring.frame = CGRect(x: 5, y: 5, width: 50, height: 50)
            ring.contentsScale = 2
            ring.setNeedsDisplay()
            root.addSublayer(ring)
        }
        expectPixel(cg, 20, 14, .pureRed, "the rectangle drawn at the layer's top-left (5…25, 5…15 pt at 2×)")
    }

    // https://developer.apple.com/documentation/quartzcore/calayer/compositingfilter
    @Test func compositingFilters() throws {
        for name in ["multiplyBlendMode", "screenBlendMode", "differenceBlendMode", "destinationOut"] {
            _ = try expectMatchesCompositor(width: 80, height: 60, name: "ric-blend-\(name)") { root in
                root.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 80, height: 30), RGBA(red: 0.2, green: 0.6, blue: 1)))
                root.addSublayer(solidLayer(CGRect(x: 0, y: 30, width: 80, height: 30), RGBA(red: 1, green: 0.8, blue: 0.1)))
                let top = solidLayer(CGRect(x: 20, y: 10, width: 40, height: 40), RGBA(red: 0.9, green: 0.3, blue: 0.5))
                top.compositingFilter = name
                root.addSublayer(top)
            }
        }
    }

    // https://developer.apple.com/documentation/quartzcore/calayer/isgeometryflipped
    @Test func geometryFlippedLayers() throws {
        let (_, cg) = try expectMatchesCompositor(width: 80, height: 80, name: "ric-flipped") { root in
            let flipped = solidLayer(CGRect(x: 10, y: 10, width: 60, height: 60), RGBA(red: 0.9, green: 0.9, blue: 0.9))
            flipped.isGeometryFlipped = true
            flipped.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 60, height: 15), .pureRed))   // placed from the bottom
            let picture = CALayer()
            picture.frame = CGRect(x: 20, y: 25, width: 32, height: 24)
            picture.contents = Self.quadrants
            picture.contentsGravity = .top
            picture.contentsScale = 0.5   // 16×12 points, at the top of its bounds
            picture.magnificationFilter = .nearest
            flipped.addSublayer(picture)
            root.addSublayer(flipped)
        }
        expectPixel(cg, 40, 65, .pureRed, "y 0…15 of a flipped layer is its bottom band (rows 55…70)")
        expectPixel(cg, 41, 23, .pureRed, "the contents image stays upright (red quadrant top-left, rows 21…27, x 38…46), and .top, reflected back with it, shows at the top on screen")
    }
}
