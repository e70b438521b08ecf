// A further batch of animation code in the shapes popular open-source iOS libraries write it:
// a KDCircularProgress-style view drawing its own arc into a mask image, a gradient ring
// masked by a stroked CAShapeLayer, a MarqueeLabel-style scroller with faded edges, a
// flip-counter CATextLayer, a DGElasticPullToRefresh-style wave driven by a display link, a
// card that flips inside a CATransformLayer, a like-button burst, a hamburger-to-cross morph,
// a Material ripple and a counting label. Written from memory for this suite in those
// projects' idioms (no code copied), compiled with `import UIKit` unchanged except where
// docs/STRATAUI-PORTING.md says why (`#keyPath`, `#selector`, `@objc`).
// Tests: AnimationLibrariesTests.swift.
import UIKit

// MARK: - KDCircularProgress shape: a custom-drawn layer with a managed angle

final class ArcProgressLayer: CALayer {
    @Managed var angle: Double = 0                 // @NSManaged var angle: Double on iOS
    var startAngle: Double = 0
    var clockwise = true
    var roundedCorners = true
    var progressThickness: CGFloat = 0.4
    var trackThickness: CGFloat = 0.5
    var trackColor: UIColor = .black
    var progressInsideFillColor: UIColor = .clear
    var colorsArray: [UIColor] = [.white]

    override class func needsDisplay(forKey key: String) -> Bool {
        if key == "angle" { return true }          // #keyPath(angle) on iOS
        return super.needsDisplay(forKey: key)
    }

    override init() { super.init() }

    override init(layer: Any) {
        super.init(layer: layer)
        let progressLayer = layer as! ArcProgressLayer
        startAngle = progressLayer.startAngle
        clockwise = progressLayer.clockwise
        roundedCorners = progressLayer.roundedCorners
        progressThickness = progressLayer.progressThickness
        trackThickness = progressLayer.trackThickness
        trackColor = progressLayer.trackColor
        progressInsideFillColor = progressLayer.progressInsideFillColor
        colorsArray = progressLayer.colorsArray
    }

    required init?(coder aDecoder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func draw(in ctx: CGContext) {
        UIGraphicsPushContext(ctx)
        let size = bounds.size
        let width = size.width, height = size.height
        let radius = min(width, height) / 2
        let trackLineWidth = radius * trackThickness
        let progressLineWidth = radius * progressThickness
        let arcRadius = max(radius - trackLineWidth / 2, radius - progressLineWidth / 2)
        ctx.addArc(center: CGPoint(x: width / 2.0, y: height / 2.0), radius: arcRadius,
                   startAngle: 0, endAngle: CGFloat.pi * 2, clockwise: false)
        trackColor.set()
        ctx.setStrokeColor(trackColor.cgColor)
        ctx.setFillColor(progressInsideFillColor.cgColor)
        ctx.setLineWidth(trackLineWidth)
        ctx.setLineCap(CGLineCap.butt)
        ctx.drawPath(using: .fillStroke)

        UIGraphicsBeginImageContextWithOptions(size, false, 0.0)
        let imageCtx = UIGraphicsGetCurrentContext()
        let canonicalAngle = angle.truncatingRemainder(dividingBy: 360)
        let fromAngle = CGFloat(-startAngle) * .pi / 180
        let toAngle = CGFloat((clockwise ? -canonicalAngle : canonicalAngle) - startAngle) * .pi / 180
        imageCtx?.addArc(center: CGPoint(x: width / 2.0, y: height / 2.0), radius: arcRadius,
                         startAngle: fromAngle, endAngle: toAngle, clockwise: clockwise)
        imageCtx?.setLineCap(roundedCorners ? .round : .butt)
        imageCtx?.setLineWidth(progressLineWidth)
        imageCtx?.drawPath(using: .stroke)
        let drawMask: CGImage = UIGraphicsGetCurrentContext()!.makeImage()!
        UIGraphicsEndImageContext()

        ctx.saveGState()
        ctx.clip(to: bounds, mask: drawMask)
        if colorsArray.count == 1 {
            ctx.setFillColor(colorsArray[0].cgColor)
            ctx.fill(bounds)
        } else {
            let components = colorsArray.flatMap { color -> [CGFloat] in
                var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
                color.getRed(&r, green: &g, blue: &b, alpha: &a)
                return [r, g, b, a]
            }
            let locations = (0..<colorsArray.count).map { CGFloat($0) / CGFloat(colorsArray.count - 1) }
            let gradient = CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: components,
                                      locations: locations, count: colorsArray.count)!
            ctx.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: width, y: 0), options: .drawsBeforeStartLocation)
        }
        ctx.restoreGState()
        UIGraphicsPopContext()
    }
}

final class ArcProgressView: UIView, CAAnimationDelegate {
    override class var layerClass: AnyClass { ArcProgressLayer.self }
    private var progressLayer: ArcProgressLayer { layer as! ArcProgressLayer }
    private var animationCompletionBlock: ((Bool) -> Void)?

    var angle: Double = 0 {
        didSet {
            pauseIfAnimating()
            progressLayer.angle = angle
        }
    }
    var progressColors: [UIColor] {
        get { progressLayer.colorsArray }
        set { progressLayer.colorsArray = newValue; progressLayer.setNeedsDisplay() }
    }
    var trackColor: UIColor {
        get { progressLayer.trackColor }
        set { progressLayer.trackColor = newValue; progressLayer.setNeedsDisplay() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        backgroundColor = .clear
        progressLayer.contentsScale = 1
        progressLayer.setNeedsDisplay()
    }

    required init?(coder aDecoder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func animate(fromAngle: Double, toAngle: Double, duration: TimeInterval, completion: ((Bool) -> Void)?) {
        pauseIfAnimating()
        let animation = CABasicAnimation(keyPath: "angle")
        animation.fromValue = fromAngle
        animation.toValue = toAngle
        animation.duration = duration
        animation.delegate = self
        animation.isRemovedOnCompletion = false
        angle = toAngle
        animationCompletionBlock = completion
        progressLayer.add(animation, forKey: "angle")
    }

    func animate(toAngle: Double, duration: TimeInterval, completion: ((Bool) -> Void)?) {
        if isAnimating() { pauseAnimation() }
        animate(fromAngle: angle, toAngle: toAngle, duration: duration, completion: completion)
    }

    func pauseAnimation() {
        guard let presentationLayer = progressLayer.presentation() else { return }
        let currentValue = presentationLayer.angle
        progressLayer.removeAllAnimations()
        angle = currentValue
    }

    private func pauseIfAnimating() {
        if isAnimating() { pauseAnimation() }
    }

    func stopAnimation() {
        progressLayer.removeAllAnimations()
        angle = 0
    }

    func isAnimating() -> Bool { progressLayer.animation(forKey: "angle") != nil }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if let completionBlock = animationCompletionBlock {
            animationCompletionBlock = nil
            completionBlock(flag)
        }
    }

    override func didMoveToWindow() {
        if let window = window {
            progressLayer.contentsScale = window.screen.scale
            progressLayer.setNeedsDisplay()
        }
    }
}

// MARK: - A gradient ring: CAGradientLayer masked by a stroked CAShapeLayer

final class GradientRingView: UIView {
    let gradientLayer = CAGradientLayer()
    let ringLayer = CAShapeLayer()
    private(set) var progress: CGFloat = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        gradientLayer.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        gradientLayer.startPoint = CGPoint(x: 0, y: 0.5)
        gradientLayer.endPoint = CGPoint(x: 1, y: 0.5)
        ringLayer.fillColor = nil
        ringLayer.strokeColor = UIColor.black.cgColor
        ringLayer.lineWidth = 10
        ringLayer.lineCap = .round
        ringLayer.strokeEnd = 0
        gradientLayer.mask = ringLayer
        layer.addSublayer(gradientLayer)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        gradientLayer.frame = bounds
        ringLayer.frame = bounds
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = (min(bounds.width, bounds.height) - ringLayer.lineWidth) / 2
        ringLayer.path = UIBezierPath(arcCenter: center, radius: radius, startAngle: -.pi / 2,
                                      endAngle: 3 * .pi / 2, clockwise: true).cgPath
    }

    func setProgress(_ value: CGFloat, animated: Bool, duration: TimeInterval = 1, completion: (() -> Void)? = nil) {
        CATransaction.begin()
        CATransaction.setCompletionBlock(completion)
        if animated {
            let animation = CABasicAnimation(keyPath: "strokeEnd")
            animation.fromValue = ringLayer.presentation()?.strokeEnd ?? progress
            animation.toValue = value
            animation.duration = duration
            animation.timingFunction = CAMediaTimingFunction(name: .easeOut)
            ringLayer.add(animation, forKey: "progress")
        } else {
            CATransaction.setDisableActions(true)
        }
        ringLayer.strokeEnd = value
        progress = value
        CATransaction.commit()
    }
}

// MARK: - MarqueeLabel shape: faded edges and a keyframed scroll that loops

final class MarqueeView: UIView {
    let sublabel = UILabel()
    var scrollDuration: CFTimeInterval = 2
    var fadeLength: CGFloat = 10
    var animationDelay: CFTimeInterval = 0.5
    private(set) var loops = 0
    private(set) var isAwayFromHome = false
    var homeLabelFrame = CGRect.zero

    override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        addSubview(sublabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func applyGradientMask() {
        let gradientMask = CAGradientLayer()
        gradientMask.bounds = layer.bounds
        gradientMask.position = CGPoint(x: bounds.midX, y: bounds.midY)
        gradientMask.shouldRasterize = true
        gradientMask.rasterizationScale = UIScreen.main.scale
        gradientMask.startPoint = CGPoint(x: 0.0, y: 0.5)
        gradientMask.endPoint = CGPoint(x: 1.0, y: 0.5)
        let transparent = UIColor.clear.cgColor
        let opaque = UIColor.black.cgColor
        gradientMask.colors = [transparent, opaque, opaque, transparent]
        let fadePoint = fadeLength / bounds.width
        gradientMask.locations = [0.0, NSNumber(value: Double(fadePoint)), NSNumber(value: Double(1 - fadePoint)), 1.0]
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.mask = gradientMask
        CATransaction.commit()
    }

    func beginScroll() {
        homeLabelFrame = sublabel.frame
        let awayOffset = -(homeLabelFrame.width - bounds.width)
        let home = sublabel.layer.position
        let away = CGPoint(x: home.x + awayOffset, y: home.y)

        CATransaction.begin()
        CATransaction.setCompletionBlock { [weak self] in
            guard let self = self else { return }
            self.loops += 1
            if self.loops < 2 { self.beginScroll() }
        }
        let total = animationDelay + scrollDuration + animationDelay + scrollDuration
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.values = [home, home, away, away, home].map { NSValue(cgPoint: $0) }
        animation.keyTimes = [0.0, animationDelay / total, (animationDelay + scrollDuration) / total,
                              (2 * animationDelay + scrollDuration) / total, 1.0].map { NSNumber(value: $0) }
        animation.timingFunctions = [
            CAMediaTimingFunction(name: .linear),
            CAMediaTimingFunction(controlPoints: 0.4, 0, 0.6, 1),
            CAMediaTimingFunction(name: .linear),
            CAMediaTimingFunction(name: .easeInEaseOut),
        ]
        animation.duration = total
        animation.isRemovedOnCompletion = true
        sublabel.layer.add(animation, forKey: "position")
        CATransaction.commit()
    }

    /// MarqueeLabel reads the presentation layer to learn whether the text has left home.
    func refreshAwayFromHome() {
        guard let presentation = sublabel.layer.presentation() else { isAwayFromHome = false; return }
        isAwayFromHome = !(presentation.position.x == sublabel.layer.position.x)
    }
}

// MARK: - A flip counter: CATextLayer whose string changes behind a push transition

final class FlipCounterLayer: CATextLayer {
    var value = 0 {
        didSet {
            let transition = CATransition()
            transition.type = .push
            transition.subtype = value > oldValue ? .fromTop : .fromBottom
            transition.duration = 0.3
            transition.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            add(transition, forKey: kCATransition)
            string = "\(value)"
        }
    }

    override init() {
        super.init()
        string = "0"
        fontSize = 24
        alignmentMode = .center
        foregroundColor = UIColor.white.cgColor
        contentsScale = UIScreen.main.scale
        masksToBounds = true
    }

    override init(layer: Any) { super.init(layer: layer) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

// MARK: - DGElasticPullToRefresh shape: control-point views sprung, a display link redraws

final class ElasticWaveView: UIView {
    let shapeLayer = CAShapeLayer()
    let l3ControlPointView = UIView()
    let l2ControlPointView = UIView()
    let l1ControlPointView = UIView()
    let cControlPointView = UIView()
    let r1ControlPointView = UIView()
    let r2ControlPointView = UIView()
    let r3ControlPointView = UIView()
    private(set) var displayLink: CADisplayLink!
    private(set) var ticks = 0
    private(set) var finished = false

    var controlPointViews: [UIView] {
        [l3ControlPointView, l2ControlPointView, l1ControlPointView, cControlPointView,
         r1ControlPointView, r2ControlPointView, r3ControlPointView]
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        // CADisplayLink(target: self, selector: #selector(displayLinkTick)) on iOS.
        displayLink = CADisplayLink { [weak self] _ in self?.displayLinkTick() }
        displayLink.add(to: .main, forMode: .common)
        displayLink.isPaused = true
        shapeLayer.backgroundColor = UIColor.clear.cgColor
        shapeLayer.fillColor = UIColor.black.cgColor
        shapeLayer.actions = ["path": NSNull(), "position": NSNull(), "bounds": NSNull()]
        layer.addSublayer(shapeLayer)
        for view in controlPointViews {
            view.frame = CGRect(x: 0, y: 0, width: 3, height: 3)
            addSubview(view)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func layoutControlPoints(pull height: CGFloat) {
        let width = bounds.width
        let xs: [CGFloat] = [0, 0.17, 0.35, 0.5, 0.65, 0.83, 1]
        for (view, x) in zip(controlPointViews, xs) {
            let sag = 1 - abs(x - 0.5) * 2          // the middle is pulled furthest
            view.center = CGPoint(x: x * width, y: height * sag)
        }
        currentPath()
    }

    func currentPath() {
        let width = bounds.width
        let bezierPath = UIBezierPath()
        bezierPath.move(to: CGPoint(x: 0, y: 0))
        bezierPath.addLine(to: CGPoint(x: 0, y: l3ControlPointView.dg_center(usePresentationLayerIfPossible: true).y))
        bezierPath.addCurve(to: l1ControlPointView.dg_center(usePresentationLayerIfPossible: true),
                            controlPoint1: l3ControlPointView.dg_center(usePresentationLayerIfPossible: true),
                            controlPoint2: l2ControlPointView.dg_center(usePresentationLayerIfPossible: true))
        bezierPath.addCurve(to: r1ControlPointView.dg_center(usePresentationLayerIfPossible: true),
                            controlPoint1: cControlPointView.dg_center(usePresentationLayerIfPossible: true),
                            controlPoint2: r1ControlPointView.dg_center(usePresentationLayerIfPossible: true))
        bezierPath.addCurve(to: r3ControlPointView.dg_center(usePresentationLayerIfPossible: true),
                            controlPoint1: r1ControlPointView.dg_center(usePresentationLayerIfPossible: true),
                            controlPoint2: r2ControlPointView.dg_center(usePresentationLayerIfPossible: true))
        bezierPath.addLine(to: CGPoint(x: width, y: 0))
        bezierPath.close()
        shapeLayer.path = bezierPath.cgPath
    }

    func displayLinkTick() {
        ticks += 1
        currentPath()
    }

    func animateBounce(duration: TimeInterval = 0.9) {
        displayLink.isPaused = false
        finished = false
        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.43, initialSpringVelocity: 0,
                       options: [], animations: { [weak self] in
            guard let self = self else { return }
            for view in self.controlPointViews { view.center.y = 0 }
        }, completion: { [weak self] _ in
            self?.displayLink.isPaused = true
            self?.finished = true
        })
    }

    deinit { displayLink.invalidate() }
}

extension UIView {
    /// DGElasticPullToRefresh's helper: the on-screen centre while an animation runs.
    func dg_center(usePresentationLayerIfPossible: Bool) -> CGPoint {
        if usePresentationLayerIfPossible, let presentationLayer = layer.presentation() {
            return presentationLayer.position
        }
        return center
    }
}
