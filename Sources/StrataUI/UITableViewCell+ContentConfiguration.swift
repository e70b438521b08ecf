import Foundation

/// iOS 14's content configurations on table cells (Apple: UITableViewCell
/// `contentConfiguration`, `defaultContentConfiguration()`).
extension UITableViewCell {
    /// The cell's content as a configuration. Setting one shows its content view in the
    /// content view, in place of the style's labels and image (reusing the view when it
    /// supports the new configuration); nil brings them back.
    public var contentConfiguration: UIContentConfiguration? {
        get { contentConfigurationStorage }
        set {
            contentConfigurationStorage = newValue
            guard let newValue else {
                configuredContentView?.removeFromSuperview()
                configuredContentView = nil
                showStandardContent(true)
                return
            }
            let resolved = automaticallyUpdatesContentConfiguration ? newValue.updated(for: configurationState) : newValue
            configuredContentView = contentView.show(resolved, replacing: configuredContentView)
            showStandardContent(false)
        }
    }

    /// A list configuration with the look of the cell's style: `.subtitleCell()` for
    /// `.subtitle`, `.valueCell()` for `.value1` and `.value2`, `.cell()` otherwise.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .subtitle: return .subtitleCell()
        case .value1, .value2: return .valueCell()
        case .default: return .cell()
        }
    }

    private func showStandardContent(_ shown: Bool) {
        madeTextLabel?.isHidden = !shown
        madeDetailLabel?.isHidden = !shown
        madeImageView?.isHidden = !shown
    }
}
