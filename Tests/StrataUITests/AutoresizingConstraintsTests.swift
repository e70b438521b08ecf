import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// translatesAutoresizingMaskIntoConstraints and Auto Layout in a view hierarchy. Apple:
/// https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
/// ("If this property's value is true, the system creates a set of constraints that duplicate
/// the behavior specified by the view's autoresizing mask … you can't add constraints to
/// modify this size or position without introducing conflicts"; default true for views made
/// in code), https://developer.apple.com/documentation/uikit/nslayoutconstraint/isactive
/// (activation adds the constraint to the closest common ancestor) and
/// https://developer.apple.com/documentation/uikit/uiview/removefromsuperview() ("removes any
/// constraints that refer to the view you are removing, or that refer to any view in the
/// subtree of the view you are removing").
@Suite struct AutoresizingConstraintsTests {
    @Test func aFrameBasedViewAnchorsAConstrainedOne() {
        onVirtualClock { _, root in
            let fixed = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 50))
            root.addSubview(fixed)
            #expect(fixed.translatesAutoresizingMaskIntoConstraints)
            let follower = UIView()
            follower.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(follower)
            NSLayoutConstraint.activate([
                follower.leadingAnchor.constraint(equalTo: fixed.trailingAnchor, constant: 10),
                follower.topAnchor.constraint(equalTo: fixed.topAnchor),
                follower.widthAnchor.constraint(equalTo: fixed.widthAnchor),
                follower.heightAnchor.constraint(equalTo: fixed.heightAnchor, multiplier: 2),
            ])
            root.layoutIfNeeded()
            #expect(fixed.frame == CGRect(x: 20, y: 30, width: 100, height: 50))
            #expect(follower.frame == CGRect(x: 130, y: 30, width: 100, height: 100))

            // Moving the frame-based view moves the constrained one at the next layout.
            fixed.frame = CGRect(x: 0, y: 0, width: 60, height: 20)
            root.layoutIfNeeded()
            #expect(follower.frame == CGRect(x: 70, y: 0, width: 60, height: 40))
        }
    }

    @Test func aConstraintAgainstATranslatedFrameConflicts() {
        onVirtualClock { _, root in
            let fixed = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            root.addSubview(fixed)
            let wish = fixed.widthAnchor.constraint(equalToConstant: 200)
            wish.identifier = "translated-\(UUID().uuidString)"
            wish.isActive = true
            root.layoutIfNeeded()
            #expect(Diagnostics.hasWarned(LayoutEngine.unsatisfiableMessage(wish.description)))
            #expect(fixed.frame.width == 50)
        }
    }

    @Test func constrainedViewsFollowTheirSuperviewsSize() {
        onVirtualClock { _, root in
            let panel = UIView()
            panel.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(panel)
            let inner = UIView()
            inner.translatesAutoresizingMaskIntoConstraints = false
            panel.addSubview(inner)
            NSLayoutConstraint.activate([
                panel.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
                panel.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -50),
                panel.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 40),
                panel.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -40),
                inner.centerXAnchor.constraint(equalTo: panel.centerXAnchor),
                inner.centerYAnchor.constraint(equalTo: panel.centerYAnchor),
                inner.widthAnchor.constraint(equalTo: panel.widthAnchor, multiplier: 0.5),
                inner.heightAnchor.constraint(equalToConstant: 20),
            ])
            root.layoutIfNeeded()
            #expect(panel.frame == CGRect(x: 40, y: 50, width: 320, height: 300))
            // Frames are in the superview's coordinates.
            #expect(inner.frame == CGRect(x: 80, y: 140, width: 160, height: 20))

            root.frame = CGRect(x: 0, y: 0, width: 600, height: 200)   // a window resize
            root.layoutIfNeeded()
            #expect(panel.frame == CGRect(x: 40, y: 50, width: 520, height: 100))
            #expect(inner.frame == CGRect(x: 130, y: 40, width: 260, height: 20))
        }
    }

    @Test func aConstrainedRootLaysOutInItsBounds() {
        onVirtualClock { _, _ in
            // A view outside any window that does not translate its frame: its subviews are
            // laid out in its current bounds (UIKit's temporary layout size).
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            container.translatesAutoresizingMaskIntoConstraints = false
            let fill = UIView()
            fill.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(fill)
            NSLayoutConstraint.activate([fill.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
                                         fill.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
                                         fill.topAnchor.constraint(equalTo: container.topAnchor),
                                         fill.bottomAnchor.constraint(equalTo: container.bottomAnchor)])
            container.layoutIfNeeded()
            #expect(fill.frame == CGRect(x: 10, y: 0, width: 280, height: 200))
        }
    }

    @Test func removingAViewRemovesTheConstraintsThatReferToIt() {
        onVirtualClock { _, root in
            let a = UIView(), b = UIView()
            for v in [a, b] { v.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(v) }
            let between = b.leadingAnchor.constraint(equalTo: a.trailingAnchor)
            let own = a.widthAnchor.constraint(equalToConstant: 10)
            NSLayoutConstraint.activate([between, own])
            #expect(root.constraints.contains(between))
            a.removeFromSuperview()
            #expect(!between.isActive)
            #expect(own.isActive)   // held by the removed view itself
            root.layoutIfNeeded()
            root.addSubview(a)
            root.layoutIfNeeded()
            #expect(a.frame.width == 10)
        }
    }

    @Test func viewsWithoutConstraintsKeepTheirPath() {
        // Frame-based views make no Auto Layout state, even on a thread where constraints
        // are in use (here: one kept active while the frame-based tree lays out).
        onVirtualClock { _, root in
            let other = UIView()
            let held = other.widthAnchor.constraint(equalToConstant: 1)
            held.isActive = true
            #expect(LayoutEngine.isInUse)
            let child = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
            root.addSubview(child)
            root.layoutIfNeeded()
            #expect(root.autoLayoutState == nil && child.autoLayoutState == nil)
            #expect(child.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
        }
    }
}

/// Constraints around a UIStackView, which arranges its views itself. Apple:
/// https://developer.apple.com/documentation/uikit/uistackview ("The stack view manages the
/// layout of all the views in its arrangedSubviews property"; position and size the stack
/// view itself with constraints).
@Suite struct StackViewConstraintsTests {
    @Test func aConstrainedStackAndViewsInsideItsArrangedViews() {
        onVirtualClock { _, root in
            let card = UIView()
            card.translatesAutoresizingMaskIntoConstraints = false
            let caption = UILabel()
            caption.text = "Inside"
            caption.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(caption)
            let other = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 30))
            let stack = UIStackView(arrangedSubviews: [card, other])
            stack.axis = .vertical
            stack.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(stack)
            let cardHeight = card.heightAnchor.constraint(equalToConstant: 60)
            cardHeight.identifier = "card-height-\(UUID().uuidString)"
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
                stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                cardHeight,
                caption.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 4),
                caption.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -4),
            ])
            root.layoutIfNeeded()
            // The stack's height is its content's (intrinsic size, hugged): 60 + 30.
            #expect(stack.frame == CGRect(x: 20, y: 10, width: 360, height: 90))
            // The stack placed its arranged view; the label follows the frame the stack gave it.
            #expect(card.frame.width == 360)
            #expect(caption.frame.minX == 4 && caption.frame.maxY == card.bounds.height - 4)
            #expect(!Diagnostics.hasWarned(LayoutEngine.unsatisfiableMessage(cardHeight.description)))
            // A stack takes an arranged view's constant width or height constraint as its size.
            #expect(card.frame.height == 60 && other.frame.minY == 60)
            #expect(caption.frame.maxY == 56)
        }
    }

    @Test func anArrangedViewsHeightConstraintAnimates() {
        onVirtualClock { clock, root in
            let row = UIView(), footer = UIView()
            row.translatesAutoresizingMaskIntoConstraints = false
            footer.translatesAutoresizingMaskIntoConstraints = false
            let stack = UIStackView(arrangedSubviews: [row, footer])
            stack.axis = .vertical
            stack.alignment = .fill
            stack.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
            root.addSubview(stack)
            let height = row.heightAnchor.constraint(equalToConstant: 40)
            NSLayoutConstraint.activate([height, footer.heightAnchor.constraint(equalToConstant: 20)])
            stack.distribution = .equalSpacing
            root.layoutIfNeeded()
            clock.advance(by: 0)
            #expect(row.frame.height == 40)

            height.constant = 120
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { root.layoutIfNeeded() })
            #expect(row.frame.height == 120)
            clock.advance(to: 0.5)
            #expect(abs(row.layer.presentation()!.frame.height - 80) < 0.01)
        }
    }
}
