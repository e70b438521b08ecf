// Auto Layout code as iOS apps write it, compiled with `import UIKit` unchanged.
// (No `import Testing` here: see PortedUIKitCode.swift; AutoLayoutCodeTests.swift drives it.)
import UIKit

/// A login form laid out with anchors: a title, two fields and a button stacked in the
/// layout margins, the button's width a fraction of the form's.
final class LoginFormViewController: UIViewController {
    let titleLabel = UILabel()
    let emailField = UITextField()
    let passwordField = UITextField()
    let signInButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        titleLabel.text = "Sign in"
        titleLabel.font = .systemFont(ofSize: 28, weight: .bold)
        emailField.placeholder = "Email"
        passwordField.placeholder = "Password"
        signInButton.setTitle("Sign In", for: .normal)

        for subview in [titleLabel, emailField, passwordField, signInButton] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
            titleLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),

            emailField.topAnchor.constraint(equalToSystemSpacingBelow: titleLabel.bottomAnchor, multiplier: 3),
            emailField.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            emailField.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            emailField.heightAnchor.constraint(equalToConstant: 44),

            passwordField.topAnchor.constraint(equalTo: emailField.bottomAnchor, constant: 12),
            passwordField.leadingAnchor.constraint(equalTo: emailField.leadingAnchor),
            passwordField.trailingAnchor.constraint(equalTo: emailField.trailingAnchor),
            passwordField.heightAnchor.constraint(equalTo: emailField.heightAnchor),

            signInButton.topAnchor.constraint(equalTo: passwordField.bottomAnchor, constant: 24),
            signInButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            signInButton.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5),
            signInButton.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
        ])
    }
}

/// A card whose height constraint animates between collapsed and expanded, the most common
/// Auto Layout animation idiom: change the constant, then `layoutIfNeeded()` in the block.
final class ExpandingCardViewController: UIViewController {
    let card = UIView()
    let detail = UILabel()
    private(set) var heightConstraint: NSLayoutConstraint!
    private(set) var isExpanded = false
    static let collapsedHeight: CGFloat = 100
    static let expandedHeight: CGFloat = 300

    override func viewDidLoad() {
        super.viewDidLoad()
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 12
        card.clipsToBounds = true
        card.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)
        detail.text = "More about this card"
        detail.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(detail)

        heightConstraint = card.heightAnchor.constraint(equalToConstant: Self.collapsedHeight)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            heightConstraint,
            detail.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
            detail.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
        ])
    }

    func toggle(completion: ((Bool) -> Void)? = nil) {
        isExpanded.toggle()
        heightConstraint.constant = isExpanded ? Self.expandedHeight : Self.collapsedHeight
        UIView.animate(withDuration: 0.3, animations: {
            self.view.layoutIfNeeded()
        }, completion: completion)
    }
}

/// A controller that keeps its constraints in updateViewConstraints(), switching between two
/// sets when the layout changes, as iOS code does for compact and regular layouts.
final class SideBySideViewController: UIViewController {
    let first = UIView()
    let second = UIView()
    var stacked = false { didSet { view.setNeedsUpdateConstraints() } }
    private(set) var updates = 0
    private var sideBySide: [NSLayoutConstraint] = []
    private var onTop: [NSLayoutConstraint] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        for box in [first, second] {
            box.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(box)
        }
        view.setNeedsUpdateConstraints()
    }

    override func updateViewConstraints() {
        updates += 1
        if sideBySide.isEmpty {
            sideBySide = [
                first.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                first.topAnchor.constraint(equalTo: view.topAnchor),
                first.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                second.leadingAnchor.constraint(equalTo: first.trailingAnchor),
                second.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                second.topAnchor.constraint(equalTo: view.topAnchor),
                second.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                second.widthAnchor.constraint(equalTo: first.widthAnchor),
            ]
            onTop = [
                first.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                first.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                first.topAnchor.constraint(equalTo: view.topAnchor),
                second.topAnchor.constraint(equalTo: first.bottomAnchor),
                second.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                second.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                second.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                second.heightAnchor.constraint(equalTo: first.heightAnchor),
            ]
        }
        NSLayoutConstraint.deactivate(stacked ? sideBySide : onTop)
        NSLayoutConstraint.activate(stacked ? onTop : sideBySide)
        super.updateViewConstraints()
    }
}
