import UIKit
import Testing

final class IdiomViewController: UIViewController {
    let box = UIView()
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        box.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        box.layer.cornerRadius = 8
        box.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        view.addSubview(box)
    }
    func tapped() {}
}

/// Everyday UIKit view code compiled with `import UIKit` and `import Testing` in one file (the
/// `_Testing_UIKit` cross-import overlay Swift Testing asks for is supplied, empty).
@Suite("Everyday UIKit idioms compile and behave")
struct UIKitIdiomsTests {
    @Test("autoresizingMask shares a size change among the flexible parts in proportion (Apple: UIView.AutoresizingMask)")
    func autoresizing() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let fill = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 80))
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let pinnedRight = UIView(frame: CGRect(x: 150, y: 0, width: 40, height: 20))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin]
        let shared = UIView(frame: CGRect(x: 50, y: 0, width: 100, height: 20))
        shared.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        let fixed = UIView(frame: CGRect(x: 20, y: 30, width: 10, height: 10))
        [fill, pinnedRight, shared, fixed].forEach(parent.addSubview)
        parent.frame = CGRect(x: 0, y: 0, width: 400, height: 150)
        #expect(fill.frame == CGRect(x: 10, y: 10, width: 380, height: 130))
        #expect(pinnedRight.frame == CGRect(x: 350, y: 0, width: 40, height: 20))
        // Margins 50 and 50, width 100: the 200-point change splits 50/100/50.
        #expect(shared.frame == CGRect(x: 100, y: 0, width: 200, height: 20))
        #expect(fixed.frame == CGRect(x: 20, y: 30, width: 10, height: 10))
        parent.autoresizesSubviews = false
        parent.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(fill.frame.width == 380)
    }

    @Test("systemFont(ofSize:weight:) draws semibold and heavier bold; safeAreaInsets is zero; systemName images are nil")
    func fontsInsetsSymbols() {
        #expect(UIFont.systemFont(ofSize: 14, weight: .semibold).familyName == UIFont.boldSystemFont(ofSize: 14).familyName)
        #expect(UIFont.systemFont(ofSize: 14, weight: .regular).pointSize == 14)
        #expect(UIFont.Weight.bold > UIFont.Weight.regular)
        #expect(UIView().safeAreaInsets == .zero)
        #expect(UIImage(systemName: "star") == nil)
    }

    @Test("the snippets compile")
    func idioms() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut, .allowUserInteraction], animations: {
            v.transform = CGAffineTransform(scaleX: 1.2, y: 1.2).rotated(by: .pi / 8)
            v.alpha = 0.5
        }) { finished in _ = finished }
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.8, options: .curveEaseOut, animations: { v.center.y += 10 }, completion: nil)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeCubic], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { v.frame.origin.x = 10 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { v.frame.origin.x = 0 }
        })
        UIView.transition(with: v, duration: 0.3, options: .transitionCrossDissolve, animations: { v.backgroundColor = .red })
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { v.alpha = 1 }
        animator.addCompletion { position in _ = position == .end }
        animator.startAnimation()
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        animator.isReversed = true
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.5)
        v.layer.shadowColor = UIColor.black.cgColor
        v.layer.shadowOpacity = 0.2
        v.layer.borderColor = UIColor.systemBlue.cgColor
        v.setNeedsLayout(); v.layoutIfNeeded()
        let label = UILabel()
        label.text = "Hello"
        label.font = .boldSystemFont(ofSize: 17)
        label.textAlignment = .center
        label.numberOfLines = 0
        label.textColor = .label
        label.sizeToFit()
        let image = UIImage(systemName: "star")
        _ = image
        let iv = UIImageView(image: nil)
        iv.contentMode = .scaleAspectFill
        iv.clipsToBounds = true
        v.translatesAutoresizingMaskIntoConstraints = false
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        _ = UIScreen.main.bounds
        _ = v.safeAreaInsets
        v.isExclusiveTouch = true
        v.layer.masksToBounds = true
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { v.alpha = 0 }
        UIView.performWithoutAnimation { v.alpha = 1 }
        _ = UIColor(white: 0.5, alpha: 1).withAlphaComponent(0.3)
        _ = UIFont.systemFont(ofSize: 14, weight: .semibold)
        let path = UIBezierPath(roundedRect: v.bounds, cornerRadius: 8)
        path.lineWidth = 2
        _ = path.cgPath
        let pan = UIPanGestureRecognizer { _ in }
        _ = pan
    }
}
