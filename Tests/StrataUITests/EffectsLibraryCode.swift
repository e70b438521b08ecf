// Effect code in the shapes open-source iOS projects write it: a shimmer mask (the
// "startShimmering" extension), SkeletonView-style sliding and pulse animations, a circular
// progress view with a pause/resume pair, SAConfettiView's emitter, a chat typing indicator
// made with CAReplicatorLayer, and a card that flips with perspective. Written from memory for
// this suite with those projects' APIs and idioms, compiled with `import UIKit` unchanged.
// Tests: EffectsLibraryTests.swift.
import UIKit

// MARK: - Shimmer (a gradient mask whose locations slide)

extension UIView {
    func startShimmering() {
        let light = UIColor.white.cgColor
        let alpha = UIColor.white.withAlphaComponent(0.7).cgColor

        let gradient = CAGradientLayer()
        gradient.colors = [alpha, light, alpha]
        gradient.frame = CGRect(x: -self.bounds.size.width, y: 0, width: 3 * self.bounds.size.width, height: self.bounds.size.height)
        gradient.startPoint = CGPoint(x: 0.0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1.0, y: 0.525)
        gradient.locations = [0.4, 0.5, 0.6]
        self.layer.mask = gradient

        let animation = CABasicAnimation(keyPath: "locations")
        animation.fromValue = [0.0, 0.1, 0.2]
        animation.toValue = [0.8, 0.9, 1.0]
        animation.duration = 1.5
        animation.repeatCount = HUGE
        gradient.add(animation, forKey: "shimmer")
    }

    func stopShimmering() {
        self.layer.mask = nil
    }
}

// MARK: - Skeleton placeholders (sliding gradient, pulsing colour)

enum SkeletonAnimations {
    /// startPoint / endPoint given as bare CGPoints (bridged to NSValue on iOS).
    static var sliding: CAAnimation {
        let startPointAnim = CABasicAnimation(keyPath: "startPoint")   // #keyPath(CAGradientLayer.startPoint) on iOS
        startPointAnim.fromValue = CGPoint(x: -1, y: 0.5)
        startPointAnim.toValue = CGPoint(x: 1, y: 0.5)

        let endPointAnim = CABasicAnimation(keyPath: "endPoint")
        endPointAnim.fromValue = CGPoint(x: 0, y: 0.5)
        endPointAnim.toValue = CGPoint(x: 2, y: 0.5)

        let animGroup = CAAnimationGroup()
        animGroup.animations = [startPointAnim, endPointAnim]
        animGroup.duration = 1.5
        animGroup.timingFunction = CAMediaTimingFunction(name: .easeIn)
        animGroup.repeatCount = .infinity
        animGroup.autoreverses = false
        animGroup.isRemovedOnCompletion = false
        return animGroup
    }

    static func pulse(from color: UIColor, to other: UIColor) -> CAAnimation {
        let pulseAnimation = CABasicAnimation(keyPath: "backgroundColor")
        pulseAnimation.fromValue = color.cgColor
        pulseAnimation.toValue = other.cgColor
        pulseAnimation.duration = 1
        pulseAnimation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        pulseAnimation.autoreverses = true
        pulseAnimation.repeatCount = .infinity
        pulseAnimation.isRemovedOnCompletion = false
        return pulseAnimation
    }
}

// MARK: - Circular progress

final class CircularProgressView: UIView {
    let trackLayer = CAShapeLayer()
    let progressLayer = CAShapeLayer()
    var trackColor = UIColor.lightGray {
        didSet { trackLayer.strokeColor = trackColor.cgColor }
    }
    var progressColor = UIColor.systemBlue {
        didSet { progressLayer.strokeColor = progressColor.cgColor }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        createCircularPath()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        createCircularPath()
    }

    func createCircularPath() {
        backgroundColor = .clear
        layer.cornerRadius = frame.size.width / 2
        let circularPath = UIBezierPath(arcCenter: CGPoint(x: frame.size.width / 2, y: frame.size.height / 2),
                                        radius: (frame.size.width - 10) / 2,
                                        startAngle: CGFloat(-0.5 * .pi),
                                        endAngle: CGFloat(1.5 * .pi),
                                        clockwise: true)
        trackLayer.path = circularPath.cgPath
        trackLayer.fillColor = UIColor.clear.cgColor
        trackLayer.strokeColor = trackColor.cgColor
        trackLayer.lineWidth = 10.0
        trackLayer.strokeEnd = 1.0
        layer.addSublayer(trackLayer)

        progressLayer.path = circularPath.cgPath
        progressLayer.fillColor = UIColor.clear.cgColor
        progressLayer.strokeColor = progressColor.cgColor
        progressLayer.lineWidth = 10.0
        progressLayer.strokeEnd = 0.0
        progressLayer.lineCap = .round
        layer.addSublayer(progressLayer)
    }

    /// Sets the model value (which makes an implicit animation) and then adds an explicit one
    /// under another key: the explicit one, added last, is what shows.
    func setProgressWithAnimation(duration: TimeInterval, value: Float) {
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.duration = duration
        animation.fromValue = 0
        animation.toValue = value
        animation.timingFunction = CAMediaTimingFunction(name: CAMediaTimingFunctionName.linear)
        progressLayer.strokeEnd = CGFloat(value)
        progressLayer.add(animation, forKey: "animateprogress")
    }

    func pauseLayer(layer: CALayer) {
        let pausedTime: CFTimeInterval = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0.0
        layer.timeOffset = pausedTime
    }

    func resumeLayer(layer: CALayer) {
        let pausedTime: CFTimeInterval = layer.timeOffset
        layer.speed = 1.0
        layer.timeOffset = 0.0
        layer.beginTime = 0.0
        let timeSincePause: CFTimeInterval = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
        layer.beginTime = timeSincePause
    }
}

// MARK: - Confetti

final class ConfettiView: UIView {
    var emitter: CAEmitterLayer!
    var colors: [UIColor] = [UIColor(red: 0.95, green: 0.40, blue: 0.27, alpha: 1.0),
                             UIColor(red: 1.00, green: 0.78, blue: 0.36, alpha: 1.0),
                             UIColor(red: 0.48, green: 0.78, blue: 0.64, alpha: 1.0)]
    var intensity: Float = 0.5
    private var active = false

    func startConfetti() {
        emitter = CAEmitterLayer()
        emitter.emitterPosition = CGPoint(x: frame.size.width / 2.0, y: 0)
        emitter.emitterShape = CAEmitterLayerEmitterShape.line
        emitter.emitterSize = CGSize(width: frame.size.width, height: 1)

        var cells = [CAEmitterCell]()
        for color in colors {
            cells.append(confettiWithColor(color: color))
        }
        emitter.emitterCells = cells
        layer.addSublayer(emitter)
        active = true
    }

    func stopConfetti() {
        emitter?.birthRate = 0
        active = false
    }

    func isActive() -> Bool { active }

    func confettiImage() -> UIImage? {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 8, height: 8), false, 1)
        UIColor.white.setFill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 8, height: 8)).fill()
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        return image
    }

    func confettiWithColor(color: UIColor) -> CAEmitterCell {
        let confetti = CAEmitterCell()
        confetti.birthRate = 6.0 * intensity
        confetti.lifetime = 14.0 * intensity
        confetti.lifetimeRange = 0
        confetti.color = color.cgColor
        confetti.velocity = CGFloat(350.0 * intensity)
        confetti.velocityRange = CGFloat(80.0 * intensity)
        confetti.emissionLongitude = CGFloat(Double.pi)
        confetti.emissionRange = CGFloat(Double.pi)
        confetti.spin = CGFloat(3.5 * intensity)
        confetti.spinRange = CGFloat(4.0 * intensity)
        confetti.scaleRange = CGFloat(intensity)
        confetti.scaleSpeed = CGFloat(-0.1 * intensity)
        confetti.contents = confettiImage()!.cgImage
        return confetti
    }
}

// MARK: - Typing indicator

final class TypingIndicatorView: UIView {
    let replicatorLayer = CAReplicatorLayer()
    let dot = CALayer()
    let dotSize: CGFloat = 8

    override init(frame: CGRect) {
        super.init(frame: frame)
        replicatorLayer.frame = bounds
        replicatorLayer.instanceCount = 3
        replicatorLayer.instanceTransform = CATransform3DMakeTranslation(dotSize * 2, 0, 0)
        replicatorLayer.instanceDelay = 0.2
        layer.addSublayer(replicatorLayer)

        dot.bounds = CGRect(x: 0, y: 0, width: dotSize, height: dotSize)
        dot.position = CGPoint(x: dotSize, y: bounds.midY)
        dot.cornerRadius = dotSize / 2
        dot.backgroundColor = UIColor.gray.cgColor
        replicatorLayer.addSublayer(dot)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func startAnimating() {
        let bounce = CAKeyframeAnimation(keyPath: "transform.translation.y")
        bounce.values = [0, -dotSize, 0, 0]
        bounce.keyTimes = [0, 0.25, 0.5, 1]
        bounce.duration = 1.2
        bounce.repeatCount = .infinity
        dot.add(bounce, forKey: "bounce")

        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.3
        fade.duration = 0.6
        fade.autoreverses = true
        fade.repeatCount = .infinity
        dot.add(fade, forKey: "fade")
    }

    func stopAnimating() { dot.removeAllAnimations() }
}

// MARK: - Card flip with perspective

final class FlipCardView: UIView {
    func flip(duration: TimeInterval, completion: @escaping (Bool) -> Void) {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500.0
        layer.transform = CATransform3DRotate(perspective, .pi / 2, 0, 1, 0)
        UIView.animate(withDuration: duration, delay: 0, options: .curveLinear, animations: {
            self.layer.transform = perspective
        }, completion: completion)
    }
}
