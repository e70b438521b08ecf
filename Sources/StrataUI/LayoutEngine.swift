import Foundation
import StrataGraphics

/// The Auto Layout engine of one view hierarchy (UIKit keeps one per window): the solver,
/// the views and guides it knows, and the constraints it holds. Each item has four
/// variables — left, top, width, height — in the coordinates of the hierarchy's root.
///
/// Besides the app's constraints it holds the ones UIKit adds itself: a view that
/// `translatesAutoresizingMaskIntoConstraints` is fixed at its frame; a view that does not
/// gets content-size constraints (hugging and compression resistance) from its
/// `intrinsicContentSize`; margins and safe-area guides are inset from their view.
/// The engine is rebuilt when the hierarchy or the set of constrained views changes; a
/// constant changing on a built engine is solved incrementally.
final class LayoutEngine {
    /// One view or guide the engine knows.
    struct Item {
        weak var view: UIView?
        weak var guide: UILayoutGuide?
        var owner: UIView? { view ?? guide?.owningView }
        /// The variable ids: left, top, width, height.
        let base: Int
        var left: Int { base }
        var top: Int { base + 1 }
        var width: Int { base + 2 }
        var height: Int { base + 3 }
    }

    /// What the engine solves for: the hierarchy as laid out, or the root's fitting size
    /// (`systemLayoutSizeFitting`), with the target size and its priorities.
    struct Fitting {
        var size: CGSize
        var horizontal: UILayoutPriority
        var vertical: UILayoutPriority
    }

    weak var root: UIView?
    let fitting: Fitting?
    var solver = LayoutSolver()
    var items: [Item] = []
    var itemIndex: [ObjectIdentifier: Int] = [:]
    /// The app's constraints in the solver, by solver id.
    var held: [Int: NSLayoutConstraint] = [:]
    /// Active constraints broken because they conflicted (retried when their constant changes).
    var broken: [Int: NSLayoutConstraint] = [:]
    /// The constraints UIKit adds itself, and by view the ones to refresh in its layout.
    var system: [SystemConstraint] = []
    var systemByView: [ObjectIdentifier: [Int]] = [:]
    /// False once the engine must be rebuilt (hierarchy or constrained views changed).
    var isValid = true
    /// Whether solved values changed since views were last marked for layout.
    var framesDirty = true
    /// Whether some intrinsic content size changed.
    var intrinsicDirty = false
    /// Multi-line labels placed by constraints, whose height depends on their solved width.
    var wrappingLabels: [Int] = []

    init(root: UIView, fitting: Fitting? = nil) {
        self.root = root
        self.fitting = fitting
    }

    /// Adds every active constraint of the root's subtree, in hierarchy order.
    func build() {
        guard let root else { return }
        _ = register(root)
        var stack = [root]
        while let view = stack.popLast() {
            for constraint in view.autoLayoutState?.constraints ?? [] { add(constraint) }
            stack.append(contentsOf: view.subviews.reversed())
        }
    }

    // MARK: items

    /// The index of `view`, adding it (and its ancestors up to the root) with the system
    /// constraints UIKit gives it; nil when the view is not in the root's hierarchy.
    func register(_ view: UIView) -> Int? {
        if let index = itemIndex[ObjectIdentifier(view)] { return index }
        guard let root else { return nil }
        if view !== root {
            guard let superview = view.superview, register(superview) != nil else { return nil }
        }
        let index = items.count
        items.append(Item(view: view, base: index * 4))
        itemIndex[ObjectIdentifier(view)] = index
        var kinds: [SystemConstraint.Kind]
        if view === root {
            kinds = [.originX, .originY]
            if fitting != nil {
                kinds += [.fitWidth, .fitHeight] + intrinsicKinds(view)
            } else {
                // Nothing above sets the root's frame: its bounds hold (UIKit's temporary
                // layout size; at 999 when it does not translate its frame, so its own
                // constraints win without a conflict).
                kinds += [.width, .height]
            }
        } else if view.translatesAutoresizingMaskIntoConstraints || view.superview is UIStackView {
            // A stack view places its arranged views itself: their frames hold (at 999, so a
            // width or height constraint on one is no conflict) for the views inside them.
            kinds = [.originX, .originY, .width, .height]
        } else {
            kinds = intrinsicKinds(view)
        }
        for kind in kinds { addSystem(kind, item: index, owner: view) }
        if let label = view as? UILabel, label.numberOfLines != 1, !kinds.isEmpty, kinds.allSatisfy(\.isIntrinsic) {
            wrappingLabels.append(index)
        }
        return index
    }

    /// The index of `guide`, adding it with its owning view; a margins or safe-area guide is
    /// tied to its view's edges.
    func register(_ guide: UILayoutGuide) -> Int? {
        if let index = itemIndex[ObjectIdentifier(guide)] { return index }
        guard let owner = guide.owningView, register(owner) != nil else { return nil }
        let index = items.count
        items.append(Item(guide: guide, base: index * 4))
        itemIndex[ObjectIdentifier(guide)] = index
        switch guide.role {
        case .custom: break
        case .scrollContent:
            // At the content's origin; its size is the content size unless constraints say
            // otherwise (a stay at the lowest priority), and becomes the content size.
            for kind: SystemConstraint.Kind in [.inset(edge: 0), .inset(edge: 1), .contentSize(.horizontal), .contentSize(.vertical)] {
                addSystem(kind, item: index, owner: owner)
            }
        default:
            for edge in 0..<4 { addSystem(.inset(edge: edge), item: index, owner: owner) }
        }
        return index
    }

    func register(_ object: AnyObject?) -> Int? {
        if let view = object as? UIView { return register(view) }
        if let guide = object as? UILayoutGuide { return register(guide) }
        return nil
    }

    private func intrinsicKinds(_ view: UIView) -> [SystemConstraint.Kind] {
        let size = view.intrinsicContentSize
        var kinds: [SystemConstraint.Kind] = []
        if size.width >= 0, size.width.isFinite { kinds += [.hug(.horizontal), .resist(.horizontal)] }
        if size.height >= 0, size.height.isFinite { kinds += [.hug(.vertical), .resist(.vertical)] }
        return kinds
    }

    // MARK: the app's constraints

    /// Adds an active constraint; one that conflicts with the required constraints already
    /// held is broken with UIKit's message, and the layout goes on without it.
    func add(_ constraint: NSLayoutConstraint) {
        let id = constraint.solverID
        guard held[id] == nil, broken[id] == nil else { return }
        if fitting == nil { constraint.engine = self }   // a fitting engine is thrown away
        guard let solverConstraint = solverConstraint(for: constraint) else { return }
        do {
            try solver.add(solverConstraint, id: id)
            held[id] = constraint
        } catch LayoutSolver.Failure.unsatisfiable {
            broken[id] = constraint
            Diagnostics.warnOnce(Self.unsatisfiableMessage(constraint.description))
        } catch {
            isValid = false   // rebuilt at the next layout
        }
        setNeedsLayout()
    }

    /// Removes a constraint the engine holds.
    func remove(_ constraint: NSLayoutConstraint) {
        let id = constraint.solverID
        broken.removeValue(forKey: id)
        guard held.removeValue(forKey: id) != nil else { return }
        do { try solver.remove(id) } catch { isValid = false }
        setNeedsLayout()
    }

    /// Re-solves for a new constant: incrementally when the constraint is in the solver; a
    /// required constraint that can no longer hold is broken with UIKit's message.
    func constantChanged(_ constraint: NSLayoutConstraint) {
        let id = constraint.solverID
        if broken.removeValue(forKey: id) != nil { add(constraint); return }
        guard held[id] != nil, let solverConstraint = solverConstraint(for: constraint) else { return }
        do {
            try solver.setConstant(solverConstraint.expression.constant, of: id)
        } catch LayoutSolver.Failure.unsatisfiable {
            held.removeValue(forKey: id)
            do { try solver.remove(id) } catch { isValid = false }
            add(constraint)
        } catch {
            isValid = false
        }
        setNeedsLayout()
    }

    /// UIKit's message for a required constraint it had to break (Apple logs "Unable to
    /// simultaneously satisfy constraints" and names the constraint it breaks).
    static func unsatisfiableMessage(_ constraint: String) -> String {
        "Unable to simultaneously satisfy constraints. Will attempt to recover by breaking constraint \(constraint)"
    }

    /// The solver's weight for a priority: required (1000) is hard (nil); below it each 125
    /// levels weigh ten times more, so a higher priority wins over many lower ones.
    static func weight(_ priority: UILayoutPriority) -> Double? {
        guard priority.rawValue < 1000 else { return nil }
        return pow(10, Double(max(priority.rawValue, 1)) / 125)
    }

    /// Marks the hierarchy as needing layout: views whose solved frames changed are marked
    /// at the next layout pass.
    func setNeedsLayout() {
        framesDirty = true
        root?.layer.setNeedsLayout()
    }
}
