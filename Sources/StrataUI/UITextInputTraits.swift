import Foundation

/// The keyboard and typing settings of a text-entry view (Apple: UITextInputTraits). Strata
/// types on the desktop's own keyboard, so these are kept for the code that sets and reads
/// them; only `isSecureTextEntry` changes what is shown.
public protocol UITextInputTraits: AnyObject {
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    var autocorrectionType: UITextAutocorrectionType { get set }
    var spellCheckingType: UITextSpellCheckingType { get set }
    var smartQuotesType: UITextSmartQuotesType { get set }
    var smartDashesType: UITextSmartDashesType { get set }
    var smartInsertDeleteType: UITextSmartInsertDeleteType { get set }
    var keyboardType: UIKeyboardType { get set }
    var keyboardAppearance: UIKeyboardAppearance { get set }
    var returnKeyType: UIReturnKeyType { get set }
    var enablesReturnKeyAutomatically: Bool { get set }
    var isSecureTextEntry: Bool { get set }
    var textContentType: UITextContentType! { get set }
}

/// The software keyboard's layout (Apple: UIKeyboardType).
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad,
         emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
    /// The old name of `asciiCapable`.
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// The keyboard's look (Apple: UIKeyboardAppearance).
public enum UIKeyboardAppearance: Int, Sendable {
    case `default`, dark, light
    /// The old name of `dark`.
    public static let alert = UIKeyboardAppearance.dark
}

/// The Return key's title (Apple: UIReturnKeyType).
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// Automatic capitals (Apple: UITextAutocapitalizationType).
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

/// Autocorrection (Apple: UITextAutocorrectionType).
public enum UITextAutocorrectionType: Int, Sendable {
    case `default`, no, yes
}

/// Spell checking (Apple: UITextSpellCheckingType).
public enum UITextSpellCheckingType: Int, Sendable {
    case `default`, no, yes
}

/// Smart quotes (Apple: UITextSmartQuotesType).
public enum UITextSmartQuotesType: Int, Sendable {
    case `default`, no, yes
}

/// Smart dashes (Apple: UITextSmartDashesType).
public enum UITextSmartDashesType: Int, Sendable {
    case `default`, no, yes
}

/// Smart spacing on insert and delete (Apple: UITextSmartInsertDeleteType).
public enum UITextSmartInsertDeleteType: Int, Sendable {
    case `default`, no, yes
}

/// What a text field holds, for autofill (Apple: UITextContentType).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType("name")
    public static let namePrefix = UITextContentType("honorific-prefix")
    public static let givenName = UITextContentType("given-name")
    public static let middleName = UITextContentType("additional-name")
    public static let familyName = UITextContentType("family-name")
    public static let nameSuffix = UITextContentType("honorific-suffix")
    public static let nickname = UITextContentType("nickname")
    public static let jobTitle = UITextContentType("organization-title")
    public static let organizationName = UITextContentType("organization")
    public static let location = UITextContentType("location")
    public static let fullStreetAddress = UITextContentType("street-address")
    public static let streetAddressLine1 = UITextContentType("address-line1")
    public static let streetAddressLine2 = UITextContentType("address-line2")
    public static let addressCity = UITextContentType("address-level2")
    public static let addressState = UITextContentType("address-level1")
    public static let addressCityAndState = UITextContentType("address-level1+2")
    public static let sublocality = UITextContentType("address-level3")
    public static let countryName = UITextContentType("country-name")
    public static let postalCode = UITextContentType("postal-code")
    public static let telephoneNumber = UITextContentType("tel")
    public static let emailAddress = UITextContentType("email")
    public static let URL = UITextContentType("url")
    public static let creditCardNumber = UITextContentType("cc-number")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("new-password")
    public static let oneTimeCode = UITextContentType("one-time-code")
}
