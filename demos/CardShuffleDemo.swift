import Foundation
import StrataCore
import StrataGraphics

/// The card shuffle of seed 004 (objc.io #12, L143–179; digest E52): the back card of a deck
/// swings out to the right and comes back in front, one CAAnimationGroup of 1.2 s holding
/// `zPosition` −1 → 1, `transform.rotation` through 0, 0.14, 0 and an additive `position`
/// through (0,0), (110,−20), (0,0), both keyframe animations easeInEaseOut per segment. The
/// model zPosition is set to 1, so the card stays in front.
///
/// The deck: every card has zPosition 0 (drawn in sublayer order) except the front card (1).
/// Before a shuffle the old front card goes back to 0 at the front of the others, and the back
/// card runs the group. The first shuffle starts at 0.5 s (the seed's `group.beginTime = 0.5`,
/// which the seed means as "0.5 s from now"); each click shuffles at once.
public final class CardShuffleDemo: NSObject, Demo {
    public static let name = "card-shuffle"
    public static let title = "Card shuffle"
    public static let summary = "the back card of a deck swings out and lands in front: zPosition, rotation and position in one group (seed 004)"
    public static let controls = [DemoControl("click", "shuffle the back card to the front")]

    static let cardCount = 4
    static let centre = CGPoint(x: 400, y: 300)
    static let key = "shuffle"

    /// The cards back to front in sublayer order (named `card-1` … `card-4`).
    public private(set) var cards: [CALayer] = []
    private let table = CALayer()

    public override required init() {
        super.init()
    }

    public var images: [(name: String, image: CGImage)] {
        (0..<Self.cardCount).compactMap { index in DemoAssets.card(index).map { ("card-\(index + 1)", $0) } }
    }

    public func makeScene() -> CALayer {
        let root = DemoStage.root(size: Self.size, background: CGColor(red: 0.05, green: 0.3, blue: 0.15, alpha: 1))
        table.frame = root.bounds
        root.addSublayer(table)
        for index in 0..<Self.cardCount {
            let card = CALayer()
            card.name = "card-\(index + 1)"
            card.bounds = CGRect(x: 0, y: 0, width: 120, height: 170)
            card.position = Self.centre
            card.cornerRadius = 10
            card.backgroundColor = CGColor(gray: 1, alpha: 1)
            card.contents = DemoAssets.card(index)
            card.borderColor = CGColor(gray: 0.8, alpha: 1)
            card.borderWidth = 1
            card.shadowOpacity = 0.35
            card.shadowRadius = 6
            card.shadowOffset = CGSize(width: 0, height: 3)
            card.zPosition = index == Self.cardCount - 1 ? 1 : 0
            table.addSublayer(card)
            cards.append(card)
        }
        shuffle(delay: 0.5)
        return root
    }

    public func pointerUp(at point: CGPoint, on layer: CALayer?) {
        shuffle(delay: 0)
    }

    private func shuffle(delay: CFTimeInterval) {
        guard cards.count > 1 else { return }
        let card = cards.removeFirst()
        let oldFront = cards[cards.count - 1]
        DemoStage.withoutActions {
            // The old front card joins the others (zPosition 0) in front of them.
            oldFront.zPosition = 0
            // The shuffled card's own animation is replaced; the others stay in tree order.
            oldFront.removeFromSuperlayer()
            table.addSublayer(oldFront)
            card.removeFromSuperlayer()
            table.addSublayer(card)
            card.add(Self.shuffleGroup(beginTime: card.convertTime(CACurrentMediaTime(), from: nil) + delay), forKey: Self.key)
            card.zPosition = 1
        }
        cards.append(card)
    }

    /// Seed 004 L145–176, verbatim but for beginTime and the backwards fill.
    static func shuffleGroup(beginTime: CFTimeInterval) -> CAAnimationGroup {
        let zPosition = CABasicAnimation(keyPath: "zPosition")
        zPosition.fromValue = -1
        zPosition.toValue = 1
        zPosition.duration = 1.2

        let ease = CAMediaTimingFunction(name: .easeInEaseOut)
        let rotation = CAKeyframeAnimation(keyPath: "transform.rotation")
        rotation.values = [0, 0.14, 0]
        rotation.duration = 1.2
        rotation.timingFunctions = [ease, ease]

        let position = CAKeyframeAnimation(keyPath: "position")
        position.values = [CGPoint.zero, CGPoint(x: 110, y: -20), CGPoint.zero]
        position.timingFunctions = [ease, ease]
        position.isAdditive = true
        position.duration = 1.2

        let group = CAAnimationGroup()
        group.animations = [zPosition, rotation, position]
        group.duration = 1.2
        group.beginTime = beginTime
        // Held at its start values while it waits (the first shuffle waits 0.5 s): otherwise
        // the card would show its new model zPosition, in front, before it has moved.
        group.fillMode = .backwards
        return group
    }
}
