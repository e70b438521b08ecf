import Foundation
import Testing
@testable import StrataUI
import StrataGraphics

/// The system fonts name an installed family (UIFont.systemFont(ofSize:): "the standard system
/// font in the specified size"), so labels and text fields draw with it directly instead of
/// falling back with a warning, as they did with fontconfig's "sans-serif" alias.
@Suite struct UIFontSystemFontTests {
    @Test func theSystemFontsAreAnInstalledFamily() throws {
        for font in [UIFont.systemFont(ofSize: 13), .boldSystemFont(ofSize: 13), .italicSystemFont(ofSize: 13)] {
            let resolved = try #require(CGFont.named(font.fontName), "\(font.fontName)")
            #expect(!resolved.isSubstitute, "\(font.fontName) → \(resolved.familyName)")
            #expect(font.familyName == "DejaVu Sans")
        }
    }
}
