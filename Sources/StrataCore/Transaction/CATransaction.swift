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

    /// Commits the implicit transaction now instead of at the next frame.
    open class func flush() { stack.flush() }

    /// Whether property changes in this transaction skip their implicit actions. Default false.
    open class func disableActions() -> Bool { stack.disableActions }
    open class func setDisableActions(_ flag: Bool) { stack.current.disableActions = flag }

    /// The duration of implicit animations in this transaction. Default 0.25 s.
    open class func animationDuration() -> CFTimeInterval { stack.animationDuration }
    open class func setAnimationDuration(_ dur: CFTimeInterval) {
        stack.current.animationDuration = dur.isFinite && dur >= 0 ? dur : nil
    }

    /// The timing function of implicit animations in this transaction. Default nil (Core
    /// Animation's default curve).
    open class func animationTimingFunction() -> CAMediaTimingFunction? { stack.timingFunction }
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        stack.current.timingFunction = function
    }

    /// The block run when every animation added in this transaction after it was set has
    /// finished or been removed (at once, on commit, if there are none).
    open class func completionBlock() -> (() -> Void)? { stack.current.completion?.block }
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        stack.current.completion = block.map(TransactionCompletion.init)
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

public let kCATransactionAnimationDuration = "animationDuration"
public let kCATransactionDisableActions = "disableActions"
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
public let kCATransactionCompletionBlock = "completionBlock"
