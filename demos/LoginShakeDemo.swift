import Foundation
import StrataCore
import StrataGraphics

/// The login form of seed 004 (objc.io #12, L62–76; digest E47): a wrong password shakes the
/// form with an additive `position.x` keyframe animation — values 0, 10, −10, 10, 0 at key
/// times 0, 1/6, 3/6, 5/6, 1 over 0.4 s — added to whatever the model position is. Clicking
/// the button (or anywhere) "fails" the login and shakes the form.
public final class LoginShakeDemo: NSObject, Demo {
    public static let name = "login-shake"
    public static let title = "Login form shake"
    public static let summary = "a login form shakes with additive keyframes when a login fails (seed 004)"
    public static let controls = [DemoControl("click", "try to log in (it fails and the form shakes)")]

    /// The form (named `form`), its two fields and button.
    public let form = CALayer()
    /// How many times the form has shaken.
    public private(set) var shakes = 0

    public override required init() {
        super.init()
    }

    public func makeScene() -> CALayer {
        let root = DemoStage.backdropRoot(size: Self.size)
        form.name = "form"
        form.bounds = CGRect(x: 0, y: 0, width: 320, height: 220)
        form.position = CGPoint(x: Self.size.width / 2, y: Self.size.height / 2)
        form.backgroundColor = CGColor(gray: 0.95, alpha: 1)
        form.cornerRadius = 14
        form.shadowOpacity = 0.4
        form.shadowRadius = 10
        form.shadowOffset = CGSize(width: 0, height: 4)
        for (index, name) in ["username", "password"].enumerated() {
            let field = CALayer()
            field.name = name
            field.frame = CGRect(x: 30, y: 30 + CGFloat(index) * 56, width: 260, height: 40)
            field.backgroundColor = CGColor(gray: 1, alpha: 1)
            field.borderColor = CGColor(gray: 0.75, alpha: 1)
            field.borderWidth = 1
            field.cornerRadius = 6
            field.addSublayer(DemoStage.label(name, at: CGPoint(x: 12, y: 10), width: 236, fontSize: 15,
                                              color: CGColor(gray: 0.6, alpha: 1)))
            form.addSublayer(field)
        }
        let button = CALayer()
        button.name = "login"
        button.frame = CGRect(x: 30, y: 150, width: 260, height: 44)
        button.backgroundColor = CGColor(red: 0.2, green: 0.48, blue: 0.95, alpha: 1)
        button.cornerRadius = 8
        button.addSublayer(DemoStage.label("Log in", at: CGPoint(x: 0, y: 11), width: 260, fontSize: 16,
                                           color: CGColor(gray: 1, alpha: 1), alignment: .center))
        form.addSublayer(button)
        root.addSublayer(form)
        return root
    }

    public func pointerUp(at point: CGPoint, on layer: CALayer?) {
        shake()
    }

    /// Seed 004 L62–72, verbatim.
    private func shake() {
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.values = [0, 10, -10, 10, 0]
        animation.keyTimes = [0, NSNumber(value: 1 / 6.0), NSNumber(value: 3 / 6.0), NSNumber(value: 5 / 6.0), 1]
        animation.duration = 0.4
        animation.isAdditive = true
        form.add(animation, forKey: "shake")
        shakes += 1
    }
}
