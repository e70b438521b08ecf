import Foundation
import StrataCore

/// Runs UIKit Dynamics behaviours on items in a reference view's coordinates (Apple:
/// UIDynamicAnimator). It steps on a display link while anything moves, writing each item's
/// `center` and `transform` (a rotation) outside any animation, and pauses — telling its
/// delegate — when everything comes to rest. Adding, removing or changing a behaviour
/// resumes it.
open class UIDynamicAnimator: NSObject {
    /// The view whose coordinates items move in; its bounds are the collision boundary of
    /// `translatesReferenceBoundsIntoBoundary`.
    open private(set) weak var referenceView: UIView?
    /// The behaviours added, in order (children are not listed).
    open private(set) var behaviors: [UIDynamicBehavior] = []
    /// Told when the animator pauses and resumes.
    open weak var delegate: UIDynamicAnimatorDelegate?
    /// Whether the animator is stepping (false once everything is at rest).
    open private(set) var isRunning = false
    /// The seconds the animator has stepped for, in total.
    open private(set) var elapsedTime: TimeInterval = 0

    let world = DynamicsWorld()
    private var link: CADisplayLink?
    private var lastTime: CFTimeInterval?
    private var leftover: CGFloat = 0
    private var needsSync = true
    /// Which animator each item is in: an item moves in one animator at a time.
    nonisolated(unsafe) private static var owners: [ObjectIdentifier: WeakAnimator] = [:]
    /// Guards `owners`: animators on different threads (parallel tests, each on its own
    /// clock) share it.
    private static let ownersLock = NSLock()
    private struct WeakAnimator { weak var animator: UIDynamicAnimator? }
    /// Frames longer than this are simulated only this far (as after a hitch).
    static let maximumFrameTime: CGFloat = 2

    /// An animator moving items in `view`'s coordinate system.
    public init(referenceView view: UIView) {
        referenceView = view
        super.init()
    }

    /// The layout whose attributes this animator moves (UIDynamicAnimator+CollectionView.swift).
    weak var referenceLayout: UICollectionViewLayout?

    /// An animator moving a collection view layout's attributes (instances of
    /// `UICollectionViewLayoutAttributes`) in the collection view's content coordinates; the
    /// reference bounds are the content size. After each step it invalidates the layout, as
    /// UIKit does, so the collection view asks it for the moved attributes.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        referenceLayout = layout
        super.init()
    }

    /// Whether the animator has a place to move items in: its view, or its layout.
    var hasReference: Bool { referenceView != nil || referenceLayout != nil }

    deinit {
        link?.invalidate()
        Self.ownersLock.lock()
        for id in world.order where Self.owners[id]?.animator === self || Self.owners[id]?.animator == nil {
            Self.owners[id] = nil
        }
        Self.ownersLock.unlock()
    }

    /// Adds a behaviour (and its children). Adding one already here does nothing; one in
    /// another animator moves here.
    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        if behavior.parentBehavior != nil { return behavior.warn("addBehavior: a child behaviour is added with its parent; ignored") }
        if let other = behavior.dynamicAnimator, other !== self { other.removeBehavior(behavior) }
        behaviors.append(behavior)
        attach(behavior)
    }

    /// Removes a behaviour (and its children); its items stop where they are if nothing else
    /// moves them. Safe to call from a behaviour's `action` or a delegate callback.
    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard let i = behaviors.firstIndex(where: { $0 === behavior }) else { return }
        behaviors.remove(at: i)
        detach(behavior)
    }

    /// Removes every behaviour.
    open func removeAllBehaviors() {
        for b in behaviors { removeBehavior(b) }
    }

    /// The items whose frames (their bounds about their centres, turned) meet `rect`.
    open func items(in rect: CGRect) -> [UIDynamicItem] {
        syncIfNeeded()
        return world.orderedBodies.filter { body in
            let box = DynamicsBody.area(of: body.worldOutline) > 0
                ? Self.boundingBox(body.worldOutline) : CGRect(origin: body.position.point, size: .zero)
            return box.intersects(rect) || rect.contains(body.position.point)
        }.map(\.item)
    }

    /// Takes an item's `center`, `bounds` and `transform` as they are now (after you changed
    /// them outside the animator), keeping its velocity.
    open func updateItem(usingCurrentState item: UIDynamicItem) {
        syncIfNeeded()
        world.reread(item)
        resume()
    }

    // MARK: behaviours joining and leaving

    func attach(_ behavior: UIDynamicBehavior) {
        behavior.willMove(to: self)
        behavior.dynamicAnimator = self
        for child in behavior.childBehaviors { attach(child) }
        behaviorChanged()
    }

    func detach(_ behavior: UIDynamicBehavior) {
        for child in behavior.childBehaviors { detach(child) }
        behavior.willMove(to: nil)
        behavior.dynamicAnimator = nil
        behavior.leftAnimator()
        behaviorChanged()
    }

    /// Something about the behaviours changed: bodies may join or leave, and motion resumes.
    func behaviorChanged() {
        needsSync = true
        world.disturb()
        resume()
    }

    /// Every behaviour in the animator, children after their parents.
    var allBehaviors: [UIDynamicBehavior] {
        var out: [UIDynamicBehavior] = []
        func visit(_ b: UIDynamicBehavior) { out.append(b); b.childBehaviors.forEach(visit) }
        behaviors.forEach(visit)
        return out
    }

    func syncIfNeeded() {
        guard needsSync else { return }
        needsSync = false
        Self.ownersLock.lock()
        defer { Self.ownersLock.unlock() }
        let result = world.sync(items: allBehaviors.flatMap(\.dynamicItems)) { item in
            let id = ObjectIdentifier(item)
            if let owner = Self.owners[id]?.animator, owner !== self, owner.world.body(for: item) != nil {
                Diagnostics.warnOnce("UIDynamicAnimator: an item is already in another animator; it is left to that one")
                return false
            }
            Self.owners[id] = WeakAnimator(animator: self)
            return true
        }
        for id in result.removed where Self.owners[id]?.animator === self { Self.owners[id] = nil }
    }

    // MARK: running

    private func resume() {
        guard !isRunning, !behaviors.isEmpty, hasReference else { return }
        isRunning = true
        lastTime = nil
        leftover = 0
        delegate?.dynamicAnimatorWillResume(self)
        guard isRunning else { return }
        let link = CADisplayLink { [weak self] _ in self?.tick() }
        link.add(to: .main, forMode: .common)
        self.link = link
        lastTime = CACurrentMediaTime()
    }

    private func pause() {
        guard isRunning else { return }
        isRunning = false
        link?.invalidate()
        link = nil
        delegate?.dynamicAnimatorDidPause(self)
    }

    /// One display-link frame: as many fixed steps as the time since the last frame holds,
    /// then the items' new state, the behaviours' actions, and a pause if all is at rest.
    private func tick() {
        guard isRunning else { return }
        guard hasReference, !behaviors.isEmpty else { return pause() }
        let now = CACurrentMediaTime()
        let dt = max(CGFloat(now - (lastTime ?? now)), 0)
        lastTime = now
        leftover = min(leftover + (dt.isFinite ? dt : 0), Self.maximumFrameTime)
        let h = DynamicsWorld.step
        var stepped = false
        while leftover >= h - 1e-9 {
            leftover -= h
            syncIfNeeded()
            let current = allBehaviors
            world.step(current, h)
            elapsedTime += Double(h)
            stepped = true
        }
        leftover = max(leftover, 0)
        guard stepped else { return }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        UIView.performWithoutAnimation {
            for body in world.orderedBodies { body.writeState() }
        }
        CATransaction.commit()
        referenceLayout?.invalidateLayout()
        // Delegates hear of this frame's contacts with the items where they now show.
        for b in allBehaviors where b.dynamicAnimator === self { b.didStep(world) }
        for b in allBehaviors where b.dynamicAnimator === self { b.action?() }
        if world.isAtRest, !allBehaviors.contains(where: \.keepsRunning), !needsSync { pause() }
    }

    private static func boundingBox(_ points: [DynamicsVector]) -> CGRect {
        let xs = points.map(\.x), ys = points.map(\.y)
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return .null }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
