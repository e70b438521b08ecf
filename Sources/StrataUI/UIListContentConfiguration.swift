import Foundation

/// The standard content of a list row, header or footer: an image, a text and a secondary
/// text, with their looks (Apple: UIListContentConfiguration, iOS 14). Get one from a cell's
/// `defaultContentConfiguration()`, set its text, and assign it to `contentConfiguration`.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// How a text shows (Apple: UIListContentConfiguration.TextProperties).
    public struct TextProperties: Hashable {
        /// The font.
        public var font: UIFont
        /// The colour.
        public var color: UIColor
        /// The alignment. Default `.natural`.
        public var alignment: NSTextAlignment = .natural
        /// The most lines; 0 for no limit. Default 0.
        public var numberOfLines = 0
        /// How a line too long is cut. Default `.byTruncatingTail`.
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    }

    /// How the image shows (Apple: UIListContentConfiguration.ImageProperties).
    public struct ImageProperties: Hashable {
        /// The tint of a template image. Default nil (the view's tint).
        public var tintColor: UIColor?
        /// The largest size the image is shown at; zero for its own size. Default zero.
        public var maximumSize: CGSize = .zero
        /// The corner radius. Default 0.
        public var cornerRadius: CGFloat = 0
    }

    /// The main text. Default nil.
    public var text: String?
    /// The secondary text. Default nil.
    public var secondaryText: String?
    /// The image. Default nil.
    public var image: UIImage?
    /// The main text's look.
    public var textProperties: TextProperties
    /// The secondary text's look.
    public var secondaryTextProperties: TextProperties
    /// The image's look.
    public var imageProperties = ImageProperties()
    /// The margins around the content.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// The space between the image and the texts. Default 16.
    public var imageToTextPadding: CGFloat = 16
    /// The space between the two texts when stacked. Default 2.
    public var textToSecondaryTextVerticalPadding: CGFloat = 2
    /// Whether the secondary text sits beside the text (a value cell) rather than below it.
    public var prefersSideBySideTextAndSecondaryText = false

    private init(text: TextProperties, secondary: TextProperties, margins: NSDirectionalEdgeInsets) {
        textProperties = text
        secondaryTextProperties = secondary
        directionalLayoutMargins = margins
    }

    private static let rowMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

    /// A row's content: body text, secondary text below it in grey.
    public static func cell() -> Self {
        Self(text: .init(font: .systemFont(ofSize: 17), color: .label),
             secondary: .init(font: .systemFont(ofSize: 15), color: .secondaryLabel), margins: rowMargins)
    }

    /// A row with a title and a smaller subtitle below it.
    public static func subtitleCell() -> Self {
        var configuration = cell()
        configuration.secondaryTextProperties.font = .systemFont(ofSize: 12)
        configuration.secondaryTextProperties.color = .label
        return configuration
    }

    /// A row with the secondary text on the right, in grey.
    public static func valueCell() -> Self {
        var configuration = cell()
        configuration.secondaryTextProperties.font = .systemFont(ofSize: 17)
        configuration.prefersSideBySideTextAndSecondaryText = true
        return configuration
    }

    /// A sidebar row (as `cell()` in Strata).
    public static func sidebarCell() -> Self { cell() }

    /// A plain table's header: semibold body text.
    public static func plainHeader() -> Self {
        Self(text: .init(font: .systemFont(ofSize: 17, weight: .semibold), color: .label),
             secondary: .init(font: .systemFont(ofSize: 15), color: .secondaryLabel),
             margins: NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16))
    }

    /// A plain table's footer: grey footnote text.
    public static func plainFooter() -> Self { groupedFooter() }

    /// A grouped table's header: grey footnote text.
    public static func groupedHeader() -> Self {
        Self(text: .init(font: .systemFont(ofSize: 13), color: .secondaryLabel),
             secondary: .init(font: .systemFont(ofSize: 13), color: .secondaryLabel),
             margins: NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 6, trailing: 16))
    }

    /// A grouped table's footer: grey footnote text.
    public static func groupedFooter() -> Self {
        Self(text: .init(font: .systemFont(ofSize: 13), color: .secondaryLabel),
             secondary: .init(font: .systemFont(ofSize: 13), color: .secondaryLabel),
             margins: NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16))
    }

    /// A view showing this configuration.
    public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }

    /// Unchanged: the list content looks the same in every state.
    public func updated(for state: UIConfigurationState) -> Self { self }
}
