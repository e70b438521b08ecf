import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// The visual format language. Apple: Auto Layout Guide, "Visual Format Language" ("The
/// standard space is 8 points between sibling views and 20 points between a view and the
/// edges of its superview"; `|` is the superview; predicates `(>=70@500)`, `(==button)`) and
/// https://developer.apple.com/documentation/uikit/nslayoutconstraint/constraints(withvisualformat:options:metrics:views:).
@Suite struct VisualFormatTests {
    private func views(_ names: [String], in root: UIView) -> [String: UIView] {
        var result: [String: UIView] = [:]
        for name in names {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            result[name] = view
        }
        return result
    }

    @Test func horizontalAndVerticalFormats() {
        onVirtualClock { _, root in
            let v = views(["cancel", "ok", "title"], in: root)
            var constraints = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[cancel(>=80)]-[ok(==cancel)]-|",
                                                             options: [.alignAllTop, .alignAllBottom], metrics: nil, views: v)
            constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|-margin-[title(30)]-(spacing@750)-[cancel(44)]",
                                                          metrics: ["margin": 10, "spacing": CGFloat(12)], views: v)
            constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|[title]|", metrics: nil, views: v)
            #expect(constraints.allSatisfy { !$0.isActive })
            NSLayoutConstraint.activate(constraints)
            root.layoutIfNeeded()
            // 400 = 20 + w + 8 + w + 20 → w = 176.
            #expect(v["cancel"]!.frame == CGRect(x: 20, y: 52, width: 176, height: 44))
            #expect(v["ok"]!.frame == CGRect(x: 204, y: 52, width: 176, height: 44))
            #expect(v["title"]!.frame == CGRect(x: 0, y: 10, width: 400, height: 30))
        }
    }

    @Test func badFormatsGiveNoConstraints() {
        onVirtualClock { _, root in
            let v = views(["a"], in: root)
            #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[missing]-|", metrics: nil, views: v).isEmpty)
            #expect(Diagnostics.hasWarned("Unable to parse constraint format: no view named 'missing' in views\nH:|-[missing]-|"))
            #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a", metrics: nil, views: v).isEmpty)
            #expect(NSLayoutConstraint.constraints(withVisualFormat: "X:[a]", metrics: nil, views: v).isEmpty)
        }
    }
}
