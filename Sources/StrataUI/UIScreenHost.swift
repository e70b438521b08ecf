import Foundation
import StrataCore
import StrataHost

/// A screen's side of its host `Window`: it puts the visible `UIWindow`s' layers in the host's
/// root layer (back to front by level), takes the host's input before the host routes it to
/// layers (`WindowDelegate.window(_:shouldRoute:)`, UIKit's `sendEvent`), and resizes the
/// windows with the host. The host's frame loop does the rest: one commit, layout and render
/// per frame, for the layers UIKit's views stand on.
///
/// Input, as UIKit sees it:
/// - the left mouse button is a finger (press → `.began`, drag → `.moved`, release →
///   `.ended`), hovering and the other buttons are nothing; touch-screen fingers are touches;
/// - a touch goes to the front-most window whose view tree it hits, and stays with that window
///   until it ends;
/// - text and keys go to the key window's field being edited; keys it does not use, and wheel
///   scrolls (iOS has no wheel), continue to the host's router and the window's delegate.
final class UIScreenHost: WindowDelegate {
    unowned let hostWindow: Window
    weak var screen: UIScreen?
    /// The visible windows, back to front.
    private(set) var windows: [UIWindow] = []
    /// The window each live touch went to (by the id given to `UIWindow.deliver(touches:)`).
    private var touchWindows: [Int: UIWindow] = [:]
    private var mouseIsDown = false
    /// The mouse's touch id (SDL finger ids are small or device-specific; this is neither).
    static let mouseTouchID = Int.min

    init(window: Window) {
        hostWindow = window
        window.delegate = self
        // Text input is on only while a field edits (UIKit shows the keyboard then).
        window.acceptsTextInput = false
    }

    func contains(_ window: UIWindow) -> Bool { windows.contains { $0 === window } }

    /// Puts `window` in front of the windows of its level or lower.
    func show(_ window: UIWindow) {
        windows.removeAll { $0 === window }
        let index = windows.firstIndex { $0.windowLevel > window.windowLevel } ?? windows.count
        windows.insert(window, at: index)
        let root = hostWindow.rootLayer
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        window.layer.removeFromSuperlayer()
        let below = index > 0 ? windows[index - 1].layer : nil
        if let below { root.insertSublayer(window.layer, above: below) } else { root.addSublayer(window.layer) }
        window.layer.contentsScale = hostWindow.scale
        CATransaction.commit()
        updateTextInput()
    }

    func remove(_ window: UIWindow) {
        windows.removeAll { $0 === window }
        window.layer.removeFromSuperlayer()
        touchWindows = touchWindows.filter { $0.value !== window }
        updateTextInput()
    }

    /// Text input is on while the key window (or any shown window) has a field editing.
    func updateTextInput() {
        let editing = windows.contains { $0.focusedInput != nil }
        if hostWindow.acceptsTextInput != editing { hostWindow.acceptsTextInput = editing }
    }

    private var keyWindow: UIWindow? {
        windows.last { $0.isKeyWindow } ?? windows.last
    }

    // MARK: WindowDelegate

    func window(_ window: Window, shouldRoute event: InputEvent) -> Bool {
        guard !windows.isEmpty else { return true }
        switch event.kind {
        case .pointerDown(.left):
            mouseIsDown = true
            touch(Self.mouseTouchID, .began, event)
        case .pointerMoved, .pointerDragged(.left):
            guard mouseIsDown else { return false }  // hovering: UIKit has no such touch
            touch(Self.mouseTouchID, .moved, event)
        case .pointerUp(.left):
            guard mouseIsDown else { return false }
            mouseIsDown = false
            touch(Self.mouseTouchID, .ended, event)
        case .pointerDown, .pointerDragged, .pointerUp:
            return false
        case .touch(let id, let phase):
            let phase: UITouch.Phase = switch phase {
            case .began: .began
            case .moved: .moved
            case .ended: .ended
            case .cancelled: .cancelled
            }
            touch(id, phase, event)
        case .scroll:
            return true
        case .text(let text):
            guard let window = keyWindow, window.focusedInput != nil else { return true }
            window.deliver(text: text)
        case .keyDown(let key, _):
            guard let window = keyWindow, window.focusedInput != nil else { return true }
            return !window.deliver(key: key)
        case .keyUp:
            return keyWindow?.focusedInput == nil
        }
        return false
    }

    /// One finger's change, to the window it began in (the front-most one it hits).
    private func touch(_ id: Int, _ phase: UITouch.Phase, _ event: InputEvent) {
        let target: UIWindow?
        if phase == .began {
            target = windows.last { window in
                guard !window.isHidden, window.isUserInteractionEnabled else { return false }
                return window.hitTest(point(event.location, in: window), with: nil) != nil
            }
            touchWindows[id] = target
        } else {
            target = touchWindows[id]
        }
        if phase == .ended || phase == .cancelled { touchWindows[id] = nil }
        guard let target else { return }
        target.deliver(touchAt: point(event.location, in: target), phase: phase, timestamp: event.timestamp, id: id)
    }

    /// A host point (root-layer points) in `window`'s coordinates.
    private func point(_ location: CGPoint, in window: UIWindow) -> CGPoint {
        window.layer.convert(location, from: hostWindow.rootLayer)
    }

    /// The shown windows fill the resized screen (as iOS windows follow a rotation); their
    /// views lay out again.
    /// Each window's root controller hears of the new size first (`viewWillTransition(to:with:)`),
    /// and its coordinator's alongside animations run with the resize.
    func windowDidResize(_ window: Window) {
        let bounds = CGRect(origin: .zero, size: window.size)
        for uiWindow in windows {
            let coordinator = SizeTransitionCoordinator(containerView: uiWindow)
            if uiWindow.bounds.size != bounds.size {
                uiWindow.rootViewController?.viewWillTransition(to: bounds.size, with: coordinator)
            }
            coordinator.run {
                uiWindow.frame = bounds
                uiWindow.layer.contentsScale = window.scale
                uiWindow.setNeedsLayout()
                uiWindow.layoutIfNeeded()   // the alongside animations see the new sizes, as on iOS
            }
        }
    }
}
