import CCairo
import CHarfBuzz
import Foundation

/// A font face found by name through fontconfig (Apple: CGFont; the metrics and text drawing
/// are Strata additions standing in for Core Text).
///
/// Names are family names ("DejaVu Sans"), PostScript-style names with a style suffix
/// ("Helvetica-Bold", "DejaVuSerif-Italic") or fontconfig patterns ("DejaVu Sans:bold"). A
/// family that is not installed falls back to fontconfig's best match (DejaVu Sans on a stock
/// Debian) with a one-time message on standard error; `isSubstitute` tells which happened.
public final class CGFont: @unchecked Sendable, CustomStringConvertible {
    /// The name the font was asked for.
    public let requestedName: String
    /// The family of the installed font used.
    public let familyName: String
    /// Whether the requested family is not installed and another one is used.
    public let isSubstitute: Bool
    /// Cairo's font face (owned), made afresh when Cairo has marked it failed (`face`).
    private var cairoFace: OpaquePointer
    /// HarfBuzz's font for the same file (owned), at its units per em; nil when the file could
    /// not be read (text is then drawn glyph by glyph through Cairo, unshaped).
    let shaper: OpaquePointer?
    /// The font's units per em (HarfBuzz's positions are in them).
    let unitsPerEm: Double

    /// The font named `name`, or the fallback for it; nil only when fontconfig finds no font
    /// at all. Fonts are cached by name.
    public convenience init?(_ name: String) {
        guard let resolved = FontResolver.resolve(name) else { return nil }
        self.init(resolved: resolved, requestedName: name)
    }

    private init(resolved: FontResolver.Match, requestedName: String) {
        self.requestedName = requestedName
        self.familyName = resolved.family
        self.isSubstitute = resolved.isSubstitute
        self.cairoFace = resolved.face
        self.shaper = resolved.shaper
        self.unitsPerEm = resolved.unitsPerEm
    }

    deinit {
        cairo_font_face_destroy(cairoFace)
        if let shaper { hb_font_destroy(shaper) }
    }

    /// Cairo's font face. A FreeType error while Cairo renders a glyph (seen with an emoji at
    /// 313 points) marks the face failed for good, and every later use of the font, at any
    /// size and in any layer, would draw nothing and measure zero: a failed face is replaced by
    /// a fresh one for the same file. Callers hold `cairoLock`.
    var face: OpaquePointer {
        Self.cairoLock.lock()
        defer { Self.cairoLock.unlock() }
        if cairo_font_face_status(cairoFace) != CAIRO_STATUS_SUCCESS, let fresh = FontResolver.resolve(requestedName) {
            if let shaper = fresh.shaper { hb_font_destroy(shaper) }
            if cairo_font_face_status(fresh.face) == CAIRO_STATUS_SUCCESS {
                cairo_font_face_destroy(cairoFace)
                cairoFace = fresh.face
            } else {
                cairo_font_face_destroy(fresh.face)
            }
        }
        return cairoFace
    }

    /// The font for `name` from a process-wide cache (a Strata addition: text layers ask on
    /// every redraw, and a fallback is announced only once).
    public static func named(_ name: String) -> CGFont? { FontResolver.font(named: name) }

    /// The font's ascent (baseline to top) at `size` points.
    public func ascent(atSize size: CGFloat) -> CGFloat { extents(size).ascent }
    /// The font's descent (baseline to bottom, positive) at `size` points.
    public func descent(atSize size: CGFloat) -> CGFloat { extents(size).descent }
    /// The distance between baselines of consecutive lines at `size` points.
    public func lineHeight(atSize size: CGFloat) -> CGFloat { extents(size).height }

    /// The advance width of `text` set in this font at `size` points (shaped: kerning and
    /// ligatures included, as drawn).
    public func width(of text: String, atSize size: CGFloat) -> CGFloat {
        if let shaped = shape(text, atSize: size) { return CGFloat(shaped.advance) }
        return withScaledFont(size) { font in
            var e = cairo_text_extents_t()
            cairo_scaled_font_text_extents(font, text, &e)
            return CGFloat(e.x_advance)
        } ?? 0
    }

    public var description: String {
        "CGFont(\(requestedName)\(isSubstitute ? " → \(familyName)" : ""))"
    }

    private func extents(_ size: CGFloat) -> (ascent: CGFloat, descent: CGFloat, height: CGFloat) {
        // Unhinted metrics scale with the size: measure within the range FreeType accepts and
        // scale the result, so a tiny or huge size measures right without reaching FreeType.
        guard size.isFinite, size > 0 else { return (0, 0, 0) }
        let measured = Swift.min(Swift.max(size, Self.cairoSizes.lowerBound), Self.cairoSizes.upperBound)
        let k = size / measured
        return withScaledFont(measured) { font in
            var e = cairo_font_extents_t()
            cairo_scaled_font_extents(font, &e)
            return (CGFloat(e.ascent) * k, CGFloat(e.descent) * k, CGFloat(e.height) * k)
        } ?? (0, 0, 0)
    }

    /// The sizes in points handed to Cairo. FreeType fails on a size that rounds to 0 in its
    /// 26.6 fixed point (1e-300) or overflows it, and Cairo then marks the whole font face as
    /// failed ("error occurred in libfreetype"): every later use of the font, at any size and
    /// in any layer, would draw nothing. Sizes outside are measured by scaling and not drawn.
    static let cairoSizes: ClosedRange<CGFloat> = 0.05...8192

    /// Serialises Cairo's use of the FreeType faces behind fonts. Cairo locks a face while it
    /// renders glyphs, but under parallel tests metrics still came back zero now and then
    /// (a scaled font created while another thread drew with the same face): measuring and
    /// drawing text take this lock, which costs little because text is rasterised once and
    /// cached.
    static let cairoLock = NSRecursiveLock()

    func withScaledFont<T>(_ size: CGFloat, _ body: (OpaquePointer) -> T) -> T? {
        guard Self.cairoSizes.contains(size) else { return nil }
        Self.cairoLock.lock()
        defer { Self.cairoLock.unlock() }
        var fontMatrix = cairo_matrix_t(), identity = cairo_matrix_t()
        cairo_matrix_init_scale(&fontMatrix, Double(size), Double(size))
        cairo_matrix_init_identity(&identity)
        let options = Self.makeOptions()
        defer { cairo_font_options_destroy(options) }
        guard let font = cairo_scaled_font_create(face, &fontMatrix, &identity, options) else { return nil }
        defer { cairo_scaled_font_destroy(font) }
        guard cairo_scaled_font_status(font) == CAIRO_STATUS_SUCCESS else { return nil }
        return body(font)
    }

    /// Unhinted metrics, so text lays out the same at every contentsScale.
    static func makeOptions() -> OpaquePointer {
        let options = cairo_font_options_create()!
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        return options
    }
}

/// Finds fonts through fontconfig, once per name.
enum FontResolver {
    struct Match {
        let family: String
        let isSubstitute: Bool
        let face: OpaquePointer
        let shaper: OpaquePointer?
        let unitsPerEm: Double
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var cache: [String: CGFont] = [:]

    /// The cached font for `name` (CATextLayer asks every redraw).
    static func font(named name: String) -> CGFont? {
        lock.lock()
        if let font = cache[name] { lock.unlock(); return font }
        lock.unlock()
        guard let font = CGFont(name) else { return nil }
        lock.lock()
        cache[name] = font
        lock.unlock()
        return font
    }

    static func resolve(_ name: String) -> Match? {
        lock.lock()
        defer { lock.unlock() }
        let (family, weight, slant) = parse(name)
        let pattern: OpaquePointer?
        if name.contains(":") {
            pattern = name.withCString { FcNameParse(UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
        } else {
            pattern = FcPatternCreate()
            _ = family.withCString { FcPatternAddString(pattern, FC_FAMILY, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
            if let weight { FcPatternAddInteger(pattern, FC_WEIGHT, weight) }
            if let slant { FcPatternAddInteger(pattern, FC_SLANT, slant) }
        }
        guard let pattern else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        var families: [String] = []
        var index: Int32 = 0
        var value: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(match, FC_FAMILY, index, &value) == FcResultMatch, let value {
            families.append(String(cString: value))
            index += 1
        }
        let wanted = name.contains(":") ? String(name.prefix { $0 != ":" }) : family
        let found = families.contains { normalized($0) == normalized(wanted) }
        let used = families.first ?? "unknown"
        if !found {
            Diagnostics.warnOnce("font '\(name)' is not installed; using '\(used)' instead")
        }
        guard let face = cairo_ft_font_face_create_for_pattern(match),
              cairo_font_face_status(face) == CAIRO_STATUS_SUCCESS else { return nil }
        let (shaper, unitsPerEm) = makeShaper(match)
        return Match(family: used, isSubstitute: !found, face: face, shaper: shaper, unitsPerEm: unitsPerEm)
    }

    /// HarfBuzz's font for the matched file, read by HarfBuzz itself: shaping through the
    /// FreeType face Cairo holds would race with Cairo, which changes that face's size for
    /// every scaled font (cairo_ft_scaled_font_lock_face leaves the locking to the caller).
    /// nil when fontconfig names no file or HarfBuzz finds no glyphs in it.
    private static func makeShaper(_ match: OpaquePointer) -> (OpaquePointer?, Double) {
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch, let file else { return (nil, 1) }
        var index: Int32 = 0
        if FcPatternGetInteger(match, FC_INDEX, 0, &index) != FcResultMatch { index = 0 }
        let path = String(cString: file)
        guard let blob = hb_blob_create_from_file(path) else { return (nil, 1) }
        defer { hb_blob_destroy(blob) }
        guard let hbFace = hb_face_create(blob, UInt32(truncatingIfNeeded: index) & 0xFFFF) else { return (nil, 1) }
        defer { hb_face_destroy(hbFace) }
        let upem = hb_face_get_upem(hbFace)
        guard hb_face_get_glyph_count(hbFace) > 0, upem > 0, let font = hb_font_create(hbFace) else {
            Diagnostics.warnOnce("HarfBuzz could not read \(path); its text is drawn unshaped")
            return (nil, 1)
        }
        return (font, Double(upem))
    }

    /// Family, weight and slant of a PostScript-style name such as "Helvetica-BoldOblique".
    static func parse(_ name: String) -> (String, Int32?, Int32?) {
        guard let dash = name.lastIndex(of: "-") else { return (name, nil, nil) }
        let style = name[name.index(after: dash)...].lowercased()
        var weight: Int32?, slant: Int32?
        if style.contains("bold") || style.contains("heavy") || style.contains("black") { weight = Int32(FC_WEIGHT_BOLD) }
        else if style.contains("light") || style.contains("thin") { weight = Int32(FC_WEIGHT_LIGHT) }
        else if style.contains("medium") { weight = Int32(FC_WEIGHT_MEDIUM) }
        if style.contains("italic") || style.contains("oblique") { slant = Int32(FC_SLANT_ITALIC) }
        let known = ["bold", "heavy", "black", "light", "thin", "medium", "italic", "oblique", "regular", "roman", "book"]
        guard known.contains(where: style.contains) else { return (name, nil, nil) }
        return (String(name[..<dash]), weight, slant)
    }

    /// Family names compared without case, spaces or dashes ("DejaVuSans" is "DejaVu Sans").
    private static func normalized(_ s: String) -> String {
        s.lowercased().filter { $0 != " " && $0 != "-" }
    }
}
