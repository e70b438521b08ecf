import Foundation
import Testing
@testable import StrataUI

@Suite("#colorLiteral makes a UIColor")
struct ColorLiteralTests {
    @Test("a colour literal is a UIColor with the literal's sRGB components, in arrays and where UIColor is asked for")
    func colorLiteral() {
        // UIKit declares UIColor's conformance to _ExpressibleByColorLiteral and
        // `typealias _ColorLiteralType = UIColor`, so Xcode's colour literals are UIColors
        // (https://developer.apple.com/documentation/swift/_expressiblebycolorliteral).
        let palette = [#colorLiteral(red: 0.2980392157, green: 0.8509803922, blue: 0.3921568627, alpha: 1), #colorLiteral(red: 1, green: 0.1764705882, blue: 0.3333333333, alpha: 0.5)]
        #expect(type(of: palette) == [UIColor].self)
        let first = palette[0].cgColor.components ?? []
        #expect(first.count == 4 && abs(first[1] - 0.8509803922) < 1e-6)
        #expect(palette[1].cgColor.alpha == 0.5)
        let tint: UIColor = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 1)
        #expect(tint.cgColor.components == [0, 0, 1, 1])
    }
}
