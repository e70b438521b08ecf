import Foundation
import StrataGraphics

/// A relation between two layout attributes that Auto Layout keeps true (Apple:
/// NSLayoutConstraint): `item1.attribute1 relation multiplier × item2.attribute2 + constant`.
///
/// A constraint does nothing until it is active (`isActive`, `activate(_:)`, or a view's
/// `addConstraint(_:)`); active constraints are solved together by the Cassowary simplex
/// solver, required ones exactly, the others as closely as their priorities allow. Changing
/// `constant` on an active constraint re-solves incrementally; the views move at the next
/// layout pass (`layoutIfNeeded()`), animated inside an animation block.
open class NSLayoutConstraint: NSObject {
    /// A layout axis (Apple: NSLayoutConstraint.Axis).
    public enum Axis: Int, Sendable {
        /// Left to right.
        case horizontal
        /// Top to bottom.
        case vertical
    }

    /// The part of an item's layout a constraint relates (Apple: NSLayoutConstraint.Attribute).
    /// Leading and trailing follow the view's `effectiveUserInterfaceLayoutDirection`; the
    /// margin attributes are the edges of the view's `layoutMarginsGuide`.
    public enum Attribute: Int, Sendable {
        /// Edges, sizes and centres (Apple's raw values 1…10).
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        /// Text baselines (a label's; other views' bottom and top).
        case lastBaseline, firstBaseline
        /// The edges and centres of the item's layout margins.
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        /// The centres of the item's layout margins.
        case centerXWithinMargins, centerYWithinMargins
        /// No attribute: the second attribute of a constraint to a constant.
        case notAnAttribute = 0
        /// The last baseline (Apple's older name).
        public static var baseline: Attribute { .lastBaseline }
    }

    /// How the two sides compare (Apple: NSLayoutConstraint.Relation).
    public enum Relation: Int, Sendable {
        /// `≤`, `=`, `≥` (Apple's raw values −1, 0, 1).
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// The first item (a `UIView` or `UILayoutGuide`).
    public private(set) weak var firstItem: AnyObject?
    /// The second item, nil for a constraint to a constant.
    public private(set) weak var secondItem: AnyObject?
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// The second item's attribute (`.notAnAttribute` without a second item).
    public let secondAttribute: Attribute
    /// The relation between the two sides.
    public let relation: Relation
    /// The factor applied to the second attribute. Fixed once made, as on iOS.
    public let multiplier: CGFloat

    /// The amount added to the second side, in points. Mutable: on an active constraint the
    /// layout is re-solved incrementally and views move at the next layout pass (Apple: "Unlike
    /// the other properties, the constant can be modified after constraint creation"). A NaN
    /// or infinite value is refused with a message and the constant keeps its value.
    open var constant: CGFloat {
        get { storedConstant }
        set {
            guard newValue.isFinite else {
                Diagnostics.warnOnce("NSLayoutConstraint constant is not finite (\(newValue)); the constant stays \(storedConstant)")
                return
            }
            guard newValue != storedConstant else { return }
            storedConstant = newValue
            LayoutEngine.constantDidChange(self)
        }
    }
    private var storedConstant: CGFloat

    /// The priority, 1…1000 (Apple: priority). Default `.required`. A required constraint
    /// must hold; lower ones are met as closely as possible, higher priorities first. Changing
    /// an active constraint between required and non-required is not supported (Apple raises;
    /// Strata keeps the old priority and writes a message).
    open var priority: UILayoutPriority = .required {
        didSet {
            let clamped = UILayoutPriority(min(max(priority.rawValue.isFinite ? priority.rawValue : 1000, 1), 1000))
            if clamped != priority { priority = clamped }   // no observer runs again inside didSet
            guard isActive, priority != oldValue else { return }
            if (priority == .required) != (oldValue == .required) {
                Diagnostics.warnOnce("Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported: \(self)")
                priority = oldValue
                return
            }
            LayoutEngine.priorityDidChange(self)
        }
    }

    /// A name that shows in messages about the constraint (Apple: identifier).
    open var identifier: String?

    /// The view whose `constraints` hold this one, while active.
    weak var holder: UIView? {
        didSet {
            // Counted on the thread's active constraints while held (and until freed, should
            // the holder go first), so layout can skip Auto Layout when there are none.
            let held = holder != nil
            guard held != isCounted else { return }
            isCounted = held
            UIThreadState.current.activeConstraints += held ? 1 : -1
        }
    }
    private var isCounted = false

    deinit {
        if isCounted { UIThreadState.current.activeConstraints = max(0, UIThreadState.current.activeConstraints - 1) }
    }
    /// The engine that holds the constraint in its solver, if any.
    weak var engine: LayoutEngine?
    /// The constraint's key in a solver.
    var solverID: Int { ObjectIdentifier(self).hashValue }

    /// A constraint `view1.attr1 relation multiplier × view2.attr2 + c` (Apple:
    /// init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)). Items are views
    /// or layout guides; a non-finite multiplier or constant is replaced by 1 or 0 with a
    /// message.
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstItem = view1 as AnyObject
        secondItem = view2.map { $0 as AnyObject }
        firstAttribute = attr1
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.relation = relation
        if !multiplier.isFinite { Diagnostics.warnOnce("NSLayoutConstraint multiplier is not finite (\(multiplier)); using 1") }
        if !c.isFinite { Diagnostics.warnOnce("NSLayoutConstraint constant is not finite (\(c)); using 0") }
        self.multiplier = multiplier.isFinite ? multiplier : 1
        storedConstant = c.isFinite ? c : 0
        super.init()
    }

    /// Whether the constraint takes part in layout (Apple: isActive). Setting it adds the
    /// constraint to, or removes it from, the closest common ancestor of its items. Default false.
    open var isActive: Bool {
        get { holder != nil }
        set {
            guard newValue != isActive else { return }
            if newValue {
                guard let ancestor = commonAncestor() else { return }
                ancestor.addConstraint(self)
            } else {
                holder?.removeConstraint(self)
            }
        }
    }

    /// Activates each constraint (Apple: activate(_:)), faster than one at a time on iOS.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint (Apple: deactivate(_:)).
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The closest view that holds both items (a guide counts as its owning view), or nil
    /// with a message when there is none.
    func commonAncestor() -> UIView? {
        guard let first = LayoutEngine.view(of: firstItem) else {
            Diagnostics.warnOnce("Unable to activate constraint \(self): its first item is not a view or layout guide in a view")
            return nil
        }
        guard let secondObject = secondItem else { return first }
        guard let second = LayoutEngine.view(of: secondObject) else {
            Diagnostics.warnOnce("Unable to activate constraint \(self): its second item is not a view or layout guide in a view")
            return nil
        }
        var candidate: UIView? = first
        while let view = candidate {
            if second.isDescendant(of: view) { return view }
            candidate = view.superview
        }
        Diagnostics.warnOnce("Unable to activate constraint with anchors \(self) because they have no common ancestor. Does the constraint or its anchors reference items in different view hierarchies? That's illegal.")
        return nil
    }

    /// The constraint as UIKit writes it in messages: items, attributes, relation, constant
    /// and a non-required priority.
    open override var description: String {
        func name(_ item: AnyObject?) -> String {
            guard let item else { return "nil" }
            return "\(type(of: item)):0x\(String(UInt(bitPattern: ObjectIdentifier(item).hashValue), radix: 16))"
        }
        let relationText = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
        var right = ""
        if secondItem != nil {
            right = (multiplier != 1 ? "\(multiplier)*" : "") + "\(name(secondItem)).\(secondAttribute)"
            if constant != 0 { right += constant > 0 ? " + \(constant)" : " - \(-constant)" }
        } else {
            right = "\(constant)"
        }
        let label = identifier.map { "'\($0)' " } ?? ""
        let priorityText = priority == .required ? "" : " @\(priority.rawValue)"
        return "<NSLayoutConstraint \(label)\(name(firstItem)).\(firstAttribute) \(relationText) \(right)\(priorityText)>"
    }
}
