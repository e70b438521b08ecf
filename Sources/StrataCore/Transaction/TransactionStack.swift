import Foundation
import StrataGraphics

/// The transactions of one media clock: the explicit ones opened by `CATransaction.begin()`,
/// nested, above the implicit one that any change outside them opens and the next frame
/// commits (Apple: CATransaction, "implicit transactions").
final class TransactionStack {
    final class Transaction {
        var disableActions: Bool?
        var animationDuration: CFTimeInterval?
        var timingFunction: CAMediaTimingFunction?
        var completion: TransactionCompletion?
        var values: [String: Any] = [:]
        var changedLayers: [CALayer] = []
        var addedAnimations: [(layer: CALayer, track: AnimationTrack)] = []
    }

    private var explicit: [Transaction] = []
    private var isInLayoutPass = false
    var implicit: Transaction?
    /// The main run loop's driver, told when an implicit transaction opens so that it commits
    /// at the end of the run loop's iteration.
    weak var runLoopDriver: MainRunLoopDriver?

    /// The innermost open transaction, opening the implicit one if none is open.
    var current: Transaction {
        if let top = explicit.last { return top }
        if let implicit { return implicit }
        let t = Transaction()
        implicit = t
        runLoopDriver?.needsFrame()
        return t
    }

    var depth: Int { explicit.count }

    /// Whether nothing is open: no explicit transaction and no uncommitted change.
    var isIdle: Bool { explicit.isEmpty && implicit == nil }

    func begin() { explicit.append(Transaction()) }

    /// Commits the innermost explicit transaction. Its changes and animations pass to the
    /// enclosing one, and are committed to the render tree when the outermost one commits.
    /// An implicit transaction opened before the first `begin()` encloses the explicit ones:
    /// "The transaction is nested within the thread's current transaction, if there is one"
    /// (CATransaction `begin()`), so their changes then commit with it, at the next frame or
    /// `flush()`.
    func commit() {
        guard let last = explicit.last else {
            Diagnostics.warnOnce("CATransaction.commit() without a matching begin()")
            return
        }
        // The outermost explicit commit lays out and draws first, while `last` is still the
        // current transaction: what the layout pass changes commits with it, under its settings.
        if explicit.count == 1 { layoutAndDisplay(last) }
        guard let t = explicit.popLast() else { return }
        // Inside an open implicit transaction, as inside an explicit one, the changes wait for
        // the enclosing transaction: Core Animation commits when the outermost transaction
        // does ("Only after you commit the changes for the outermost transaction does Core
        // Animation begin the associated animations", Core Animation Programming Guide).
        if let outer = explicit.last ?? implicit {
            outer.changedLayers += t.changedLayers
            outer.addedAnimations += t.addedAnimations
            t.completion?.commit()
        } else {
            commitToRenderTree(t)
        }
        if explicit.isEmpty && flushIsPending {
            flushIsPending = false
            flush()
        }
    }

    /// Set by a `flush()` made inside an explicit transaction: the last `commit()` flushes.
    private var flushIsPending = false

    /// Commits the implicit transaction, if any (Apple: `CATransaction.flush()`; a frame does it).
    /// Inside explicit transactions the flush waits for them: "Delays the commit until any nested
    /// explicit transactions have completed" (CATransaction `flush()`).
    func flush() {
        // A flush from inside the layout or display pass (a layoutSublayers() calling
        // CATransaction.flush()) joins the commit already under way instead of committing twice.
        guard !isInLayoutPass, let t = implicit else { return }
        guard explicit.isEmpty else { flushIsPending = true; return }
        layoutAndDisplay(t)
        implicit = nil
        commitToRenderTree(t)
    }

    /// Core Animation's commit runs the layout pass, then the display pass, before the changes
    /// go to the render tree (Apple: `setNeedsLayout()`, "During the next update cycle, the
    /// system calls the layoutSublayers() method of any layers requiring layout updates";
    /// `setNeedsDisplay()` likewise). Run on the trees of the layers `t` changed that are marked;
    /// layers the passes change or mark join `t`, so passes repeat until none is left (bounded,
    /// should a layout mark itself every time).
    private func layoutAndDisplay(_ t: Transaction) {
        isInLayoutPass = true
        defer { isInLayoutPass = false }
        var scanned = 0
        for _ in 0..<8 where scanned < t.changedLayers.count {
            var roots: [CALayer] = []
            var seen = Set<ObjectIdentifier>()
            for layer in t.changedLayers[scanned...] where layer.needsLayoutFlag || layer.needsDisplayFlag {
                let root = layer.rootOfTree
                if seen.insert(ObjectIdentifier(root)).inserted { roots.append(root) }
            }
            scanned = t.changedLayers.count
            for root in roots { root.layoutAndDisplayIfNeeded() }
        }
    }

    /// Fixes the begin time of the animations added in `t` to the commit time and makes the
    /// changed layers' model values the ones the render tree shows.
    private func commitToRenderTree(_ t: Transaction) {
        let now = MediaClock.current.now
        for layer in t.changedLayers {
            layer.committedState = layer.state
            layer.committedSublayers = nil
            layer.isPendingCommit = false
            if layer.hasRefreshHook { layer.didCommit(at: now, first: !layer.hasBeenCommitted) }
            layer.hasBeenCommitted = true
        }
        for (layer, track) in t.addedAnimations where track.beginIsPending {
            let local = layer.localTime(atGlobal: now)
            track.timing.beginTime = local
            layer.tracksVersion &+= 1
            track.animation?.beginTime = local
            track.beginIsPending = false
        }
        t.completion?.commit()
    }

    // Settings: the innermost transaction that set one wins. Read on every property set, so
    // the lookup walks the stack in place instead of building a list.
    private func innermost<T>(_ read: (Transaction) -> T?) -> T? {
        for t in explicit.reversed() { if let v = read(t) { return v } }
        return implicit.flatMap(read)
    }

    var disableActions: Bool { innermost(\.disableActions) ?? false }
    var animationDuration: CFTimeInterval { innermost(\.animationDuration) ?? 0.25 }
    var timingFunction: CAMediaTimingFunction? { innermost(\.timingFunction) }
    func value(forKey key: String) -> Any? { innermost { $0.values[key] } }

    /// The completion trackers that an animation added now must report to.
    func openCompletions() -> [TransactionCompletion] {
        explicit.reversed().compactMap(\.completion) + (implicit?.completion.map { [$0] } ?? [])
    }

    func noteChanged(_ layer: CALayer) { current.changedLayers.append(layer) }

    /// A new layer is committed with the transaction it was created in.
    func noteCreated(_ layer: CALayer) {
        layer.isPendingCommit = true
        current.changedLayers.append(layer)
    }

    func noteAnimationAdded(_ track: AnimationTrack, to layer: CALayer) {
        current.addedAnimations.append((layer, track))
    }
}

/// A transaction's completion block: it runs once the transaction has committed and every
/// animation added after the block was set has finished or been removed — at once if none.
final class TransactionCompletion {
    let block: () -> Void
    private var pending = 0
    private var committed = false
    private var didRun = false

    init(_ block: @escaping () -> Void) { self.block = block }

    func animationAdded() { pending += 1 }

    func animationEnded() {
        pending -= 1
        runIfDone()
    }

    func commit() {
        committed = true
        runIfDone()
    }

    private func runIfDone() {
        guard committed, pending <= 0, !didRun else { return }
        didRun = true
        block()
    }
}
