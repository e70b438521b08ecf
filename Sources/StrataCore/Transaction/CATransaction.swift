import Foundation

/// Batches layer-tree changes into atomic updates and sets how they animate (Apple:
/// CATransaction). Changes made outside an explicit transaction join an implicit one that the
/// next frame commits. Transactions belong to the current `MediaClock`: the bound one, else
/// the calling thread's real-time clock, so every thread has its own (as in Core Animation).
open class CATransaction: NSObject {
    static var stack: TransactionStack { MediaClock.current.transactions }

    /// Opens a transaction, nested inside any that is open.
    open class func begin() { stack.begin() }

    /// Commits the innermost transaction.
    open class func commit() { stack.commit() }

    /// Opens the implicit transaction if no transaction is open, so that an explicit one begun
    /// next nests in it and commits with it, as a change made directly would. UIKit's views
    /// change their layers this way (a Strata addition for StrataUI).
    package class func joinCurrentTransaction() { _ = stack.current }

    /// Commits the implicit transaction now instead of at the next frame.
    open class func flush() { stack.flush() }

    /// Whether property changes in this transaction skip their implicit actions. Default false.
    open class func disableActions() -> Bool { stack.disableActions }
    /// Turns the current transaction's implicit animations off (`true`) or on: property changes
    /// then take effect without an action. Default false.
    open class func setDisableActions(_ flag: Bool) { stack.current.disableActions = flag }

    /// The duration of implicit animations in this transaction. Default 0.25 s.
    open class func animationDuration() -> CFTimeInterval { stack.animationDuration }
    /// Sets the duration of the implicit animations the current transaction makes (default 0.25 s).
    open class func setAnimationDuration(_ dur: CFTimeInterval) {
        stack.current.animationDuration = dur.isFinite && dur >= 0 ? dur : nil
    }

    /// The timing function of implicit animations in this transaction. Default nil (Core
    /// Animation's default curve).
    open class func animationTimingFunction() -> CAMediaTimingFunction? { stack.timingFunction }
    /// Sets the timing function of the current transaction's implicit animations (nil: Core
    /// Animation's default curve).
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        stack.current.timingFunction = function
    }

    /// The block run when every animation added in this transaction after it was set has
    /// finished or been removed (at once, on commit, if there are none).
    open class func completionBlock() -> (() -> Void)? { stack.current.completion?.block }
    /// Sets a block called once every animation added in the current transaction has finished or
    /// been removed (at once, at commit, when there are none).
    /// Setting another block (or nil) releases the one it replaces, which then runs once the
    /// animations added while it was set have finished — at once if there were none (Apple:
    /// "If no animations are added before the current transaction group is committed (or the
    /// completion block is set to a different value,) the block will be invoked immediately").
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        let transaction = stack.current
        let replaced = transaction.completion
        transaction.completion = block.map(TransactionCompletion.init)
        replaced?.commit()
    }

    private static let mutex = NSRecursiveLock()

    /// Acquires the lock that guards transaction state across threads.
    open class func lock() { mutex.lock() }

    /// Releases the lock taken by `lock()`.
    open class func unlock() { mutex.unlock() }

    /// Arbitrary per-transaction values; the keys above are also reachable by their names.
    open class func value(forKey key: String) -> Any? {
        switch key {
        case kCATransactionDisableActions: return disableActions()
        case kCATransactionAnimationDuration: return animationDuration()
        case kCATransactionAnimationTimingFunction: return animationTimingFunction()
        case kCATransactionCompletionBlock: return completionBlock()
        default: return stack.value(forKey: key)
        }
    }

    /// Sets a value of the current transaction by key: the `kCATransaction…` keys set the
    /// properties above; any other key is stored for `value(forKey:)`.
    open class func setValue(_ anObject: Any?, forKey key: String) {
        switch key {
        case kCATransactionDisableActions:
            if let b = anObject as? Bool { setDisableActions(b) }
            else if let n = AnyNumber.double(anObject) { setDisableActions(n != 0) }
        case kCATransactionAnimationDuration: if let d = AnyNumber.double(anObject) { setAnimationDuration(d) }
        case kCATransactionAnimationTimingFunction: setAnimationTimingFunction(anObject as? CAMediaTimingFunction)
        case kCATransactionCompletionBlock: setCompletionBlock(anObject as? () -> Void)
        default: stack.current.values[key] = anObject
        }
    }
}

/// The key of a transaction's implicit animation duration (`setValue(_:forKey:)`).
public let kCATransactionAnimationDuration = "animationDuration"
/// The key of a transaction's "disable actions" flag.
public let kCATransactionDisableActions = "disableActions"
/// The key of a transaction's implicit animation timing function.
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
/// The key of a transaction's completion block.
public let kCATransactionCompletionBlock = "completionBlock"
