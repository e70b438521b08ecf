import Foundation
import StrataGraphics

/// Auto Layout's visual format language (Apple: "Visual Format Language", Auto Layout Guide):
/// `H:|-[name(>=80@750)]-8-[other(==name)]-|`.
extension NSLayoutConstraint {
    /// Options for `constraints(withVisualFormat:options:metrics:views:)`: align every view of
    /// the format on an attribute, and the direction horizontal formats run in (Apple:
    /// NSLayoutConstraint.FormatOptions; the bits are Apple's, 1 << attribute).
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        /// Options with the raw bits `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Aligns the views' left edges.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Aligns the views' right edges.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Aligns the views' tops.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Aligns the views' bottoms.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Aligns the views' leading edges.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Aligns the views' trailing edges.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Aligns the views' horizontal centres.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Aligns the views' vertical centres.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Aligns the views' last baselines.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Aligns the views' first baselines.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// Horizontal formats run leading to trailing (the default).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// Horizontal formats run left to right.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// Horizontal formats run right to left (not supported: read as leading to trailing).
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    }

    /// The constraints a visual format string describes (Apple:
    /// constraints(withVisualFormat:options:metrics:views:)), inactive, as on iOS. `views` and
    /// `metrics` name the views and numbers the string uses; `-` is the standard spacing (8
    /// points between views, 20 to the superview's edge), `|` the superview. A string that
    /// does not parse gives no constraints and a message (UIKit raises).
    public class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        var parser = VisualFormatParser(text: Array(format), metrics: metrics ?? [:], views: views, options: opts)
        do {
            return try parser.parse()
        } catch let VisualFormatParser.Failure.message(reason) {
            Diagnostics.warnOnce("Unable to parse constraint format: \(reason)\n\(format)")
        } catch {}
        return []
    }
}

/// A recursive-descent reader of one visual format string.
struct VisualFormatParser {
    enum Failure: Error { case message(String) }
    typealias Attribute = NSLayoutConstraint.Attribute
    struct Predicate { var relation: NSLayoutConstraint.Relation = .equal; var constant: CGFloat = 0; var view: UIView?; var priority: Float = 1000 }
    enum Element { case superview; case view(UIView) }

    let text: [Character]
    let metrics: [String: Any]
    let views: [String: Any]
    let options: NSLayoutConstraint.FormatOptions
    var index = 0

    init(text: [Character], metrics: [String: Any], views: [String: Any], options: NSLayoutConstraint.FormatOptions) {
        self.text = text.filter { !$0.isWhitespace }
        self.metrics = metrics; self.views = views; self.options = options
    }

    mutating func parse() throws -> [NSLayoutConstraint] {
        var vertical = false
        if text.count >= 2, text[1] == ":" {
            guard text[0] == "H" || text[0] == "V" else { throw Failure.message("the orientation must be H or V") }
            vertical = text[0] == "V"; index = 2
        }
        let leftToRight = options.contains(.directionLeftToRight)
        let (lead, trail, size): (Attribute, Attribute, Attribute) = vertical ? (.top, .bottom, .height)
            : leftToRight ? (.left, .right, .width) : (.leading, .trailing, .width)
        var result: [NSLayoutConstraint] = []
        // Between two elements: nothing (flush, `[a][b]`), `-` (standard) or `-predicates-`.
        var previous: Element?, pending: [Predicate]? = [], placed: [UIView] = []
        while index < text.count {
            let c = text[index]
            if c == "|" || c == "[" {
                let element: Element
                if c == "|" { index += 1; element = .superview } else { element = .view(try readView(size, into: &result)) }
                if case .view(let v) = element { placed.append(v) }
                if let previous {
                    result += try connect(previous, element, pending, lead: lead, trail: trail, placed: placed)
                }
                previous = element
                pending = []   // juxtaposed elements are flush
            } else if c == "-" {
                index += 1
                if index < text.count, text[index] == "(" || text[index].isNumber || text[index].isLetter {
                    pending = try readPredicates()
                    guard index < text.count, text[index] == "-" else { throw Failure.message("a spacing must end with -") }
                    index += 1
                } else {
                    pending = nil   // the standard spacing
                }
            } else {
                throw Failure.message("unexpected '\(c)'")
            }
        }
        result += alignments(placed)
        return result
    }

    /// `[name(predicates)]`: the view, with its size predicates added to `result`.
    private mutating func readView(_ size: Attribute, into result: inout [NSLayoutConstraint]) throws -> UIView {
        index += 1
        let name = readName()
        guard let view = views[name] as? UIView else { throw Failure.message("no view named '\(name)' in views") }
        if index < text.count, text[index] == "(" {
            for p in try readPredicates() {
                let c = NSLayoutConstraint(item: view, attribute: size, relatedBy: p.relation, toItem: p.view,
                                           attribute: p.view == nil ? .notAnAttribute : size, multiplier: 1, constant: p.constant)
                c.priority = UILayoutPriority(p.priority)
                result.append(c)
            }
        }
        guard index < text.count, text[index] == "]" else { throw Failure.message("a view must end with ]") }
        index += 1
        return view
    }

    private mutating func readName() -> String {
        var name = ""
        while index < text.count, text[index].isLetter || text[index].isNumber || text[index] == "_" { name.append(text[index]); index += 1 }
        return name
    }

    /// A simple predicate (`20`, `metric`) or a parenthesized list (`(>=20@750,<=name)`).
    private mutating func readPredicates() throws -> [Predicate] {
        guard index < text.count, text[index] == "(" else { return [try readPredicate()] }
        index += 1
        var list = [try readPredicate()]
        while index < text.count, text[index] == "," { index += 1; list.append(try readPredicate()) }
        guard index < text.count, text[index] == ")" else { throw Failure.message("a predicate list must end with )") }
        index += 1
        return list
    }

    private mutating func readPredicate() throws -> Predicate {
        var p = Predicate()
        let rest = String(text[index...])
        for (symbol, relation) in [("==", NSLayoutConstraint.Relation.equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual)]
        where rest.hasPrefix(symbol) { p.relation = relation; index += 2 }
        if let number = readNumber() {
            p.constant = number
        } else {
            let name = readName()
            if let view = views[name] as? UIView { p.view = view } else { p.constant = try metric(name) }
        }
        if index < text.count, text[index] == "@" {
            index += 1
            p.priority = Float(try readNumber() ?? metric(readName()))
        }
        return p
    }

    private mutating func readNumber() -> CGFloat? {
        var digits = ""
        while index < text.count, text[index].isNumber || text[index] == "." { digits.append(text[index]); index += 1 }
        return digits.isEmpty ? nil : Double(digits).map { CGFloat($0) }
    }

    private func metric(_ name: String) throws -> CGFloat {
        switch metrics[name] {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        case let v as Float: return CGFloat(v)
        case let v as NSNumber: return CGFloat(v.doubleValue)
        default: throw Failure.message("no metric or view named '\(name)'")
        }
    }

    /// The spacing between two neighbours: `nil` predicates mean the standard spacing.
    private func connect(_ a: Element, _ b: Element, _ spacing: [Predicate]?, lead: Attribute, trail: Attribute,
                         placed: [UIView]) throws -> [NSLayoutConstraint] {
        let predicates = spacing ?? [Predicate(constant: { if case .view = a, case .view = b { return systemSpacing } else { return 20 } }())]
        let gaps = predicates.isEmpty ? [Predicate()] : predicates
        // `|` is the superview of the format's first view (Apple).
        let superview: UIView
        if a.isSuperview || b.isSuperview {
            guard let parent = placed.first?.superview else { throw Failure.message("a view next to | has no superview") }
            superview = parent
        } else {
            superview = placed[0]   // unused between two views
        }
        return gaps.map { p in
            let c: NSLayoutConstraint
            switch (a, b) {
            case (.superview, .view(let v)):
                c = NSLayoutConstraint(item: v, attribute: lead, relatedBy: p.relation, toItem: superview, attribute: lead, multiplier: 1, constant: p.constant)
            case (.view(let v), .superview):
                c = NSLayoutConstraint(item: superview, attribute: trail, relatedBy: p.relation, toItem: v, attribute: trail, multiplier: 1, constant: p.constant)
            case (.view(let u), .view(let v)):
                c = NSLayoutConstraint(item: v, attribute: lead, relatedBy: p.relation, toItem: u, attribute: trail, multiplier: 1, constant: p.constant)
            case (.superview, .superview):
                c = NSLayoutConstraint(item: superview, attribute: lead, relatedBy: .equal, toItem: superview, attribute: lead, multiplier: 1, constant: 0)
            }
            c.priority = UILayoutPriority(p.priority)
            return c
        }
    }

    /// The `alignAll…` options: each view aligned with the one before it.
    private func alignments(_ placed: [UIView]) -> [NSLayoutConstraint] {
        let table: [(NSLayoutConstraint.FormatOptions, Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX), (.alignAllCenterY, .centerY),
            (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline)]
        var result: [NSLayoutConstraint] = []
        for (option, attribute) in table where options.contains(option) {
            for (a, b) in zip(placed, placed.dropFirst()) {
                result.append(NSLayoutConstraint(item: b, attribute: attribute, relatedBy: .equal, toItem: a, attribute: attribute, multiplier: 1, constant: 0))
            }
        }
        return result
    }
}

extension VisualFormatParser.Element {
    var isSuperview: Bool { if case .superview = self { return true } else { return false } }
}
