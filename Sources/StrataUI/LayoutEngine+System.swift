import Foundation
import StrataGraphics

/// A constraint UIKit adds itself (NSAutoresizingMaskLayoutConstraint,
/// NSContentSizeLayoutConstraint, the guides' insets): its kind, item and current value.
struct SystemConstraint {
    enum Kind {
        /// The frame of a view that translates its autoresizing mask into constraints
        /// (for the root: its origin at 0, 0).
        case originX, originY, width, height
        /// Content hugging (size ≤ intrinsic) and compression resistance (size ≥ intrinsic).
        case hug(NSLayoutConstraint.Axis), resist(NSLayoutConstraint.Axis)
        /// The fitting size of `systemLayoutSizeFitting`'s root.
        case fitWidth, fitHeight
        /// A margins or safe-area guide's inset from its view's edge (left, top, right, bottom).
        case inset(edge: Int)
        /// A scroll view's content guide keeping the current content size, weakly.
        case contentSize(NSLayoutConstraint.Axis)
    }
    let id: Int
    let kind: Kind
    let item: Int
    var value: Double
    var priority: UILayoutPriority
}

extension LayoutEngine {
    /// Adds a system constraint of `kind` for `item`, refreshed in `owner`'s layout.
    func addSystem(_ kind: SystemConstraint.Kind, item: Int, owner: UIView) {
        let (value, priority) = currentValue(kind, item: item)
        let (expression, relation) = systemExpression(kind, item: item)
        var full = expression
        full.constant -= value
        let id = -(system.count + 1)
        system.append(SystemConstraint(id: id, kind: kind, item: item, value: value, priority: priority))
        systemByView[ObjectIdentifier(owner), default: []].append(system.count - 1)
        do {
            try solver.add(LayoutSolver.Constraint(expression: full, relation: relation, weight: Self.weight(priority)), id: id)
        } catch {
            Diagnostics.warnOnce(Self.unsatisfiableMessage("<system constraint \(kind) of \(items[item].owner.map { "\(type(of: $0))" } ?? "?")>"))
        }
    }

    private func systemExpression(_ kind: SystemConstraint.Kind, item index: Int) -> (LayoutSolver.Expression, LayoutSolver.Relation) {
        let item = items[index]
        var e = LayoutSolver.Expression()
        let superItem = item.view?.superview.flatMap { itemIndex[ObjectIdentifier($0)] }.map { items[$0] }
        switch kind {
        case .originX: e.add(item.left, 1); if let s = superItem { e.add(s.left, -1) }
        case .originY: e.add(item.top, 1); if let s = superItem { e.add(s.top, -1) }
        case .width, .fitWidth: e.add(item.width, 1)
        case .height, .fitHeight: e.add(item.height, 1)
        case .contentSize(let axis): e.add(axis == .horizontal ? item.width : item.height, 1)
        case .hug(let axis): e.add(axis == .horizontal ? item.width : item.height, 1); return (e, .lessThanOrEqual)
        case .resist(let axis): e.add(axis == .horizontal ? item.width : item.height, 1); return (e, .greaterThanOrEqual)
        case .inset(let edge):
            guard let owner = item.guide?.owningView.flatMap({ itemIndex[ObjectIdentifier($0)] }).map({ items[$0] }) else { break }
            switch edge {
            case 0: e.add(item.left, 1); e.add(owner.left, -1)
            case 1: e.add(item.top, 1); e.add(owner.top, -1)
            case 2: e.add(owner.left, 1); e.add(owner.width, 1); e.add(item.left, -1); e.add(item.width, -1)
            default: e.add(owner.top, 1); e.add(owner.height, 1); e.add(item.top, -1); e.add(item.height, -1)
            }
        }
        return (e, .equal)
    }

    /// The value and priority a system constraint should have now.
    func currentValue(_ kind: SystemConstraint.Kind, item index: Int) -> (Double, UILayoutPriority) {
        let item = items[index]
        guard let view = item.view ?? item.guide?.owningView else { return (0, .required) }
        switch kind {
        case .originX, .originY:
            guard item.view !== root, view.superview != nil else { return (0, .required) }
            let origin = Self.untransformedOrigin(of: view)
            return (Double(kind.isX ? origin.x : origin.y), framePriority(view))
        case .width: return (Double(view.bounds.width), framePriority(view))
        case .height: return (Double(view.bounds.height), framePriority(view))
        case .fitWidth: return (Double(fitting?.size.width ?? 0), fitting?.horizontal ?? .fittingSizeLevel)
        case .fitHeight: return (Double(fitting?.size.height ?? 0), fitting?.vertical ?? .fittingSizeLevel)
        case .hug(let axis), .resist(let axis):
            let size = view.intrinsicContentSize
            let value = Double(axis == .horizontal ? size.width : size.height)
            if case .hug = kind { return (value, view.contentHuggingPriority(for: axis)) }
            return (value, view.contentCompressionResistancePriority(for: axis))
        case .contentSize(let axis):
            let size = (view as? UIScrollView)?.contentSize ?? .zero
            return (Double(axis == .horizontal ? size.width : size.height), UILayoutPriority(1))
        case .inset(let edge):
            let role = item.guide?.role
            var insets = role == .safeArea ? view.safeAreaInsets : role == .layoutMargins ? view.layoutMargins : .zero
            if role == .scrollFrame {
                // The frame guide stays with the visible area: offset by the content offset.
                let offset = view.bounds.origin
                insets = UIEdgeInsets(top: offset.y, left: offset.x, bottom: -offset.y, right: -offset.x)
            }
            return (Double([insets.left, insets.top, insets.right, insets.bottom][edge]), .required)
        }
    }

    /// How firmly a view's frame holds: required when it translates its autoresizing mask;
    /// 999 for a stack view's constrained arranged view (the stack sets its frame) or a
    /// constrained root.
    private func framePriority(_ view: UIView) -> UILayoutPriority {
        view.translatesAutoresizingMaskIntoConstraints ? .required : UILayoutPriority(999)
    }

    /// The frame a view would have without its transform: its centre less half its size.
    static func untransformedOrigin(of view: UIView) -> CGPoint {
        CGPoint(x: view.center.x - view.bounds.width / 2, y: view.center.y - view.bounds.height / 2)
    }

    /// Brings the system constraints of `views` (all when nil) up to date with the frames
    /// and margins they stand for, and every content-size constraint when some intrinsic size
    /// was invalidated. A content size that appeared or vanished, or a changed hugging or
    /// resistance priority, needs a rebuilt engine.
    func refresh(_ views: [UIView]? = nil) {
        if intrinsicDirty {
            intrinsicDirty = false
            for i in system.indices where system[i].kind.isIntrinsic { update(i) }
            guard isValid else { return }
            // A view that had no intrinsic size and now has one needs its constraints made.
            for item in items {
                guard let view = item.view, !view.translatesAutoresizingMaskIntoConstraints || (view === root && fitting != nil) else { continue }
                let has = (systemByView[ObjectIdentifier(view)] ?? []).contains { system[$0].kind.isIntrinsic }
                let size = view.intrinsicContentSize
                if !has, size.width >= 0 || size.height >= 0 { isValid = false; return }
            }
        }
        let indices: [Int] = views.map { $0.flatMap { systemByView[ObjectIdentifier($0)] ?? [] } } ?? Array(system.indices)
        for i in indices where !system[i].kind.isIntrinsic && isValid { update(i) }
    }

    /// Re-reads system constraint `i`'s value and shifts its constant if it changed.
    private func update(_ i: Int) {
        let entry = system[i]
        let (value, priority) = currentValue(entry.kind, item: entry.item)
        guard value.isFinite, value >= 0 || !entry.kind.isIntrinsic, priority == entry.priority else { isValid = false; return }
        guard value != entry.value else { return }
        system[i].value = value
        var (expression, _) = systemExpression(entry.kind, item: entry.item)
        expression.constant -= value
        do { try solver.setConstant(expression.constant, of: entry.id) } catch { isValid = false; return }
        framesDirty = true
    }
}

extension SystemConstraint.Kind {
    var isX: Bool { if case .originX = self { return true } else { return false } }
    var isIntrinsic: Bool {
        switch self {
        case .hug, .resist: return true
        default: return false
        }
    }
}
