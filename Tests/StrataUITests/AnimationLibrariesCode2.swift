// More library-shaped animation code (see AnimationLibrariesCode.swift): a card that flips
// inside a CATransformLayer, a like-button burst, a hamburger-to-cross morph, a Material
// ripple and a counting label. Written from memory in those projects' idioms, compiled with
// `import UIKit`. Tests: AnimationLibrariesTests.swift.
import UIKit

// MARK: - A card flip: two faces in a CATransformLayer, back face hidden when turned away

final class FlipCardLayer: CALayer {
    let cardLayer = CATransformLayer()
    let frontLayer = CALayer()
    let backLayer = CALayer()

    override init() {
        super.init()
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500.0
        sublayerTransform = perspective

        frontLayer.backgroundColor = UIColor.red.cgColor
        frontLayer.isDoubleSided = false
        backLayer.backgroundColor = UIColor.blue.cgColor
        backLayer.isDoubleSided = false
        backLayer.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        cardLayer.addSublayer(frontLayer)
        cardLayer.addSublayer(backLayer)
        addSublayer(cardLayer)
    }

    override init(layer: Any) { super.init(layer: layer) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSublayers() {
        super.layoutSublayers()
        cardLayer.frame = bounds
        frontLayer.frame = cardLayer.bounds
        backLayer.frame = cardLayer.bounds
    }

    func flip(duration: CFTimeInterval, completion: @escaping () -> Void) {
        let animation = CABasicAnimation(keyPath: "transform.rotation.y")
        animation.fromValue = 0
        animation.toValue = CGFloat.pi
        animation.duration = duration
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        CATransaction.begin()
        CATransaction.setCompletionBlock(completion)
        cardLayer.add(animation, forKey: "flip")
        CATransaction.commit()
    }
}

// MARK: - A like button: keyframed scale, a group, and a short emitter burst

final class LikeButton: UIView {
    let imageLayer = CAShapeLayer()
    let burstLayer = CAEmitterLayer()
    var isLiked = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageLayer.frame = bounds
        imageLayer.path = UIBezierPath(ovalIn: bounds.insetBy(dx: 4, dy: 4)).cgPath
        imageLayer.fillColor = UIColor.gray.cgColor
        layer.addSublayer(imageLayer)

        let cell = CAEmitterCell()
        cell.name = "heart"
        cell.contents = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }.cgImage
        cell.birthRate = 200
        cell.lifetime = 0.6
        cell.velocity = 80
        cell.emissionRange = .pi * 2
        cell.scale = 1
        cell.alphaSpeed = -1.5
        burstLayer.emitterCells = [cell]
        burstLayer.emitterPosition = CGPoint(x: bounds.midX, y: bounds.midY)
        burstLayer.emitterShape = .circle
        burstLayer.emitterMode = .outline
        burstLayer.emitterSize = CGSize(width: 10, height: 10)
        burstLayer.renderMode = .oldestFirst
        burstLayer.birthRate = 0
        layer.addSublayer(burstLayer)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    static var bounce: CAAnimation {
        let scale = CAKeyframeAnimation(keyPath: "transform.scale")
        scale.values = [0.0, 1.3, 0.85, 1.1, 1.0]
        scale.keyTimes = [0.0, 0.3, 0.55, 0.8, 1.0]
        scale.duration = 0.5

        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.2
        fade.toValue = 1.0
        fade.duration = 0.25

        let group = CAAnimationGroup()
        group.animations = [scale, fade]
        group.duration = 0.5
        group.timingFunction = CAMediaTimingFunction(name: .linear)
        return group
    }

    func like() {
        isLiked.toggle()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        imageLayer.fillColor = (isLiked ? UIColor.red : UIColor.gray).cgColor
        CATransaction.commit()
        imageLayer.add(Self.bounce, forKey: "bounce")
        if isLiked {
            burstLayer.beginTime = CACurrentMediaTime()
            burstLayer.birthRate = 1
        }
    }

    /// What the library's `DispatchQueue.main.asyncAfter(deadline: .now() + 0.1)` runs.
    func endBurst() { burstLayer.birthRate = 0 }
}

// MARK: - A hamburger button: three strokes morph into a cross (strokeStart/strokeEnd, transform)

final class HamburgerButton: UIView {
    let top = CAShapeLayer()
    let middle = CAShapeLayer()
    let bottom = CAShapeLayer()
    static let menuStrokeStart: CGFloat = 0.325
    static let menuStrokeEnd: CGFloat = 0.9
    static let hamburgerStrokeStart: CGFloat = 0.028
    static let hamburgerStrokeEnd: CGFloat = 0.111

    static let outline: CGPath = {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 27))
        path.addCurve(to: CGPoint(x: 40, y: 27), control1: CGPoint(x: 12, y: 27), control2: CGPoint(x: 28, y: 27))
        path.addCurve(to: CGPoint(x: 27, y: 2), control1: CGPoint(x: 55, y: 27), control2: CGPoint(x: 50, y: 2))
        path.addCurve(to: CGPoint(x: 2, y: 27), control1: CGPoint(x: 13, y: 2), control2: CGPoint(x: 2, y: 13))
        path.addCurve(to: CGPoint(x: 27, y: 52), control1: CGPoint(x: 2, y: 42), control2: CGPoint(x: 13, y: 52))
        path.addCurve(to: CGPoint(x: 52, y: 27), control1: CGPoint(x: 42, y: 52), control2: CGPoint(x: 52, y: 42))
        return path
    }()

    static let shortStroke: CGPath = {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 2, y: 2))
        path.addLine(to: CGPoint(x: 28, y: 2))
        return path
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        top.path = Self.shortStroke
        middle.path = Self.outline
        bottom.path = Self.shortStroke
        for layer in [top, middle, bottom] {
            layer.fillColor = nil
            layer.strokeColor = UIColor.white.cgColor
            layer.lineWidth = 4
            layer.miterLimit = 4
            layer.lineCap = .round
            layer.masksToBounds = true
            let strokingPath = layer.path!.copy(strokingWithWidth: 4, lineCap: .round, lineJoin: .miter, miterLimit: 4)
            layer.bounds = strokingPath.boundingBoxOfPath
            layer.actions = ["strokeStart": NSNull(), "strokeEnd": NSNull(), "transform": NSNull()]
            self.layer.addSublayer(layer)
        }
        top.anchorPoint = CGPoint(x: 28.0 / 30.0, y: 0.5)
        top.position = CGPoint(x: 40, y: 18)
        middle.position = CGPoint(x: 27, y: 27)
        middle.strokeStart = Self.hamburgerStrokeStart
        middle.strokeEnd = Self.hamburgerStrokeEnd
        bottom.anchorPoint = CGPoint(x: 28.0 / 30.0, y: 0.5)
        bottom.position = CGPoint(x: 40, y: 36)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    var showsMenu = false {
        didSet {
            let strokeStart = CABasicAnimation(keyPath: "strokeStart")
            let strokeEnd = CABasicAnimation(keyPath: "strokeEnd")
            if showsMenu {
                strokeStart.toValue = Self.menuStrokeStart
                strokeStart.duration = 0.5
                strokeStart.timingFunction = CAMediaTimingFunction(controlPoints: 0.25, -0.4, 0.5, 1)
                strokeEnd.toValue = Self.menuStrokeEnd
                strokeEnd.duration = 0.6
                strokeEnd.timingFunction = CAMediaTimingFunction(controlPoints: 0.25, -0.4, 0.5, 1)
            } else {
                strokeStart.toValue = Self.hamburgerStrokeStart
                strokeStart.duration = 0.5
                strokeStart.timingFunction = CAMediaTimingFunction(controlPoints: 0.25, 0, 0.5, 1.2)
                strokeStart.beginTime = CACurrentMediaTime() + 0.1
                strokeStart.fillMode = .backwards
                strokeEnd.toValue = Self.hamburgerStrokeEnd
                strokeEnd.duration = 0.6
                strokeEnd.timingFunction = CAMediaTimingFunction(controlPoints: 0.25, 0.3, 0.5, 0.9)
            }
            middle.ocb_applyAnimation(strokeStart)
            middle.ocb_applyAnimation(strokeEnd)

            let topTransform = CABasicAnimation(keyPath: "transform")
            topTransform.timingFunction = CAMediaTimingFunction(controlPoints: 0.5, -0.8, 0.5, 1.85)
            topTransform.duration = 0.4
            topTransform.fillMode = .backwards
            let bottomTransform = topTransform.copy() as! CABasicAnimation
            if showsMenu {
                let translation = CATransform3DMakeTranslation(-4, 0, 0)
                topTransform.toValue = NSValue(caTransform3D: CATransform3DRotate(translation, -0.7853975, 0, 0, 1))
                topTransform.beginTime = CACurrentMediaTime() + 0.25
                bottomTransform.toValue = NSValue(caTransform3D: CATransform3DRotate(translation, 0.7853975, 0, 0, 1))
                bottomTransform.beginTime = CACurrentMediaTime() + 0.25
            } else {
                topTransform.toValue = NSValue(caTransform3D: CATransform3DIdentity)
                topTransform.beginTime = CACurrentMediaTime() + 0.05
                bottomTransform.toValue = NSValue(caTransform3D: CATransform3DIdentity)
                bottomTransform.beginTime = CACurrentMediaTime() + 0.05
            }
            top.ocb_applyAnimation(topTransform)
            bottom.ocb_applyAnimation(bottomTransform)
        }
    }
}

extension CALayer {
    /// The library's helper: start from what is on screen, then make the end value the model's.
    func ocb_applyAnimation(_ animation: CABasicAnimation) {
        let copy = animation.copy() as! CABasicAnimation
        if copy.fromValue == nil {
            copy.fromValue = self.presentation()!.value(forKeyPath: copy.keyPath!)
        }
        self.add(copy, forKey: copy.keyPath)
        self.setValue(copy.toValue, forKeyPath: copy.keyPath!)
    }
}

// MARK: - A Material ripple: a circle grows and fades from the touch, then removes itself

extension UIView {
    func ripple(at point: CGPoint, color: UIColor = UIColor.black.withAlphaComponent(0.2), duration: CFTimeInterval = 0.4,
                completion: (() -> Void)? = nil) {
        let radius = max(bounds.width, bounds.height)
        let rippleLayer = CAShapeLayer()
        rippleLayer.name = "ripple"
        rippleLayer.frame = CGRect(x: point.x - radius, y: point.y - radius, width: radius * 2, height: radius * 2)
        rippleLayer.path = UIBezierPath(ovalIn: rippleLayer.bounds).cgPath
        rippleLayer.fillColor = color.cgColor
        rippleLayer.opacity = 0
        layer.masksToBounds = true
        layer.addSublayer(rippleLayer)

        let scale = CABasicAnimation(keyPath: "transform.scale")
        scale.fromValue = 0.05
        scale.toValue = 1
        let fade = CAKeyframeAnimation(keyPath: "opacity")
        fade.values = [1, 1, 0]
        fade.keyTimes = [0, 0.5, 1]
        let group = CAAnimationGroup()
        group.animations = [scale, fade]
        group.duration = duration
        group.timingFunction = CAMediaTimingFunction(name: .easeOut)

        CATransaction.begin()
        CATransaction.setCompletionBlock {
            rippleLayer.removeFromSuperlayer()
            completion?()
        }
        rippleLayer.add(group, forKey: "ripple")
        CATransaction.commit()
    }
}

// MARK: - A counting label (UICountingLabel / EFCountingLabel shape)

final class CountingLabel: UILabel {
    enum Method { case linear, easeOut }
    private var startValue: CGFloat = 0
    private var destinationValue: CGFloat = 0
    private var progress: TimeInterval = 0
    private var lastUpdate: TimeInterval = 0
    private var totalTime: TimeInterval = 0
    private var timer: CADisplayLink?
    var method = Method.easeOut
    var format = "%.0f"
    var completionBlock: (() -> Void)?

    func count(from start: CGFloat, to end: CGFloat, duration: TimeInterval = 2) {
        startValue = start
        destinationValue = end
        timer?.invalidate()
        timer = nil
        if duration == 0 { setTextValue(end); completionBlock?(); return }
        progress = 0
        totalTime = duration
        lastUpdate = CACurrentMediaTime()
        // CADisplayLink(target: self, selector: #selector(updateValue(timer:))) on iOS.
        let timer = CADisplayLink { [weak self] link in self?.updateValue(timer: link) }
        timer.add(to: .main, forMode: .default)
        timer.add(to: .main, forMode: .tracking)
        self.timer = timer
    }

    func updateValue(timer: CADisplayLink) {
        let now = CACurrentMediaTime()
        progress += now - lastUpdate
        lastUpdate = now
        if progress >= totalTime {
            self.timer?.invalidate()
            self.timer = nil
            progress = totalTime
        }
        setTextValue(currentValue)
        if progress == totalTime { completionBlock?() }
    }

    var currentValue: CGFloat {
        if progress >= totalTime { return destinationValue }
        let percent = CGFloat(progress / totalTime)
        let updateVal: CGFloat
        switch method {
        case .linear: updateVal = percent
        case .easeOut: updateVal = 1.0 - pow(1.0 - percent, 3)
        }
        return startValue + updateVal * (destinationValue - startValue)
    }

    private func setTextValue(_ value: CGFloat) {
        text = String(format: format, value)
    }
}
