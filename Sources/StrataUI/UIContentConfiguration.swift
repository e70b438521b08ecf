import Foundation

/// The state a configuration adapts to (Apple: UIConfigurationState).
public protocol UIConfigurationState {
    /// The traits of the view being configured.
    var traitCollection: UITraitCollection { get set }
}

/// A cell's state for its configurations (Apple: UICellConfigurationState, iOS 14).
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    public static func == (a: Self, b: Self) -> Bool {
        a.isSelected == b.isSelected && a.isHighlighted == b.isHighlighted && a.isDisabled == b.isDisabled
            && a.isEditing == b.isEditing && a.isFocused == b.isFocused && a.isSwiped == b.isSwiped && a.isExpanded == b.isExpanded
    }
    public func hash(into hasher: inout Hasher) { hasher.combine([isSelected, isHighlighted, isDisabled, isEditing]) }

    /// The traits of the cell.
    public var traitCollection: UITraitCollection
    /// Whether the cell is selected, highlighted, disabled, editing, focused, swiped or expanded.
    public var isSelected = false, isHighlighted = false, isDisabled = false, isEditing = false
    public var isFocused = false, isSwiped = false, isExpanded = false

    /// A state with `traitCollection` and every flag off.
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
}

/// What a view shows, as a value: a configuration makes its content view and adapts to
/// state (Apple: UIContentConfiguration, iOS 14).
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    func makeContentView() -> UIView & UIContentView
    /// This configuration adapted to `state`.
    func updated(for state: UIConfigurationState) -> Self
}

/// A view that shows a content configuration (Apple: UIContentView).
public protocol UIContentView: AnyObject {
    /// The configuration shown; setting one updates the view.
    var configuration: UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (Apple's default: true). A cell makes a
    /// new view for a configuration its view does not support.
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

public extension UIContentView {
    /// True.
    func supports(_ configuration: UIContentConfiguration) -> Bool { true }
}

extension UIView {
    /// Shows `configuration` filling this view (a cell's or header's content view): `current`
    /// takes it when it supports it, else a view the configuration makes replaces `current`.
    /// Returns the view showing it.
    func show(_ configuration: UIContentConfiguration, replacing current: (UIView & UIContentView)?) -> UIView & UIContentView {
        if let current, current.supports(configuration) {
            current.configuration = configuration
            return current
        }
        current?.removeFromSuperview()
        let view = configuration.makeContentView()
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(view)
        return view
    }
}

