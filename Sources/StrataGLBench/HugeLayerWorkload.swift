import Foundation
import StrataCore
import StrataGL
import StrataGraphics

/// `--huge`: 20,000 × 20,000-point drawn layers (a gradient, a filled circle, a `draw(in:)`
/// layer) in an 800 × 600 frame: the first frame (rasterising the visible part), then frames
/// scrolling the layer (12 and 8 points a frame: past the margin every 20 frames or so) and
/// zooming it from 1× to 8× — how many times it was rasterised (and how many pixels were drawn
/// rather than copied from the last bitmap), the frame times, and the process's peak memory.
enum HugeLayerWorkload {
    /// A `draw(in:)` layer painting stripes across its whole bounds (the drawing code does not
    /// know what shows: Cairo clips it to the bitmap).
    final class StripesLayer: CALayer {
        var draws = 0
        override func draw(in ctx: CGContext) {
            draws += 1
            ctx.setFillColor(CGColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1))
            for i in stride(from: 0, to: 20_000, by: 500) {
                ctx.fill(CGRect(x: CGFloat(i), y: 0, width: 250, height: 20_000))
            }
        }
    }

    static func makeLayer(_ kind: String) -> CALayer {
        let layer: CALayer
        switch kind {
        case "gradient":
            let gradient = CAGradientLayer()
            gradient.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
            gradient.endPoint = CGPoint(x: 1, y: 1)
            layer = gradient
        case "shape":
            let shape = CAShapeLayer()
            shape.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20_000, height: 20_000), transform: nil)
            shape.fillColor = CGColor(red: 0, green: 0.6, blue: 0.2, alpha: 1)
            shape.strokeColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            shape.lineWidth = 40
            layer = shape
        default:
            layer = StripesLayer()
            layer.setNeedsDisplay()
        }
        layer.bounds = CGRect(x: 0, y: 0, width: 20_000, height: 20_000)
        layer.position = CGPoint(x: 400, y: 300)
        return layer
    }

    static func rasterisations(_ layer: CALayer) -> Int {
        if let stripes = layer as? StripesLayer { return stripes.draws }
        let p = layer.presentationSnapshot ?? layer
        return (p as? CAGradientLayer)?.renderCount ?? (p as? CAShapeLayer)?.renderCount ?? 0
    }

    static func pixelsDrawn(_ layer: CALayer) -> Int {
        let p = layer.presentationSnapshot ?? layer
        return (p as? CAGradientLayer)?.rasterPixelsDrawn ?? (p as? CAShapeLayer)?.rasterPixelsDrawn ?? 0
    }

    /// Peak resident set of the process so far, in MiB (Linux reports ru_maxrss in KiB).
    static func peakMiB() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024
    }

    static func run(frames: Int) throws {
        let renderer = try OffscreenRenderer(pixelWidth: 800, pixelHeight: 600)
        print(String(format: "peak memory before: %.0f MiB", peakMiB()))
        for kind in ["gradient", "shape", "drawn"] {
            let clock = MediaClock.virtual()
            try clock.run {
                let root = CALayer()
                root.anchorPoint = .zero
                root.bounds = CGRect(x: 0, y: 0, width: 800, height: 600)
                let parent = CALayer()
                parent.position = CGPoint(x: 400, y: 300)
                root.addSublayer(parent)
                let layer = makeLayer(kind)
                layer.position = .zero
                parent.addSublayer(layer)
                // First frame: commit, display, rasterise the visible part, draw, read back.
                var t0 = Bench.now()
                _ = try renderer.renderFrame(root, at: clock.now, background: .black)
                let first = Bench.seconds(t0, Bench.now())
                // Scrolling 12 and 8 points a frame.
                var scroll: [Double] = []
                let before = rasterisations(layer), pixelsBefore = pixelsDrawn(layer)
                for i in 1...frames {
                    CATransaction.begin()
                    CATransaction.setDisableActions(true)
                    layer.position = CGPoint(x: -12 * CGFloat(i), y: -8 * CGFloat(i))
                    CATransaction.commit()
                    clock.advance(by: 1.0 / 60)
                    t0 = Bench.now()
                    root.layoutAndDisplayIfNeeded()
                    root.updatePresentationTree(at: clock.now)
                    _ = try renderer.draw(root, background: .black)
                    scroll.append(Bench.seconds(t0, Bench.now()))
                }
                let scrolled = rasterisations(layer) - before
                let drawnInScroll = pixelsDrawn(layer) - pixelsBefore
                // Zooming the parent from 1× to 8× over `frames` frames.
                var zoom: [Double] = []
                let beforeZoom = rasterisations(layer)
                for i in 0...frames {
                    let s = 1 + 7 * CGFloat(i) / CGFloat(frames)
                    CATransaction.begin()
                    CATransaction.setDisableActions(true)
                    parent.transform = CATransform3DMakeScale(s, s, 1)
                    CATransaction.commit()
                    clock.advance(by: 1.0 / 60)
                    t0 = Bench.now()
                    root.layoutAndDisplayIfNeeded()
                    root.updatePresentationTree(at: clock.now)
                    _ = try renderer.draw(root, background: .black)
                    zoom.append(Bench.seconds(t0, Bench.now()))
                }
                let zoomed = rasterisations(layer) - beforeZoom
                print("huge-\(kind) 20000x20000 pt in 800x600: first frame \(Bench.ms(first)) ms;"
                      + " scroll \(Bench.ms(Bench.median(scroll))) ms median, \(Bench.ms(scroll.max() ?? 0)) max,"
                      + " \(scrolled) rasterisations in \(frames) frames"
                      + (kind == "drawn" ? ";" : String(format: " (%.1f Mpixel drawn);", Double(drawnInScroll) / 1e6))
                      + " zoom 1-8x \(Bench.ms(Bench.median(zoom))) ms median, \(Bench.ms(zoom.max() ?? 0)) max,"
                      + " \(zoomed) rasterisations in \(frames + 1) frames;"
                      + String(format: " peak memory %.0f MiB", peakMiB()))
            }
        }
    }
}
