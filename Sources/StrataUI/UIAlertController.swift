import Foundation
import StrataCore

/// An alert or an action sheet (Apple: UIAlertController): a title, a message, text fields
/// (alerts only) and actions, presented with `present(_:animated:)`. Picking an action
/// dismisses the controller and then runs the action's handler, as UIKit does.
///
/// The alert is UIKit's look in outline: a 270-point rounded panel of frosted glass
/// (`UIVisualEffectView`) centred over a dimmed screen, two actions side by side and more
/// stacked, fading in from 1.2× its size; an action sheet is a panel of stacked actions above
/// a separate cancel button at the bottom, sliding up.
open class UIAlertController: UIViewController {
    /// Alert or action sheet (Apple: UIAlertController.Style).
    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert = 1
    }

    /// The look.
    public let preferredStyle: Style
    /// The message under the title.
    open var message: String? { didSet { if isViewLoaded { layoutPanel() } } }
    /// The actions, in the order added.
    public private(set) var actions: [UIAlertAction] = []
    /// The action drawn bold (and run by Return): one of `actions`.
    open var preferredAction: UIAlertAction? { didSet { if isViewLoaded { layoutPanel() } } }
    /// The text fields added with `addTextField(configurationHandler:)`.
    open var textFields: [UITextField]? { fields.isEmpty ? nil : fields }

    private var fields: [UITextField] = []
    private let transitions = AlertTransitions()
    let panel = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterialLight))
    let cancelPanel = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterialLight))
    private(set) var buttons: [UIButton] = []
    /// The action picked, whose handler runs once the controller is dismissed.
    private var picked: UIAlertAction?

    /// An alert controller (Apple: `init(title:message:preferredStyle:)`).
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        self.message = message
        super.init(nibName: nil, bundle: nil)
        self.title = title
        modalPresentationStyle = .custom
        transitioningDelegate = transitions
    }

    public required init?(coder: NSCoder) {
        preferredStyle = .alert
        super.init(coder: coder)
        modalPresentationStyle = .custom
        transitioningDelegate = transitions
    }

    /// Adds `action` (Apple: addAction(_:)). A second cancel action is refused with a
    /// message (UIKit raises an exception).
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            return Diagnostics.warnOnce("UIAlertController can only have one action with a style of .cancel; the second is left out")
        }
        actions.append(action)
        action.onChange = { [weak self] in self?.restyleButtons() }
        if isViewLoaded { layoutPanel() }
    }

    /// Adds a text field, configured by `configurationHandler` (Apple:
    /// addTextField(configurationHandler:)). Alerts only: an action sheet refuses it with a
    /// message (UIKit raises an exception).
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            return Diagnostics.warnOnce("UIAlertController: text fields can only be added to an alert, not an action sheet")
        }
        let field = UITextField(frame: .zero)
        field.backgroundColor = .white
        field.layer.borderWidth = 0.5
        field.layer.borderColor = UIColor(white: 0.7, alpha: 1).cgColor
        field.font = .systemFont(ofSize: 13)
        configurationHandler?(field)
        fields.append(field)
        if isViewLoaded { layoutPanel() }
    }

    open override func loadView() {
        view = PassThroughView(frame: UIScreen.main.bounds)
        view.backgroundColor = .clear
        panel.layer.cornerRadius = 14
        panel.clipsToBounds = true
        cancelPanel.layer.cornerRadius = 14
        cancelPanel.clipsToBounds = true
        view.addSubview(panel)
        if preferredStyle == .actionSheet { view.addSubview(cancelPanel) }
        layoutPanel()
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        layoutPanel()
    }

    /// Runs `action`: the controller is dismissed, then the handler runs.
    func pick(_ action: UIAlertAction) {
        guard action.isEnabled, picked == nil else { return }
        picked = action
        dismiss(animated: true) { [weak self] in
            action.handler?(action)
            self?.picked = nil
        }
    }

    // MARK: Layout

    /// Lays out the panel (and an action sheet's cancel panel) for the view's size.
    private func layoutPanel() {
        guard isViewLoaded else { return }
        panel.contentView.subviews.forEach { $0.removeFromSuperview() }
        cancelPanel.contentView.subviews.forEach { $0.removeFromSuperview() }
        buttons = []
        let bounds = view.bounds
        let width: CGFloat = preferredStyle == .alert ? 270 : min(bounds.width - 16, 400)
        var y: CGFloat = 20
        for (text, font) in [(title, UIFont.boldSystemFont(ofSize: preferredStyle == .alert ? 17 : 13)),
                             (message, UIFont.systemFont(ofSize: 13))] {
            guard let text, !text.isEmpty else { continue }
            let label = UILabel(frame: CGRect(x: 16, y: y, width: width - 32, height: 0))
            label.text = text
            label.font = font
            label.numberOfLines = 0
            label.textAlignment = .center
            label.textColor = preferredStyle == .alert ? .black : UIColor(white: 0.45, alpha: 1)
            label.frame.size.height = label.sizeThatFits(CGSize(width: width - 32, height: .greatestFiniteMagnitude)).height
            panel.contentView.addSubview(label)
            y = label.frame.maxY + 4
        }
        for field in fields {
            field.frame = CGRect(x: 16, y: y + 8, width: width - 32, height: 26)
            panel.contentView.addSubview(field)
            y = field.frame.maxY
        }
        y = (title ?? message) == nil && fields.isEmpty ? 0 : y + 16
        let main = panelActions
        let sideBySide = preferredStyle == .alert && main.count == 2
        let rowHeight: CGFloat = preferredStyle == .alert ? 44 : 57
        for (i, action) in main.enumerated() {
            let frame = sideBySide ? CGRect(x: CGFloat(i) * width / 2, y: y, width: width / 2, height: rowHeight)
                : CGRect(x: 0, y: y + CGFloat(i) * rowHeight, width: width, height: rowHeight)
            panel.contentView.addSubview(makeButton(action, frame: frame))
        }
        let panelHeight = y + (sideBySide ? rowHeight : CGFloat(main.count) * rowHeight)
        if preferredStyle == .alert {
            panel.frame = CGRect(x: (bounds.width - width) / 2, y: (bounds.height - panelHeight) / 2, width: width, height: panelHeight)
        } else {
            let cancel = actions.first { $0.style == .cancel }
            let cancelHeight: CGFloat = cancel == nil ? 0 : rowHeight
            cancelPanel.frame = CGRect(x: (bounds.width - width) / 2, y: bounds.height - 8 - cancelHeight, width: width, height: cancelHeight)
            cancelPanel.isHidden = cancel == nil
            if let cancel { cancelPanel.contentView.addSubview(makeButton(cancel, frame: CGRect(x: 0, y: 0, width: width, height: rowHeight))) }
            let bottom = cancel == nil ? bounds.height - 8 : cancelPanel.frame.minY - 8
            panel.frame = CGRect(x: (bounds.width - width) / 2, y: bottom - panelHeight, width: width, height: panelHeight)
        }
        restyleButtons()
    }

    private func makeButton(_ action: UIAlertAction, frame: CGRect) -> UIButton {
        let button = UIButton(frame: frame)
        button.setTitle(action.title, for: .normal)
        let divider = UIView(frame: CGRect(x: 0, y: 0, width: frame.width, height: 0.5))
        divider.backgroundColor = UIColor(white: 0, alpha: 0.2)
        divider.isUserInteractionEnabled = false
        if frame.minY > 0 || frame.minX == 0 { button.addSubview(divider) }
        if frame.minX > 0 {
            let vertical = UIView(frame: CGRect(x: 0, y: 0, width: 0.5, height: frame.height))
            vertical.backgroundColor = divider.backgroundColor
            vertical.isUserInteractionEnabled = false
            button.addSubview(vertical)
        }
        button.addAction(UIAction { [weak self, weak action] _ in
            if let self, let action { self.pick(action) }
        }, for: .touchUpInside)
        buttons.append(button)
        return button
    }

    /// The actions in the main panel, in UIKit's order: an alert's cancel action on the left of
    /// two side by side and at the bottom of a stack; an action sheet's in its own panel.
    private var panelActions: [UIAlertAction] {
        let others = actions.filter { $0.style != .cancel }
        guard preferredStyle == .alert, let cancel = actions.first(where: { $0.style == .cancel }) else { return others }
        return others.count == 1 ? [cancel] + others : others + [cancel]
    }

    private func restyleButtons() {
        let all = panelActions + (preferredStyle == .actionSheet ? actions.filter { $0.style == .cancel } : [])
        for (button, action) in zip(buttons, all) {
            let bold = action === preferredAction || (preferredAction == nil && action.style == .cancel)
            button.titleLabel?.font = bold ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: preferredStyle == .alert ? 17 : 20)
            let color: UIColor = !action.isEnabled ? UIColor(white: 0.6, alpha: 1) : action.style == .destructive ? .systemRed : .systemBlue
            button.setTitleColor(color, for: .normal)
            button.isEnabled = action.isEnabled
        }
    }
}

/// A view that takes only the touches its subviews take: the rest reach what lies beneath (an
/// alert's dimmed backdrop).
final class PassThroughView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}
