// UIKit Dynamics code as iOS apps write it — the classic "drop a square onto a barrier"
// tutorial screen and a card that follows a pan on an attachment and snaps home when let go
// — written for this test suite with the APIs and idioms such code uses (`"barrier" as
// NSCopying`, the collision delegate, `collision.action`, an attachment offset to the
// touch point, a snap on release), compiled with `import UIKit` unchanged. The one Strata
// difference: the pan recognizer takes a closure (no selectors on Linux). Tests call in from
// DynamicsPortedCodeTests.swift.
import UIKit

// MARK: - Gravity, a barrier and the screen's edges

final class DropSquareViewController: UIViewController, UICollisionBehaviorDelegate {
    var animator: UIDynamicAnimator!
    var gravity: UIGravityBehavior!
    var collision: UICollisionBehavior!
    let square = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    let barrier = UIView(frame: CGRect(x: 0, y: 300, width: 130, height: 20))
    var firstContact = false
    var contactBottom: CGFloat = 0
    var contactIdentifiers: [String] = []
    var actionCalls = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        square.backgroundColor = .gray
        view.addSubview(square)
        barrier.backgroundColor = .red
        view.addSubview(barrier)

        animator = UIDynamicAnimator(referenceView: view)
        gravity = UIGravityBehavior(items: [square])
        animator.addBehavior(gravity)

        collision = UICollisionBehavior(items: [square])
        collision.collisionDelegate = self
        // The barrier's top edge as an invisible boundary.
        let rightEdge = CGPoint(x: barrier.frame.origin.x + barrier.frame.size.width, y: barrier.frame.origin.y)
        collision.addBoundary(withIdentifier: "barrier" as NSCopying, from: barrier.frame.origin, to: rightEdge)
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)

        let itemBehaviour = UIDynamicItemBehavior(items: [square])
        itemBehaviour.elasticity = 0.6
        animator.addBehavior(itemBehaviour)

        collision.action = { [weak self] in
            self?.actionCalls += 1
        }
    }

    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                           withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {
        contactIdentifiers.append((identifier as? String) ?? "edge")
        let collidingView = item as! UIView
        collidingView.backgroundColor = .yellow
        UIView.animate(withDuration: 0.3) {
            collidingView.backgroundColor = .gray
        }
        if !firstContact {
            firstContact = true
            contactBottom = collidingView.frame.maxY
            let square = UIView(frame: CGRect(x: 30, y: 0, width: 100, height: 100))
            square.backgroundColor = .gray
            view.addSubview(square)
            collision.addItem(square)
            gravity.addItem(square)
            let attach = UIAttachmentBehavior(item: collidingView, attachedTo: square)
            animator.addBehavior(attach)
        }
    }
}

// MARK: - A card dragged on an attachment that snaps back when released

final class SnapBackCardViewController: UIViewController, UIDynamicAnimatorDelegate {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
    var animator: UIDynamicAnimator!
    var attachment: UIAttachmentBehavior?
    var snap: UISnapBehavior?
    var home: CGPoint = .zero
    var pauses = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 12
        view.addSubview(card)
        animator = UIDynamicAnimator(referenceView: view)
        animator.delegate = self
        let pan = UIPanGestureRecognizer { [weak self] recognizer in
            self?.handlePan(recognizer as! UIPanGestureRecognizer)
        }
        card.addGestureRecognizer(pan)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if animator.behaviors.isEmpty && attachment == nil {
            home = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
            card.center = home
        }
    }

    func handlePan(_ gesture: UIPanGestureRecognizer) {
        let location = gesture.location(in: view)
        switch gesture.state {
        case .began:
            animator.removeAllBehaviors()
            let touchInCard = gesture.location(in: card)
            let offset = UIOffset(horizontal: touchInCard.x - card.bounds.midX, vertical: touchInCard.y - card.bounds.midY)
            let attachment = UIAttachmentBehavior(item: card, offsetFromCenter: offset, attachedToAnchor: location)
            animator.addBehavior(attachment)
            self.attachment = attachment
        case .changed:
            attachment?.anchorPoint = location
        case .ended, .cancelled:
            if let attachment { animator.removeBehavior(attachment) }
            attachment = nil
            let snap = UISnapBehavior(item: card, snapTo: home)
            snap.damping = 0.7
            animator.addBehavior(snap)
            self.snap = snap
        default:
            break
        }
    }

    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
        pauses += 1
    }
}
