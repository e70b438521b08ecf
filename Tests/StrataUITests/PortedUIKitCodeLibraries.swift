// Code in the style of open-source UIKit animation libraries (preset views with inspectable
// properties, transform-based entrance animations, colour helpers, chained keyframes),
// written for this test suite with the APIs and idioms those libraries use, compiled with
// `import UIKit` unchanged. Tests call in from PortedUIKitCodeLibrariesTests.swift.
import UIKit

// MARK: - A preset-driven spring view (inspectable properties, transforms, springs)

@IBDesignable
class PresetSpringView: UIView {
    @IBInspectable var preset: String = ""
    @IBInspectable var force: CGFloat = 1
    @IBInspectable var delay: CGFloat = 0
    @IBInspectable var duration: CGFloat = 0.7
    @IBInspectable var damping: CGFloat = 0.7
    @IBInspectable var velocity: CGFloat = 0.7
    @IBInspectable var x: CGFloat = 0
    @IBInspectable var y: CGFloat = 0
    @IBInspectable var scaleX: CGFloat = 1
    @IBInspectable var scaleY: CGFloat = 1
    @IBInspectable var rotate: CGFloat = 0
    @IBInspectable var opacity: CGFloat = 1
    @IBInspectable var curve: String = ""
    var animateFrom = true
    private(set) var setUpCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        commonInit()
    }

    private func commonInit() { setUpCount += 1 }

    override func awakeFromNib() {
        super.awakeFromNib()
        alpha = 0
    }

    override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        backgroundColor = .red
    }

    func options(for curve: String) -> UIView.AnimationOptions {
        switch curve {
        case "easeIn": return .curveEaseIn
        case "easeOut": return .curveEaseOut
        case "easeInOut": return []
        default: return .curveLinear
        }
    }

    func timingFunction(for curve: String) -> CAMediaTimingFunction {
        switch curve {
        case "easeIn": return CAMediaTimingFunction(name: .easeIn)
        case "linear": return CAMediaTimingFunction(name: CAMediaTimingFunctionName.linear)
        case "spring": return CAMediaTimingFunction(controlPoints: 0.5, 1.1 + Float(force / 3), 1, 1)
        case "easeOutBack": return CAMediaTimingFunction(controlPoints: 0.175, 0.885, 0.32, 1.275)
        default: return CAMediaTimingFunction(name: CAMediaTimingFunctionName.default)
        }
    }

    private func applyPreset() {
        switch preset {
        case "slideLeft": x = 300 * force
        case "fadeInUp": y = 300 * force; opacity = 0
        case "zoomIn": opacity = 0; scaleX = 2 * force; scaleY = 2 * force
        case "fall": animateFrom = false; rotate = 15 * CGFloat(CGFloat.pi / 180); y = 600 * force
        case "shake":
            let animation = CAKeyframeAnimation()
            animation.keyPath = "position.x"
            animation.values = [0, 30 * force, -30 * force, 30 * force, 0]
            animation.keyTimes = [0, 0.2, 0.4, 0.6, 0.8, 1]
            animation.timingFunction = timingFunction(for: curve)
            animation.duration = CFTimeInterval(duration)
            animation.isAdditive = true
            animation.repeatCount = 1
            animation.beginTime = CACurrentMediaTime() + CFTimeInterval(delay)
            layer.add(animation, forKey: "shake")
        case "pop":
            let animation = CAKeyframeAnimation(keyPath: "transform.scale")
            animation.values = [0, 0.2 * force, -0.2 * force, 0.2 * force, 0]
            animation.keyTimes = [0, 0.2, 0.4, 0.6, 0.8, 1]
            animation.duration = CFTimeInterval(duration)
            animation.isAdditive = true
            layer.add(animation, forKey: "pop")
        case "flipX":
            var perspective = CATransform3DIdentity
            perspective.m34 = -1.0 / layer.frame.size.width / 2
            let animation = CABasicAnimation()
            animation.keyPath = "transform"
            animation.fromValue = NSValue(caTransform3D: CATransform3DMakeRotation(0, 0, 0, 0))
            animation.toValue = NSValue(caTransform3D: CATransform3DConcat(perspective, CATransform3DMakeRotation(.pi, 0, 1, 0)))
            animation.duration = CFTimeInterval(duration)
            animation.timingFunction = timingFunction(for: curve)
            layer.add(animation, forKey: "3d")
        case "flash":
            let animation = CABasicAnimation(keyPath: "opacity")
            animation.fromValue = 1
            animation.toValue = 0
            animation.duration = CFTimeInterval(duration)
            animation.repeatCount = 2
            animation.autoreverses = true
            layer.add(animation, forKey: "flash")
        default: break
        }
    }

    private var presetTransform: CGAffineTransform {
        let translate = CGAffineTransform(translationX: x, y: y)
        let scale = CGAffineTransform(scaleX: scaleX, y: scaleY)
        let rotation = CGAffineTransform(rotationAngle: rotate)
        return rotation.concatenating(translate.concatenating(scale))
    }

    func animate(completion: (() -> Void)? = nil) {
        animateFrom = true
        applyPreset()
        if animateFrom {
            transform = presetTransform
            alpha = opacity
        }
        UIView.animate(withDuration: TimeInterval(duration), delay: TimeInterval(delay),
                       usingSpringWithDamping: damping, initialSpringVelocity: velocity,
                       options: [options(for: curve), UIView.AnimationOptions.allowUserInteraction],
                       animations: { [weak self] in
                           guard let self = self else { return }
                           if self.animateFrom {
                               self.transform = CGAffineTransform.identity
                               self.alpha = 1
                           } else {
                               self.transform = self.presetTransform
                               self.alpha = self.opacity
                           }
                       }, completion: { [weak self] _ in
                           completion?()
                           self?.resetAll()
                       })
    }

    func resetAll() {
        x = 0; y = 0; preset = ""; opacity = 1; scaleX = 1; scaleY = 1; rotate = 0
        damping = 0.7; velocity = 0.7; delay = 0; duration = 0.7
    }
}

// MARK: - Inspectable layer styling, as extension libraries write it

extension UIView {
    @IBInspectable var cornerRadiusValue: CGFloat {
        get { layer.cornerRadius }
        set {
            layer.cornerRadius = newValue
            layer.masksToBounds = newValue > 0
        }
    }

    @IBInspectable var borderColorValue: UIColor? {
        get { layer.borderColor.map { UIColor(cgColor: $0) } }
        set { layer.borderColor = newValue?.cgColor }
    }

    @IBInspectable var shadowOpacityValue: Float {
        get { layer.shadowOpacity }
        set { layer.shadowOpacity = newValue }
    }
}

// MARK: - Entrance animations from a list of transforms (cascade with dispatch groups)

protocol EntranceAnimation: Sendable {
    var initialTransform: CGAffineTransform { get }
}

enum EntranceKind: EntranceAnimation {
    case from(dx: CGFloat, dy: CGFloat)
    case zoom(scale: CGFloat)
    case rotate(angle: CGFloat)

    var initialTransform: CGAffineTransform {
        switch self {
        case let .from(dx, dy): return CGAffineTransform(translationX: dx, y: dy)
        case let .zoom(scale): return CGAffineTransform(scaleX: scale, y: scale)
        case let .rotate(angle): return CGAffineTransform(rotationAngle: angle)
        }
    }
}

extension UIView {
    func enter(with animations: [EntranceAnimation], initialAlpha: CGFloat = 0, finalAlpha: CGFloat = 1,
               delay: Double = 0, duration: TimeInterval = 0.3, options: UIView.AnimationOptions? = nil,
               completion: (() -> Void)? = nil) {
        let original = transform
        var start = transform
        animations.forEach { start = start.concatenating($0.initialTransform) }
        transform = start
        alpha = initialAlpha
        UIView.animate(withDuration: duration, delay: delay, options: options ?? [], animations: { [weak self] in
            self?.transform = original
            self?.alpha = finalAlpha
        }) { _ in
            completion?()
        }
    }

    static func enter(views: [UIView], with animations: [EntranceAnimation], interval: TimeInterval = 0.05,
                      duration: TimeInterval = 0.3, completion: (() -> Void)? = nil) {
        guard !views.isEmpty else { completion?(); return }
        views.forEach { $0.alpha = 0 }
        let group = DispatchGroup()
        views.forEach { _ in group.enter() }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.01) {
            for (index, view) in views.enumerated() {
                view.enter(with: animations, delay: Double(index) * interval, duration: duration) { group.leave() }
            }
        }
        group.notify(queue: .main) { completion?() }
    }

    /// Keyframes over evenly split frames, with a zero-length final keyframe.
    func wiggle(angle: CGFloat = .pi / 8, duration: TimeInterval = 1, completion: ((Bool) -> Void)? = nil) {
        let frames: [CGFloat] = [-angle, angle, -angle, angle, 0]
        let step = 1.0 / Double(frames.count)
        UIView.animateKeyframes(withDuration: duration, delay: 0, options: [.calculationModeLinear]) {
            for (index, value) in frames.enumerated() {
                UIView.addKeyframe(withRelativeStartTime: Double(index) * step, relativeDuration: step) {
                    self.transform = CGAffineTransform(rotationAngle: value)
                }
            }
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0) { self.alpha = 1 }
        } completion: { finished in
            completion?(finished)
        }
    }
}

// MARK: - Colour helpers

extension UIColor {
    convenience init(hex: String, alpha: CGFloat = 1) {
        var text = hex.trimmingCharacters(in: .whitespacesAndNewlines).uppercased()
        if text.hasPrefix("#") { text.removeFirst() }
        var rgb: UInt64 = 0
        Scanner(string: text).scanHexInt64(&rgb)
        self.init(red: CGFloat((rgb & 0xFF0000) >> 16) / 255.0,
                  green: CGFloat((rgb & 0x00FF00) >> 8) / 255.0,
                  blue: CGFloat(rgb & 0x0000FF) / 255.0,
                  alpha: alpha)
    }

    convenience init(rgb: Int) {
        self.init(red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255,
                  blue: CGFloat(rgb & 0xFF) / 255, alpha: 1)
    }

    var hexString: String {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        getRed(&r, green: &g, blue: &b, alpha: &a)
        return String(format: "#%02X%02X%02X", Int(r * 255), Int(g * 255), Int(b * 255))
    }

    func lighter(by amount: CGFloat = 0.2) -> UIColor {
        var h: CGFloat = 0, s: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        guard getHue(&h, saturation: &s, brightness: &b, alpha: &a) else { return self }
        return UIColor(hue: h, saturation: s, brightness: min(b + amount, 1), alpha: a)
    }
}

// MARK: - Pulse / fade / rotate helpers with optional options and repeat counts

extension UIView {
    func pulse(scale: CGFloat = 1.2, count: Float = 2, completion: ((Bool) -> Void)? = nil) {
        UIView.animate(withDuration: 0.25, delay: 0, options: [.autoreverse, .curveEaseInOut], animations: {
            UIView.setAnimationRepeatCount(count)
            self.transform = CGAffineTransform.identity.scaledBy(x: scale, y: scale)
        }, completion: { finished in
            self.transform = .identity
            completion?(finished)
        })
    }

    func pulseModern(scale: CGFloat = 1.2, count: CGFloat = 2, completion: ((Bool) -> Void)? = nil) {
        UIView.animate(withDuration: 0.25, delay: 0, options: [], animations: {
            UIView.modifyAnimations(withRepeatCount: count, autoreverses: true) {
                self.transform = CGAffineTransform(scaleX: scale, y: scale)
            }
        }, completion: completion)
    }

    func fadeOut(_ duration: TimeInterval = 0.3, delay: TimeInterval = 0, completion: @escaping (Bool) -> Void = { _ in }) {
        UIView.animate(withDuration: duration, delay: delay, options: .curveEaseOut, animations: {
            self.alpha = 0
        }, completion: completion)
    }

    func spin(degrees: CGFloat, duration: TimeInterval = 0.5) {
        let radians = degrees * .pi / 180
        UIView.animate(withDuration: duration) {
            self.transform = self.transform.rotated(by: radians)
        }
    }

    func startRotating(duration: CFTimeInterval = 1, key: String = "rotation") {
        guard layer.animation(forKey: key) == nil else { return }
        let animation = CABasicAnimation(keyPath: "transform.rotation.z")
        animation.fromValue = 0
        animation.toValue = Double.pi * 2
        animation.duration = duration
        animation.repeatCount = .greatestFiniteMagnitude
        animation.isRemovedOnCompletion = false
        layer.add(animation, forKey: key)
    }

    func stopRotating(key: String = "rotation") { layer.removeAnimation(forKey: key) }
}

// MARK: - Views backed by custom layers

final class RingLayer: CAShapeLayer {
    var ringWidth: CGFloat = 4
}

final class RingView: UIView {
    override class var layerClass: AnyClass { RingLayer.self }
    var ring: RingLayer { layer as! RingLayer }

    override func layoutSubviews() {
        super.layoutSubviews()
        ring.path = UIBezierPath(ovalIn: bounds.insetBy(dx: ring.ringWidth, dy: ring.ringWidth)).cgPath
        ring.lineWidth = ring.ringWidth
        ring.strokeColor = UIColor.blue.cgColor
        ring.fillColor = UIColor.clear.cgColor
    }
}

final class GradientView: UIView {
    override class var layerClass: AnyClass { return CAGradientLayer.self }
    var gradientLayer: CAGradientLayer { return layer as! CAGradientLayer }
}

// MARK: - A view controller with a custom initializer

final class CardViewController: UIViewController {
    let cardColor: UIColor
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))

    init(color: UIColor) {
        cardColor = color
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        card.backgroundColor = cardColor
        card.layer.cornerRadius = 8
        view.addSubview(card)
    }

    func slideCard(by insets: UIEdgeInsets, completion: ((Bool) -> Void)? = nil) {
        let target = view.bounds.inset(by: insets)
        UIView.animate(withDuration: 0.4, delay: 0, options: [.beginFromCurrentState, .curveEaseOut], animations: {
            self.card.frame.origin = target.origin
        }, completion: completion)
    }
}

final class PlainViewController: UIViewController {
    init() { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}
