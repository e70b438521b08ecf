import Foundation
import StrataGraphics

// The font families installed on every iOS device (Apple: "Fonts for Apple platforms",
// https://developer.apple.com/fonts/system-fonts/). iOS code names them by PostScript name and
// force-unwraps — `UIFont(name: "HelveticaNeue", size: 22)!` (SwiftSpinner) — because on iOS
// they are always there. Linux has none of them; Strata draws them with an installed face of
// the same kind (monospaced, serif, else the system sans-serif) and the weight the name asks
// for, while `fontName` stays the name asked for.
extension UIFont {
    /// Families with fixed-width glyphs.
    private static let iOSMonospaced: Set<String> = ["menlo", "courier", "couriernew", "americantypewriter", "sfmono"]
    /// Families with serifs.
    private static let iOSSerif: Set<String> = [
        "georgia", "timesnewroman", "times", "baskerville", "palatino", "hoeflertext", "didot",
        "bodoni72", "bodoni72oldstyle", "bodoni72smallcaps", "cochin", "charter", "iowanoldstyle",
        "newyork", "rockwell", "superclarendon", "bodoniornaments", "stixtwomath", "stixtwotext",
    ]
    /// The other families (sans-serif, script and decorative faces draw sans-serif here).
    private static let iOSOther: Set<String> = [
        "helvetica", "helveticaneue", "arial", "arialhebrew", "arialroundedmtbold", "avenir",
        "avenirnext", "avenirnextcondensed", "futura", "gillsans", "optima", "trebuchetms",
        "verdana", "applesdgothicneo", "chalkboardse", "chalkduster", "markerfelt", "noteworthy",
        "papyrus", "partylet", "savoyelet", "snellroundhand", "zapfino", "bradleyhand",
        "copperplate", "dinalternate", "dincondensed", "euphemiaucas", "kailasa", "kefa",
        "thonburi", "academyengravedlet", "sfui", "sfuitext", "sfuidisplay", "sfpro", "sfprotext",
        "sfprodisplay", "sfprorounded", "galvji", "farah", "damascus", "symbol", "zapfdingbats",
        "applecoloremoji", "pingfangsc", "pingfangtc", "pingfanghk", "hiraginosans",
    ]

    /// The installed face that stands in for `name` when it names an iOS family, as a name
    /// fontconfig resolves ("DejaVu Sans Mono-Bold"); nil for any other name.
    static func iOSStandIn(for name: String) -> String? {
        let dash = name.lastIndex(of: "-")
        let family = dash.map { String(name[..<$0]) } ?? name
        let key = family.lowercased().filter { $0.isLetter || $0.isNumber }
        let base: String
        if iOSMonospaced.contains(key) { base = "DejaVu Sans Mono" }
        else if iOSSerif.contains(key) { base = "DejaVu Serif" }
        else if iOSOther.contains(key) { base = systemFamily }
        else { return nil }
        guard let dash else { return base }
        return base + name[dash...]
    }
}
