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
///
/// Fanned (issue 17: only the top card showed): each card sits in a slot layer that turns it
/// about a point below the deck, back card leftmost, front card rightmost, so all four faces
/// show. The card's own layer keeps the seed's values (its position, rotation and zPosition
/// are the group's); a shuffle turns every slot to its new place over the group's 1.2 s. A
/// card's zPosition only orders it among its own siblings, so its slot carries the same
/// zPosition values (the group's −1 → 1 and the model's 0 / 1) to order the cards in the deck.
public final class CardShuffleDemo: NSObject, Demo {
    public static let name = "card-shuffle"
    public static let title = "Card shuffle"
    public static let summary = "the back card of a deck swings out and lands in front: zPosition, rotation and position in one group (seed 004)"
    public static let controls = [DemoControl("click", "shuffle the back card to the front")]
    /// The gallery replays it: the shuffle at 0.5–1.7 s.
    public static let thumbnailLoop: CFTimeInterval? = 2.5

    static let cardCount = 4
    static let centre = CGPoint(x: 400, y: 300)
    static let key = "shuffle"
    /// The fan: slot `i` (0 = back) turns by (i − 1.5)·`fanStep` about a point `fanRadius`
    /// below the deck's centre.
    static let fanStep: CGFloat = 0.12
    static let fanRadius: CGFloat = 320

    /// The fan angle of the card `place` from the back.
    static func fanAngle(_ place: Int) -> CGFloat { (CGFloat(place) - CGFloat(cardCount - 1) / 2) * fanStep }

    /// The cards back to front in sublayer order (named `card-1` … `card-4`).
    public private(set) var cards: [CALayer] = []
    private let table = CALayer()
    /// Each card's slot (the fan turn and the depth), by card.
    private var slots: [ObjectIdentifier: CALayer] = [:]

    /// The slot layer holding `card`.
    public func slot(of card: CALayer) -> CALayer? { slots[ObjectIdentifier(card)] }

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
            card.shadowPath = CGPath(roundedRect: card.bounds, cornerWidth: 10, cornerHeight: 10, transform: nil)
            card.zPosition = index == Self.cardCount - 1 ? 1 : 0
            let slot = CALayer()
            slot.bounds = table.bounds
            slot.anchorPoint = CGPoint(x: Self.centre.x / Self.size.width, y: (Self.centre.y + Self.fanRadius) / Self.size.height)
            slot.position = CGPoint(x: Self.centre.x, y: Self.centre.y + Self.fanRadius)
            slot.transform = CATransform3DMakeRotation(Self.fanAngle(index), 0, 0, 1)
            slot.zPosition = card.zPosition
            slot.addSublayer(card)
            table.addSublayer(slot)
            slots[ObjectIdentifier(card)] = slot
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
        guard let cardSlot = slot(of: card), let oldFrontSlot = slot(of: oldFront) else { return }
        let beginTime = card.convertTime(CACurrentMediaTime(), from: nil) + delay
        let group = Self.shuffleGroup(beginTime: beginTime)
        DemoStage.withoutActions {
            // The old front card joins the others (zPosition 0) in front of them.
            oldFront.zPosition = 0
            oldFrontSlot.zPosition = 0
            // The shuffled card's own animation is replaced; the others stay in tree order.
            oldFrontSlot.removeFromSuperlayer()
            table.addSublayer(oldFrontSlot)
            cardSlot.removeFromSuperlayer()
            table.addSublayer(cardSlot)
            card.add(group, forKey: Self.key)
            card.zPosition = 1
            // The slot orders the card in the deck as the group's zPosition would.
            let depth = CABasicAnimation(keyPath: "zPosition")
            depth.fromValue = -1
            depth.toValue = 1
            depth.duration = 1.2
            depth.beginTime = beginTime
            depth.fillMode = .backwards
            cardSlot.add(depth, forKey: Self.key)
            cardSlot.zPosition = 1
        }
        cards.append(card)
        // Every card turns to its new place in the fan with the shuffle.
        for (place, each) in cards.enumerated() {
            guard let slot = slot(of: each) else { continue }
            // The shuffled card came from the back (place 0); the others each moved back one.
            let from = Self.fanAngle(each === card ? 0 : place + 1)
            let turn = CABasicAnimation(keyPath: "transform.rotation.z")
            turn.fromValue = from
            turn.toValue = Self.fanAngle(place)
            turn.duration = 1.2
            turn.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            turn.beginTime = beginTime
            turn.fillMode = .backwards
            DemoStage.withoutActions {
                slot.transform = CATransform3DMakeRotation(Self.fanAngle(place), 0, 0, 1)
                slot.add(turn, forKey: "fan")
            }
        }
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
