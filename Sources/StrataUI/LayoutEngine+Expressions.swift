import Foundation
import StrataGraphics

/// Turning constraints into the solver's linear expressions.
extension LayoutEngine {
    typealias Attribute = NSLayoutConstraint.Attribute

    /// `first − multiplier × second − constant  relation  0`, or nil (with a message) for a
    /// constraint Auto Layout cannot express.
    func solverConstraint(for constraint: NSLayoutConstraint) -> LayoutSolver.Constraint? {
        if let problem = Self.problem(with: constraint) {
            Diagnostics.warnOnce("\(problem): \(constraint)")
            return nil
        }
        // Between two leading/trailing attributes, a right-to-left item's x axis runs leftward,
        // so `a.leading == b.leading + 10` insets by 10 points in either direction.
        let mirrored = Self.isDirectional(constraint.firstAttribute) && Self.isDirectional(constraint.secondAttribute)
        let first = Self.scrollContent(constraint.firstItem, constraint.firstAttribute, other: constraint.secondItem)
        guard var expression = expression(first, constraint.firstAttribute, mirrored: mirrored) else { return nil }
        if let secondItem = constraint.secondItem {
            let second = Self.scrollContent(secondItem, constraint.secondAttribute, other: constraint.firstItem)
            guard let other = self.expression(second, constraint.secondAttribute, mirrored: mirrored) else { return nil }
            expression.add(other, times: -Double(constraint.multiplier))
        }
        expression.constant -= Double(constraint.constant)
        let relation: LayoutSolver.Relation = switch constraint.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        return LayoutSolver.Constraint(expression: expression, relation: relation, weight: Self.weight(constraint.priority))
    }

    /// What makes a constraint invalid, in UIKit's words, or nil.
    static func problem(with constraint: NSLayoutConstraint) -> String? {
        let first = constraint.firstAttribute, second = constraint.secondAttribute
        guard view(of: constraint.firstItem) != nil else { return "A constraint's first item must be a view or a layout guide in a view" }
        guard first != .notAnAttribute else { return "A constraint needs a first attribute" }
        guard constraint.secondItem != nil else {
            return isDimension(first) ? nil : "A constraint cannot be made between a \(first) attribute and a constant"
        }
        guard view(of: constraint.secondItem) != nil else { return "A constraint's second item must be a view or a layout guide in a view" }
        guard second != .notAnAttribute else { return "A constraint with a second item needs a second attribute" }
        if isDimension(first) != isDimension(second), !(isDimension(first) && constraint.multiplier == 0) {
            return "A constraint cannot relate a size to a location"
        }
        if !isDimension(first), isHorizontal(first) != isHorizontal(second) {
            return "A constraint cannot be made between an x-axis and a y-axis attribute"
        }
        if isDirectional(first) != isDirectional(second), !isDimension(first), isHorizontal(first), !isCentre(first), !isCentre(second) {
            return "A constraint cannot be made between a leading/trailing attribute and a right/left attribute"
        }
        return nil
    }

    /// Apple (UIScrollView, Auto Layout): constraints between the edges of a scroll view and
    /// its content attach to the content area (`contentLayoutGuide`); its width, height and
    /// centres stay the frame's.
    static func scrollContent(_ object: AnyObject?, _ attribute: Attribute, other: AnyObject?) -> AnyObject? {
        guard let scroll = object as? UIScrollView, let inside = view(of: other), inside !== scroll, inside.isDescendant(of: scroll),
              [.left, .right, .top, .bottom, .leading, .trailing].contains(attribute) else { return object }
        return scroll.contentLayoutGuide
    }

    static func isDimension(_ a: Attribute) -> Bool { a == .width || a == .height }
    static func isHorizontal(_ a: Attribute) -> Bool {
        [.left, .right, .leading, .trailing, .centerX, .width, .leftMargin, .rightMargin, .leadingMargin,
         .trailingMargin, .centerXWithinMargins].contains(a)
    }
    static func isDirectional(_ a: Attribute) -> Bool { [.leading, .trailing, .leadingMargin, .trailingMargin].contains(a) }
    static func isCentre(_ a: Attribute) -> Bool { a == .centerX || a == .centerXWithinMargins }

    /// The view an item stands in: the view itself, or a guide's owning view.
    static func view(of item: AnyObject?) -> UIView? {
        if let view = item as? UIView { return view }
        return (item as? UILayoutGuide)?.owningView
    }

    /// The expression of `attribute` of `object` in root coordinates; `mirrored`, a
    /// right-to-left item's leading and trailing are measured leftward (negated).
    func expression(_ object: AnyObject?, _ attribute: Attribute, mirrored: Bool = false) -> LayoutSolver.Expression? {
        var object = object, attribute = attribute
        let margins: [Attribute: Attribute] = [.leftMargin: .left, .rightMargin: .right, .topMargin: .top, .bottomMargin: .bottom,
                                               .leadingMargin: .leading, .trailingMargin: .trailing,
                                               .centerXWithinMargins: .centerX, .centerYWithinMargins: .centerY]
        if let plain = margins[attribute], let view = object as? UIView {
            object = view.layoutMarginsGuide
            attribute = plain
        }
        guard let index = register(object) else { return nil }
        let item = items[index]
        let rightToLeft = item.owner?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        var e = LayoutSolver.Expression()
        switch attribute {
        case .left: e.add(item.left, 1)
        case .right: e.add(item.left, 1); e.add(item.width, 1)
        case .leading, .trailing:
            let rightEdge = (attribute == .leading) == rightToLeft
            let sign: Double = mirrored && rightToLeft ? -1 : 1
            e.add(item.left, sign)
            if rightEdge { e.add(item.width, sign) }
        case .top: e.add(item.top, 1)
        case .bottom: e.add(item.top, 1); e.add(item.height, 1)
        case .width: e.add(item.width, 1)
        case .height: e.add(item.height, 1)
        case .centerX: e.add(item.left, 1); e.add(item.width, 0.5)
        case .centerY: e.add(item.top, 1); e.add(item.height, 0.5)
        case .firstBaseline, .lastBaseline:
            e.add(item.top, 1)
            if let label = item.view as? UILabel, let font = label.font {
                // UILabel centres its text vertically: the first baseline is one ascender
                // below the text's top, the last one line above its bottom plus the ascender.
                let textHeight = max(label.intrinsicContentSize.height, font.lineHeight)
                e.add(item.height, 0.5)
                e.constant = Double(attribute == .firstBaseline ? font.ascender - textHeight / 2 : font.ascender + textHeight / 2 - font.lineHeight)
            } else if attribute == .lastBaseline {
                e.add(item.height, 1)   // a view without text: its bottom
            }
        default: return nil
        }
        return e
    }
}
