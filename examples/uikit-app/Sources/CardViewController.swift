import UIKit

/// A card that a tap sends to the other half of the screen with a spring, changing colour on
/// the way; touches on the card itself lift it a little while the finger is down.
class CardViewController: UIViewController {
    let card = UIView()
    let hint = UILabel()
    var isDown = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.1, green: 0.11, blue: 0.14, alpha: 1)

        card.frame = CGRect(x: 0, y: 0, width: 140, height: 140)
        card.layer.cornerRadius = 24
        card.backgroundColor = UIColor(red: 0.98, green: 0.6, blue: 0.2, alpha: 1)
        view.addSubview(card)

        hint.text = "Tap anywhere"
        hint.textColor = .white
        hint.textAlignment = .center
        view.addSubview(hint)

        let tap = UITapGestureRecognizer { [weak self] _ in self?.toggle() }
        view.addGestureRecognizer(tap)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        hint.frame = CGRect(x: 0, y: view.bounds.height - 60, width: view.bounds.width, height: 30)
        UIView.performWithoutAnimation { card.center = target }
    }

    /// Where the card rests: the upper or the lower third.
    var target: CGPoint {
        CGPoint(x: view.bounds.midX, y: view.bounds.height * (isDown ? 2.0 / 3 : 1.0 / 3))
    }

    func toggle() {
        isDown.toggle()
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
                       options: [.beginFromCurrentState], animations: {
            self.card.center = self.target
            self.card.backgroundColor = self.isDown
                ? UIColor(red: 0.2, green: 0.75, blue: 0.6, alpha: 1)
                : UIColor(red: 0.98, green: 0.6, blue: 0.2, alpha: 1)
        })
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, card.frame.contains(touch.location(in: view)) else { return }
        UIView.animate(withDuration: 0.15) { self.card.transform = CGAffineTransform(scaleX: 1.05, y: 1.05) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        UIView.animate(withDuration: 0.15) { self.card.transform = .identity }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchesEnded(touches, with: event)
    }
}
