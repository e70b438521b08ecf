import Foundation

/// A physical rule a dynamic animator applies to items (Apple: UIDynamicBehavior). Use a
/// concrete subclass (gravity, collision, snap, attachment, push, item properties), or
/// subclass this one to combine several as `childBehaviors` — a custom behaviour is its
/// children plus an `action` run every step.
open class UIDynamicBehavior: NSObject {
    /// The behaviours this one adds to the animator with itself.
    open private(set) var childBehaviors: [UIDynamicBehavior] = []
    /// Runs every animation step, after the animator has moved the items. Default nil.
    open var action: (() -> Void)?
    /// The animator this behaviour is in, or nil.
    open internal(set) weak var dynamicAnimator: UIDynamicAnimator?
    /// The behaviour this one is a child of.
    weak var parentBehavior: UIDynamicBehavior?

    public override init() { super.init() }

    /// Adds `behavior` as a child: it runs while this one is in an animator. A behaviour that
    /// is already a child elsewhere (or this one itself) is refused with a message.
    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        guard behavior !== self, behavior.parentBehavior == nil, !isDescendant(of: behavior) else {
            return warn("addChildBehavior: the behaviour already has a parent (or would contain itself); ignored")
        }
        if let other = behavior.dynamicAnimator, other !== dynamicAnimator { other.removeBehavior(behavior) }
        childBehaviors.append(behavior)
        behavior.parentBehavior = self
        if let animator = dynamicAnimator { animator.attach(behavior) }
    }

    /// Removes a child behaviour (and its effect on the animator).
    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        guard let i = childBehaviors.firstIndex(where: { $0 === behavior }) else { return }
        childBehaviors.remove(at: i)
        behavior.parentBehavior = nil
        if let animator = dynamicAnimator { animator.detach(behavior) }
    }

    /// Called as the behaviour joins (`dynamicAnimator` non-nil) or leaves (nil) an animator.
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    private func isDescendant(of other: UIDynamicBehavior) -> Bool {
        var p = parentBehavior
        while let b = p { if b === other { return true }; p = b.parentBehavior }
        return false
    }

    func warn(_ message: String) { Diagnostics.warnOnce("UIKit Dynamics: \(message)") }

    /// Tells the animator something changed, so a paused animator resumes.
    func changed() { dynamicAnimator?.behaviorChanged() }

    /// `addItem` of the behaviours with an item list: `item` joins `items` once.
    func insertItem(_ item: UIDynamicItem, into items: inout [UIDynamicItem]) {
        guard !items.contains(where: { $0 === item }) else { return }
        items.append(item)
        changed()
    }

    /// `removeItem` of the behaviours with an item list.
    func deleteItem(_ item: UIDynamicItem, from items: inout [UIDynamicItem]) {
        items.removeAll { $0 === item }
        changed()
    }

    // MARK: solver hooks (declared here, overridden by the concrete behaviours)

    /// The items this behaviour moves or reads.
    var dynamicItems: [UIDynamicItem] { [] }
    /// Sets materials before a step (UIDynamicItemBehavior).
    func configure(_ world: DynamicsWorld) {}
    /// Adds forces and accelerations for one step of `h` seconds.
    func applyForces(_ world: DynamicsWorld, _ h: CGFloat) {}
    /// Corrects velocities for springs and joints, before positions move.
    func solveVelocities(_ world: DynamicsWorld, _ h: CGFloat) {}
    /// The contacts this behaviour finds after positions moved (UICollisionBehavior).
    func findContacts(_ world: DynamicsWorld) -> [DynamicsContact] { [] }
    /// Moves positions back onto rigid joints after positions moved.
    func correctPositions(_ world: DynamicsWorld) {}
    /// After a step: reports to delegates (collision began/ended).
    func didStep(_ world: DynamicsWorld) {}
    /// Whether the behaviour still drives motion though no body moves (an instantaneous push
    /// not yet applied).
    var keepsRunning: Bool { false }
    /// The behaviour left its animator: forget per-animator state.
    func leftAnimator() {}
}
