import Foundation
import StrataCore

/// A search field in a bar (Apple: UISearchBar): a `UISearchTextField` with a magnifying glass,
/// an optional Cancel button that slides in and out (`setShowsCancelButton(_:animated:)`), an
/// optional prompt above and scope bar below. The bar relays its field's editing to its
/// delegate as UIKit does: `searchBar(_:textDidChange:)` for each change the user makes (typing,
/// deleting, the clear button), `searchBarSearchButtonClicked(_:)` on Return, and
/// `searchBarCancelButtonClicked(_:)` for Cancel; setting `text` in code tells nobody.
open class UISearchBar: UIView, UITextFieldDelegate {
    /// The bar's text field.
    public let searchTextField = UISearchTextField(frame: .zero)
    private let cancelButton = UIButton(type: .system)
    private let backgroundView = UIView()
    private var promptLabel: UILabel?
    private var scopeControl: UISegmentedControl?

    /// The delegate.
    open weak var delegate: UISearchBarDelegate?
    /// The search controller driving the bar, told of the user's edits after the delegate.
    weak var searchController: UISearchController?
    /// The search text. Default "" (read), as UIKit's.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }
    /// Shown in the empty field.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }
    /// A line of text above the field.
    open var prompt: String? { didSet { setNeedsLayout(); invalidateIntrinsicContentSize() } }
    /// The bar's look. Default `.default`.
    open var searchBarStyle: Style = .default { didSet { restyle() } }
    /// The bar's background colour; nil for the standard light gray.
    open var barTintColor: UIColor? { didSet { restyle() } }
    /// Whether the bar's background is translucent (kept). Default true.
    open var isTranslucent = true
    /// Whether the Cancel button shows. Setting it shows or hides it at once.
    open var showsCancelButton: Bool {
        get { cancelShown }
        set {
            searchController?.automaticallyShowsCancelButton = false
            setShowsCancelButton(newValue, animated: false)
        }
    }
    private var cancelShown = false
    /// Whether the bookmark button shows (kept: Strata draws none).
    open var showsBookmarkButton = false
    /// Whether the results list button shows (kept: Strata draws none).
    open var showsSearchResultsButton = false
    /// The scope buttons' titles; shown under the field while `showsScopeBar`.
    open var scopeButtonTitles: [String]? { didSet { rebuildScopeBar() } }
    /// The selected scope button.
    open var selectedScopeButtonIndex = 0 { didSet { scopeControl?.selectedSegmentIndex = selectedScopeButtonIndex } }
    /// Whether the scope bar shows. Default false.
    open var showsScopeBar = false { didSet { rebuildScopeBar() } }
    /// The keyboard type of the field.
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    /// The return key's title of the field (UIKit's search bars show Search).
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }
    /// A view shown above the keyboard (kept: no software keyboard).
    open var inputAccessoryView: UIView?

    /// The standard bar height without prompt or scope bar.
    static let barHeight: CGFloat = 56

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// A search bar from an archive (Strata reads nothing from it), as UIView's.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        addSubview(backgroundView)
        searchTextField.delegate = self
        searchTextField.placeholder = "Search"
        searchTextField.returnKeyType = .search
        searchTextField.clearButtonMode = .whileEditing
        searchTextField.leftView = StrokedIconView.magnifier(frame: CGRect(x: 0, y: 0, width: 28, height: 20))
        searchTextField.leftViewMode = .always
        searchTextField.layer.cornerRadius = 10
        searchTextField.addAction(UIAction { [unowned self] _ in
            self.delegate?.searchBar(self, textDidChange: self.text ?? "")
            self.searchController?.searchBarTextChanged()
        }, for: .editingChanged)
        addSubview(searchTextField)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.addAction(UIAction { [unowned self] _ in
            self.delegate?.searchBarCancelButtonClicked(self)
            self.searchController?.searchBarCancelled()
        }, for: .touchUpInside)
        cancelButton.alpha = 0
        addSubview(cancelButton)
        restyle()
    }

    /// Shows or hides the Cancel button, the field narrowing or widening over 0.25 s when
    /// `animated`.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        guard showsCancelButton != cancelShown else { return }
        cancelShown = showsCancelButton
        let change = {
            self.layoutParts()
            self.cancelButton.alpha = showsCancelButton ? 1 : 0
        }
        if animated, window != nil { UIView.animate(withDuration: 0.25, animations: change) }
        else { UIView.performWithoutAnimation(change) }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    /// The bar is as wide as it is given, as tall as its field, prompt and scope bar need.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: contentHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: contentHeight) }

    private var contentHeight: CGFloat {
        Self.barHeight + (prompt == nil ? 0 : 30) + (showsScopeBar && scopeControl != nil ? 44 : 0)
    }

    open override var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }
    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }
    @discardableResult
    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }
    @discardableResult
    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

    private func layoutParts() {
        let width = bounds.width
        backgroundView.frame = bounds
        var top: CGFloat = 0
        if let prompt {
            if promptLabel == nil {
                let label = UILabel()
                label.font = .systemFont(ofSize: 13)
                label.textAlignment = .center
                label.textColor = UIColor(white: 0.4, alpha: 1)
                promptLabel = label
                addSubview(label)
            }
            promptLabel?.text = prompt
            promptLabel?.frame = CGRect(x: 8, y: 6, width: max(0, width - 16), height: 20)
            top = 30
        } else {
            promptLabel?.removeFromSuperview()
            promptLabel = nil
        }
        let cancelWidth = ceil(UIFont.systemFont(ofSize: 17).width(of: "Cancel")) + 16
        let fieldWidth = max(0, width - 16 - (cancelShown ? cancelWidth : 0))
        searchTextField.frame = CGRect(x: 8, y: top + 10, width: fieldWidth, height: 36)
        cancelButton.frame = CGRect(x: cancelShown ? width - cancelWidth : width, y: top + 10, width: cancelWidth, height: 36)
        scopeControl?.frame = CGRect(x: 8, y: top + Self.barHeight, width: max(0, width - 16), height: 32)
    }

    private func restyle() {
        backgroundView.backgroundColor = searchBarStyle == .minimal ? nil : (barTintColor ?? UIColor(white: 0.97, alpha: 1))
        searchTextField.backgroundColor = UIColor(red: 0.46, green: 0.46, blue: 0.5, alpha: 0.12)
    }

    private func rebuildScopeBar() {
        scopeControl?.removeFromSuperview()
        scopeControl = nil
        if showsScopeBar, let titles = scopeButtonTitles, !titles.isEmpty {
            let control = UISegmentedControl(items: titles)
            control.selectedSegmentIndex = min(max(selectedScopeButtonIndex, 0), titles.count - 1)
            control.addAction(UIAction { [unowned self, unowned control] _ in
                self.selectedScopeButtonIndex = control.selectedSegmentIndex
                self.delegate?.searchBar(self, selectedScopeButtonIndexDidChange: control.selectedSegmentIndex)
                self.searchController?.searchBarScopeChanged()
            }, for: .valueChanged)
            scopeControl = control
            addSubview(control)
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: UITextFieldDelegate (the field's edits, relayed to the bar's delegate)

    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        delegate?.searchBarShouldBeginEditing(self) ?? true
    }
    public func textFieldDidBeginEditing(_ textField: UITextField) {
        delegate?.searchBarTextDidBeginEditing(self)
        searchController?.searchBarBeganEditing()
    }
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { delegate?.searchBarShouldEndEditing(self) ?? true }
    public func textFieldDidEndEditing(_ textField: UITextField) { delegate?.searchBarTextDidEndEditing(self) }
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        delegate?.searchBar(self, shouldChangeTextIn: range, replacementText: string) ?? true
    }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        delegate?.searchBarSearchButtonClicked(self)
        return true
    }
}
