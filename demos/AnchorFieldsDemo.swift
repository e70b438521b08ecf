import Foundation
import StrataUI

/// Seed 002's anchorPoint playground (ACAnchorPointViewController, L101–159): a 150-point
/// light grey layer at the view's centre spins about its anchorPoint (`transform.rotation.z`
/// 0 → 2π in 2 s, forever); two text fields take the anchorPoint's x and y, and Return applies
/// the value (`textFieldShouldReturn(_:)`: "the text field calls this method whenever the user
/// taps the return button"). The seed's outlets came from a storyboard; here `viewDidLoad`
/// makes the fields. A value outside 0…1 is refused, as the seed's alert refuses it (a label
/// says so instead of `UIAlertController`). The layer is a plain CALayer, as in the seed, so
/// its new anchorPoint animates implicitly (CALayer: anchorPoint is animatable; a standalone
/// layer's changes run its default 0.25 s action). Tap a field, type, press Return.
final class AnchorFieldsViewController: DemoViewController, UITextFieldDelegate {
    private(set) var layer: CALayer!
    private(set) var xField: UITextField!
    private(set) var yField: UITextField!
    private(set) var message: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.12, green: 0.13, blue: 0.17, alpha: 1)

        layer = CALayer()
        layer.name = "square"
        layer.backgroundColor = UIColor.lightGray.cgColor
        layer.position = view.center
        layer.bounds = CGRect(x: 0, y: 0, width: 150.0, height: 150.0)
        // Smooth edges while it spins (Core Animation's default is hard edges).
        layer.allowsEdgeAntialiasing = true

        let rotationAnimation = CABasicAnimation(keyPath: "transform.rotation.z")
        rotationAnimation.duration = 2
        rotationAnimation.repeatCount = .infinity  // HUGE_VALF
        rotationAnimation.isRemovedOnCompletion = false
        rotationAnimation.fromValue = NSNumber(value: Float(0))
        rotationAnimation.toValue = NSNumber(value: Float(3.1415926 * 2))
        layer.add(rotationAnimation, forKey: "rotationTransform")
        view.layer.addSublayer(layer)

        // A red dot at the position: the point the square turns about.
        let pivot = CALayer()
        pivot.name = "pivot"
        pivot.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        pivot.cornerRadius = 5
        pivot.backgroundColor = UIColor.systemRed.cgColor
        pivot.position = view.center
        view.layer.addSublayer(pivot)

        xField = makeField("anchorPoint.x", x: 20)
        yField = makeField("anchorPoint.y", x: 170)
        message = UILabel(frame: CGRect(x: 20, y: 106, width: 280, height: 18))
        message.font = .systemFont(ofSize: 12)
        message.textColor = UIColor(white: 1, alpha: 0.7)
        message.text = "anchorPoint (0.5, 0.5)"
        view.addSubview(message)
        addDemoCaption("tap a field, type 0–1, press Return: the square spins about the new anchorPoint")
    }

    private func makeField(_ placeholder: String, x: CGFloat) -> UITextField {
        let field = UITextField(frame: CGRect(x: x, y: 60, width: 130, height: 36))
        field.layer.name = placeholder
        field.placeholder = placeholder
        field.font = .systemFont(ofSize: 15)
        field.backgroundColor = .white
        field.layer.cornerRadius = 6
        field.layer.borderWidth = 2
        field.layer.borderColor = UIColor.lightGray.cgColor
        field.textAlignment = .center
        field.delegate = self
        view.addSubview(field)
        return field
    }

    // MARK: - UITextFieldDelegate

    func textFieldDidBeginEditing(_ textField: UITextField) {
        textField.layer.borderColor = UIColor.systemBlue.cgColor
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        textField.layer.borderColor = UIColor.lightGray.cgColor
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        let text = textField.text ?? ""
        // `doubleValue` reads a leading number and gives 0 for none; an empty field means 0.5.
        let value = text.isEmpty ? 0.5 : (Double(text.trimmingCharacters(in: .whitespaces)) ?? 0)
        if value < 0 || value > 1 {
            message.text = "the value must be between 0 and 1"
            return false
        }
        var point = layer.anchorPoint
        if textField === xField {
            point.x = CGFloat(value)
        } else {
            point.y = CGFloat(value)
        }
        layer.anchorPoint = point
        message.text = String(format: "anchorPoint (%.2f, %.2f)", Double(point.x), Double(point.y))
        textField.resignFirstResponder()
        return true
    }
}

/// The anchorPoint playground with text fields as a demo.
public final class AnchorFieldsDemo: UIKitDemo, Demo {
    public static let name = "ui-anchor-fields"
    public static let title = "anchorPoint fields"
    public static let summary = "two UITextFields set the anchorPoint of a spinning layer; Return applies (seed 002)"
    public static let controls = [
        DemoControl("click a field", "edit anchorPoint.x or .y"),
        DemoControl("0–9 . Return", "type a value from 0 to 1 and apply it"),
    ]
    public static let size = phoneScreen

    override public func makeRootViewController() -> UIViewController { AnchorFieldsViewController() }

    var controller: AnchorFieldsViewController? { window?.rootViewController as? AnchorFieldsViewController }

    public var status: String? {
        guard let layer = controller?.layer else { return nil }
        return String(format: "anchorPoint (%.2f, %.2f)", Double(layer.anchorPoint.x), Double(layer.anchorPoint.y))
    }
}
