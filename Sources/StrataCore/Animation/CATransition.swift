import Foundation

/// The kind of a transition (Apple: CATransitionType). Besides the four public types, Core
/// Animation accepts the names of its private ones (`cube`, `oglFlip`, `pageCurl`, …).
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The new content cross-dissolves over the old.
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new content slides in over the old.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new content pushes the old out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old content slides away, revealing the new.
    public static let reveal = CATransitionType(rawValue: "reveal")

    /// Every type Strata draws: the public four and the eight the seeds name.
    public static let allKnown: [CATransitionType] = [
        .fade, .moveIn, .push, .reveal,
        .init(rawValue: "cube"), .init(rawValue: "oglFlip"), .init(rawValue: "pageCurl"),
        .init(rawValue: "pageUnCurl"), .init(rawValue: "suckEffect"), .init(rawValue: "rippleEffect"),
        .init(rawValue: "cameraIrisHollowOpen"), .init(rawValue: "cameraIrisHollowClose"),
    ]
}

/// The direction of a transition (Apple: CATransitionSubtype).
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The new content comes in from the right edge (Strata: the screen's right, in y-down coordinates).
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// The new content comes in from the left edge.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// The new content comes in from the top edge (y-down: the top of the screen).
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// The new content comes in from the bottom edge.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
    /// Every direction.
    public static let all: [CATransitionSubtype] = [.fromLeft, .fromRight, .fromTop, .fromBottom]
}

/// An animated change of a layer's whole look (Apple: CATransition).
///
/// Added to a layer in the same transaction as a content change, it animates from the old look
/// to the new. The engine keeps its timing and progress; the compositor draws it.
open class CATransition: CAAnimation {
    /// The transition's kind. Default `.fade`.
    open var type: CATransitionType = .fade
    /// Its direction, for types that have one. Default nil.
    open var subtype: CATransitionSubtype?
    /// Progress at the start, 0…1. Default 0.
    open var startProgress: Float = 0
    /// Progress at the end, 0…1, at least `startProgress`. Default 1.
    open var endProgress: Float = 1
    /// A custom filter (unused by Strata). Default nil.
    open var filter: Any?

    override func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CATransition else { return }
        type = other.type; subtype = other.subtype; startProgress = other.startProgress
        endProgress = other.endProgress; filter = other.filter
    }
}
