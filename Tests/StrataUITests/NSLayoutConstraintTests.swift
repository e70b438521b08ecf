import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// NSLayoutConstraint arithmetic solved by the Cassowary engine. Apple:
/// https://developer.apple.com/documentation/uikit/nslayoutconstraint ("item1.attribute1 =
/// multiplier × item2.attribute2 + constant"; "constraints with higher priority levels are
/// satisfied before constraints with lower priority levels"; inequalities) and
/// https://developer.apple.com/documentation/uikit/nslayoutconstraint/constant ("Unlike the
/// other properties, the constant can be modified after constraint creation").
@Suite struct NSLayoutConstraintTests {
    /// A 400×400 root with one constrained subview.
    private func constrained(_ root: UIView) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        return view
    }

    @Test func equalitiesPlaceTheView() {
        onVirtualClock { _, root in
            let view = constrained(root)
            NSLayoutConstraint.activate([
                NSLayoutConstraint(item: view, attribute: .left, relatedBy: .equal, toItem: root, attribute: .left, multiplier: 1, constant: 20),
                NSLayoutConstraint(item: view, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top, multiplier: 1, constant: 30),
                NSLayoutConstraint(item: view, attribute: .width, relatedBy: .equal, toItem: root, attribute: .width, multiplier: 0.5, constant: 0),
                NSLayoutConstraint(item: view, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 44),
            ])
            root.layoutIfNeeded()
            #expect(view.frame == CGRect(x: 20, y: 30, width: 200, height: 44))
        }
    }

    @Test func inequalitiesAndPrioritiesChooseTheSize() {
        onVirtualClock { _, root in
            let view = constrained(root)
            let wish = view.widthAnchor.constraint(equalToConstant: 500)
            wish.priority = .defaultHigh
            let low = view.widthAnchor.constraint(equalToConstant: 50)
            low.priority = .defaultLow
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                view.topAnchor.constraint(equalTo: root.topAnchor),
                view.heightAnchor.constraint(equalToConstant: 10),
                view.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, constant: -100),   // required cap: 300
                wish, low,
            ])
            root.layoutIfNeeded()
            // The required cap holds; between the two wishes the higher priority wins.
            #expect(view.frame.width == 300)
            wish.priority = UILayoutPriority(200)   // now below the 50-point wish
            root.layoutIfNeeded()
            #expect(view.frame.width == 50)
            #expect(view.frame.minX == 0)
        }
    }

    @Test func centreAndMultipliers() {
        onVirtualClock { _, root in
            let view = constrained(root)
            NSLayoutConstraint.activate([
                view.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                view.centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: -50),
                view.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.25, constant: 10),
                view.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: 2),
            ])
            root.layoutIfNeeded()
            #expect(view.frame == CGRect(x: 145, y: 40, width: 110, height: 220))
        }
    }

    @Test func constantChangesResolveIncrementally() {
        onVirtualClock { _, root in
            let view = constrained(root)
            let height = view.heightAnchor.constraint(equalToConstant: 100)
            let top = view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
            NSLayoutConstraint.activate([top, height, view.leftAnchor.constraint(equalTo: root.leftAnchor),
                                         view.rightAnchor.constraint(equalTo: root.rightAnchor)])
            root.layoutIfNeeded()
            let engine = LayoutEngine.existingEngine(for: root)
            #expect(view.frame == CGRect(x: 0, y: 10, width: 400, height: 100))
            for h in stride(from: 120, through: 300, by: 60) {
                height.constant = CGFloat(h)
                top.constant += 5
                root.layoutIfNeeded()
                #expect(view.frame.height == CGFloat(h))
            }
            #expect(view.frame.minY == 30)
            // The same engine the whole time: constant changes did not rebuild it.
            #expect(LayoutEngine.existingEngine(for: root) === engine)
        }
    }

    @Test func activateAndDeactivate() {
        onVirtualClock { _, root in
            let view = constrained(root)
            let a = [view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                     view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                     view.widthAnchor.constraint(equalToConstant: 50), view.heightAnchor.constraint(equalToConstant: 50)]
            let b = [view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
                     view.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -10),
                     view.widthAnchor.constraint(equalToConstant: 80), view.heightAnchor.constraint(equalToConstant: 80)]
            #expect(!a[0].isActive)
            NSLayoutConstraint.activate(a)
            #expect(a.allSatisfy { $0.isActive })
            // Apple: activation adds the constraint to the closest common ancestor.
            #expect(root.constraints.contains(a[0]) && view.constraints.contains(a[2]))
            root.layoutIfNeeded()
            #expect(view.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
            NSLayoutConstraint.deactivate(a)
            NSLayoutConstraint.activate(b)
            root.layoutIfNeeded()
            #expect(view.frame == CGRect(x: 310, y: 310, width: 80, height: 80))
            #expect(!a[0].isActive && root.constraints.count == 2)
        }
    }

    @Test func unsatisfiableConstraintsAreBrokenWithAMessage() {
        onVirtualClock { _, root in
            let view = constrained(root)
            let conflict = view.widthAnchor.constraint(equalToConstant: 200)
            conflict.identifier = "conflict-\(UUID().uuidString)"
            NSLayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                         view.topAnchor.constraint(equalTo: root.topAnchor),
                                         view.heightAnchor.constraint(equalToConstant: 20),
                                         view.widthAnchor.constraint(equalToConstant: 100), conflict])
            root.layoutIfNeeded()
            #expect(Diagnostics.hasWarned(LayoutEngine.unsatisfiableMessage(conflict.description)))
            #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
            // A constant change that makes a required constraint fail is broken the same way.
            let other = view.heightAnchor.constraint(greaterThanOrEqualToConstant: 10)
            other.identifier = "other-\(UUID().uuidString)"
            other.isActive = true
            root.layoutIfNeeded()
            other.constant = 50
            root.layoutIfNeeded()
            #expect(Diagnostics.hasWarned(LayoutEngine.unsatisfiableMessage(other.description)))
            #expect(view.frame.height == 20)
        }
    }

    @Test func nonFiniteConstantsAreRefused() {
        onVirtualClock { _, root in
            let view = constrained(root)
            let width = view.widthAnchor.constraint(equalToConstant: .nan)
            #expect(width.constant == 0)
            width.constant = 30
            width.constant = .infinity
            #expect(width.constant == 30)
            #expect(Diagnostics.hasWarned("NSLayoutConstraint constant is not finite (inf); the constant stays 30.0"))
            NSLayoutConstraint.activate([width, view.heightAnchor.constraint(equalToConstant: 30),
                                         view.leftAnchor.constraint(equalTo: root.leftAnchor), view.topAnchor.constraint(equalTo: root.topAnchor)])
            root.layoutIfNeeded()
            #expect(view.frame == CGRect(x: 0, y: 0, width: 30, height: 30))
        }
    }

    @Test func invalidConstraintsDoNotActivate() {
        onVirtualClock { _, root in
            let view = constrained(root)
            let stranger = UIView()
            let noAncestor = view.leadingAnchor.constraint(equalTo: stranger.leadingAnchor)
            noAncestor.isActive = true
            #expect(!noAncestor.isActive)
            let locationToConstant = NSLayoutConstraint(item: view, attribute: .left, relatedBy: .equal, toItem: nil,
                                                        attribute: .notAnAttribute, multiplier: 1, constant: 5)
            locationToConstant.isActive = true
            #expect(!locationToConstant.isActive)
            let required = view.widthAnchor.constraint(equalToConstant: 10)
            required.isActive = true
            required.priority = .defaultHigh   // Apple: not supported on an installed constraint
            #expect(required.priority == .required)
        }
    }
}
