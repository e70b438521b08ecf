import Foundation
import Testing
@testable import StrataUI

@Suite("UIFont(name:size:) with the families every iOS device has")
struct UIFontIOSFamiliesTests {
    @Test("iOS's own families resolve (as code that unwraps them expects); an unknown name is nil")
    func bundledFamilies() throws {
        // https://developer.apple.com/documentation/uikit/uifont/init(name:size:) — "A font
        // object of the specified name and size", nil when none is found; the families listed at
        // https://developer.apple.com/fonts/system-fonts/ are always found on iOS.
        let neue = try #require(UIFont(name: "HelveticaNeue", size: 22))
        #expect(neue.fontName == "HelveticaNeue" && neue.pointSize == 22)
        #expect(neue.familyName == "DejaVu Sans")

        let menlo = try #require(UIFont(name: "Menlo-Bold", size: 12))
        #expect(menlo.familyName == "DejaVu Sans Mono", "a monospaced family stands in for a monospaced one")
        #expect(UIFont(name: "Georgia-Italic", size: 12)?.familyName == "DejaVu Serif")
        #expect(UIFont(name: "Avenir-Heavy", size: 12) != nil && UIFont(name: "GillSans", size: 12) != nil)

        #expect(UIFont(name: "NoSuchFontAnywhere", size: 12) == nil)
        #expect(UIFont(name: "NoSuchFontAnywhere-Bold", size: 12) == nil)
        #expect(UIFont(name: "DejaVu Sans", size: 12)?.familyName == "DejaVu Sans", "an installed family as before")
    }

    @Test("the stand-in keeps the weight its name asks for: bold measures wider than regular")
    func weightKept() throws {
        let regular = try #require(UIFont(name: "HelveticaNeue", size: 40))
        let bold = try #require(UIFont(name: "HelveticaNeue-Bold", size: 40))
        let text = "Wide Words"
        let r = (text as NSString).size(withAttributes: [.font: regular]).width
        let b = (text as NSString).size(withAttributes: [.font: bold]).width
        #expect(b > r * 1.05, "\(b) vs \(r)")
    }
}
