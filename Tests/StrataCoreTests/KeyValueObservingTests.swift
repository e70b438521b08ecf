import Foundation
import Testing
@testable import StrataCore

/// Key-value observing of layers and of an app's own objects, written as iOS code writes it.
/// Foundation: `observe(_:options:changeHandler:)` ("when the returned NSKeyValueObservation is
/// deinited or invalidated, it will stop observing"), `NSKeyValueObservingOptions` (`.new`,
/// `.old`, `.initial` — "a notification should be sent to the observer immediately, before the
/// observer registration method even returns", `.prior` — "separate notifications should be
/// sent to the observer before and after each change"), `addObserver(_:forKeyPath:options:
/// context:)` and `observeValue(forKeyPath:of:change:context:)`, `willChangeValue(forKey:)` /
/// `didChangeValue(forKey:)` (manual change notification, Key-Value Observing Programming Guide).
@Suite struct KeyValueObservingTests {
    @Test func observingALayerPropertyReportsOldAndNewValues() {
        let layer = CALayer()
        var changes: [(CGPoint?, CGPoint?)] = []
        let observation = layer.observe(\.position, options: [.old, .new]) { _, change in
            #expect(change.kind == .setting)
            changes.append((change.oldValue, change.newValue))
        }
        layer.position = CGPoint(x: 10, y: 20)
        layer.position = CGPoint(x: 30, y: 40)
        #expect(changes.count == 2)
        #expect(changes.first?.0 == .zero && changes.first?.1 == CGPoint(x: 10, y: 20))
        #expect(changes.last?.0 == CGPoint(x: 10, y: 20) && changes.last?.1 == CGPoint(x: 30, y: 40))
        // As on iOS, every setting notifies, the value the layer already has too.
        layer.position = CGPoint(x: 30, y: 40)
        #expect(changes.count == 3 && changes.last?.0 == changes.last?.1)
        observation.invalidate()
        layer.position = .zero
        #expect(changes.count == 3)
    }

    @Test func withoutOptionsTheChangeCarriesNoValuesAndInitialFiresAtOnce() {
        let layer = CALayer()
        layer.opacity = 0.5
        var seen: [(Float?, Float?)] = []
        let observation = layer.observe(\.opacity, options: [.initial, .new]) { observed, change in
            #expect(observed === layer)
            seen.append((change.oldValue, change.newValue))
        }
        #expect(seen.count == 1 && seen[0].1 == 0.5 && seen[0].0 == nil)
        layer.opacity = 0.25
        #expect(seen.count == 2 && seen[1].1 == 0.25 && seen[1].0 == nil)
        var bare: [Float?] = []
        let other = layer.observe(\.opacity) { _, change in bare.append(change.newValue) }
        layer.opacity = 1
        #expect(bare == [nil])
        _ = (observation, other)
    }

    @Test func aDiscardedObservationStopsObserving() {
        let layer = CALayer()
        var count = 0
        var observation: NSKeyValueObservation? = layer.observe(\.bounds) { _, _ in count += 1 }
        layer.bounds = CGRect(x: 0, y: 0, width: 5, height: 5)
        #expect(count == 1)
        observation = nil
        layer.bounds = CGRect(x: 0, y: 0, width: 6, height: 6)
        #expect(count == 1 && observation == nil)
    }

    @Test func theFrameOfALayerIsSeenToChangeWithItsBoundsAndPosition() {
        let layer = CALayer()
        var frames: [CGRect] = []
        let observation = layer.observe(\.frame, options: .new) { _, change in frames.append(change.newValue ?? .null) }
        layer.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        // One notification for the frame setter, not one for each of bounds and position.
        #expect(frames == [CGRect(x: 10, y: 10, width: 20, height: 20)])
        layer.position = CGPoint(x: 50, y: 50)
        #expect(frames.last == CGRect(x: 40, y: 40, width: 20, height: 20))
        layer.cornerRadius = 4
        #expect(frames.count == 2)
        _ = observation
    }

    /// A layer subclass observing another layer the Objective-C way.
    final class WatchingLayer: CALayer {
        nonisolated(unsafe) static var context = 0
        var received: [(String?, CGRect?, CGRect?, Bool)] = []
        override func observeValue(forKeyPath keyPath: String?, of object: Any?,
                                   change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
            guard context == &WatchingLayer.context else {
                return super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
            }
            received.append((keyPath, (change?[.newKey] as? NSValue)?.cgRectValue, change?[.oldKey] as? CGRect,
                             change?[.notificationIsPriorKey] as? Bool ?? false))
        }
    }

    @Test func stringKeyPathObserversReceiveAChangeDictionaryAndTheirContext() {
        let layer = CALayer()
        let watcher = WatchingLayer()
        layer.addObserver(watcher, forKeyPath: "bounds", options: [.new, .old, .prior], context: &WatchingLayer.context)
        layer.bounds = CGRect(x: 0, y: 0, width: 8, height: 9)
        #expect(watcher.received.count == 2)
        #expect(watcher.received[0].3 == true && watcher.received[0].2 == .zero && watcher.received[0].1 == nil)
        #expect(watcher.received[1].0 == "bounds" && watcher.received[1].1 == CGRect(x: 0, y: 0, width: 8, height: 9))
        #expect(watcher.received[1].2 == .zero && watcher.received[1].3 == false)
        // Another key does not notify; removal stops; removing twice is reported, not a trap.
        layer.position = CGPoint(x: 3, y: 3)
        #expect(watcher.received.count == 2)
        layer.removeObserver(watcher, forKeyPath: "bounds", context: &WatchingLayer.context)
        layer.removeObserver(watcher, forKeyPath: "bounds")
        layer.bounds = .zero
        #expect(watcher.received.count == 2)
    }

    @Test func animatedChangesReportTheModelValueOnceAndStillAnimate() {
        let clock = MediaClock.virtual()
        let layer = committedLayer(clock)
        clock.run {
            var values: [CGPoint] = []
            let observation = layer.observe(\.position, options: .new) { _, change in values.append(change.newValue ?? .zero) }
            layer.position = CGPoint(x: 100, y: 0)
            // The implicit animation still runs: the observer sees the model value at once.
            #expect(values == [CGPoint(x: 100, y: 0)])
            #expect(layer.animation(forKey: "position") != nil)
            clock.advance(by: 0.1)
            #expect(values.count == 1)
            _ = observation
        }
    }

    /// An app's own model object with manual notifications (Key-Value Observing Programming
    /// Guide, "Manual Change Notification").
    final class Account: NSObject {
        var balance = 0 {
            willSet { willChangeValue(for: \.balance) }
            didSet { didChangeValue(for: \.balance) }
        }
        var owner = "" {
            willSet { willChangeValue(forKey: "owner") }
            didSet { didChangeValue(forKey: "owner") }
        }
    }

    final class Auditor: NSObject, NSKeyValueObserving {
        var log: [String] = []
        func observeValue(forKeyPath keyPath: String?, of object: Any?,
                          change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
            log.append("\(keyPath ?? "?") \((change?[.kindKey] as? NSNumber)?.uintValue ?? 0)")
        }
    }

    @Test func manualNotificationsOfAnAppsOwnObject() {
        let account = Account()
        var balances: [String] = []
        let observation = account.observe(\.balance, options: [.old, .new, .prior]) { _, change in
            balances.append("\(change.isPrior ? "prior" : "after") \(change.oldValue.map(String.init) ?? "-") \(change.newValue.map(String.init) ?? "-")")
        }
        account.balance = 10
        // Announced with this key path, every setting notifies, an equal value too (as iOS).
        account.balance = 10
        #expect(balances == ["prior 0 -", "after 0 10", "prior 10 -", "after 10 10"])
        var owners: [String?] = []
        let ownerObservation = account.observe(\.owner, options: .new) { _, change in owners.append(change.newValue) }
        let auditor = Auditor()
        account.addObserver(auditor, forKeyPath: "owner", options: [], context: nil)
        account.owner = "Ada"
        #expect(owners == ["Ada"])
        #expect(auditor.log == ["owner 1"])
        account.removeObserver(auditor, forKeyPath: "owner")
        _ = (observation, ownerObservation)
    }

    @Test func aHandlerThatChangesTheObservedObjectDoesNotLoop() {
        let layer = CALayer()
        var count = 0
        let observation = layer.observe(\.bounds) { layer, _ in
            count += 1
            if layer.bounds.width < 100 { layer.bounds.size.width += 10 }
        }
        layer.bounds = CGRect(x: 0, y: 0, width: 50, height: 10)
        #expect(layer.bounds.width == 100)
        #expect(count == 6)
        _ = observation
    }

    @Test func anObserverThatIsGoneIsDroppedAndAGoneObjectIsForgotten() {
        let layer = CALayer()
        do {
            let watcher = WatchingLayer()
            layer.addObserver(watcher, forKeyPath: "bounds", options: .new, context: &WatchingLayer.context)
        }
        layer.bounds = CGRect(x: 0, y: 0, width: 1, height: 1)
        var observation: NSKeyValueObservation?
        do {
            let transient = CALayer()
            observation = transient.observe(\.opacity) { _, _ in }
        }
        // The observed layer is gone: invalidating its observation is harmless.
        observation?.invalidate()
        #expect(observation != nil)
    }
}
