import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// UIKit's NSValue boxes (`NSValue(uiEdgeInsets:)`/`uiEdgeInsetsValue`, `NSValue(uiOffset:)`,
/// `NSValue(directionalEdgeInsets:)`, `NSValue(cgVector:)`) and key-value coding of views
/// (NSObject `value(forKey:)`, `value(forKeyPath:)`, `setValue(_:forKey:)`), as the probe found
/// pull-to-refresh code reading a `contentInset` change: `(change[.newKey] as? NSValue)?.uiEdgeInsetsValue`.
@Suite struct UIKitValuesAndKeyValueCodingTests {
    @Test func uikitBoxesRoundTripAndDoNotMix() {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue == insets)
        #expect(NSValue(uiOffset: UIOffset(horizontal: 5, vertical: -6)).uiOffsetValue == UIOffset(horizontal: 5, vertical: -6))
        let directional = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(NSValue(directionalEdgeInsets: directional).directionalEdgeInsetsValue == directional)
        #expect(NSValue(cgVector: CGVector(dx: 7, dy: 8)).cgVectorValue == CGVector(dx: 7, dy: 8))
        // A box of one kind read as another gives zero, never garbage.
        #expect(NSValue(uiOffset: UIOffset(horizontal: 5, vertical: 6)).cgVectorValue == CGVector(dx: 0, dy: 0))
        #expect(NSValue(directionalEdgeInsets: directional).uiEdgeInsetsValue == .zero)
        // Bridged as CGRect is: boxed as an NSValue, read back by a cast.
        let boxed: Any = insets as AnyObject
        #expect((boxed as? NSValue)?.uiEdgeInsetsValue == insets)
        #expect(boxed as? UIEdgeInsets == insets)
    }

    final class InsetWatcher: UIView {
        var insets: [UIEdgeInsets] = []
        override func observeValue(forKeyPath keyPath: String?, of object: Any?,
                                   change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
            if let value = (change?[.newKey] as? NSValue)?.uiEdgeInsetsValue { insets.append(value) }
        }
    }

    @Test func aContentInsetChangeCarriesAnNSValue() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let watcher = InsetWatcher()
        scrollView.addObserver(watcher, forKeyPath: "contentInset", options: .new, context: nil)
        scrollView.contentInset = UIEdgeInsets(top: 60, left: 0, bottom: 0, right: 0)
        #expect(watcher.insets == [UIEdgeInsets(top: 60, left: 0, bottom: 0, right: 0)])
        scrollView.removeObserver(watcher, forKeyPath: "contentInset")
    }

    @Test func viewsReadAndWriteTheirKeys() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        view.layer.cornerRadius = 6
        #expect(view.value(forKey: "frame") as? CGRect == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect((view.value(forKey: "center") as? NSValue)?.cgPointValue == CGPoint(x: 25, y: 40))
        #expect(view.value(forKeyPath: "layer.cornerRadius") as? CGFloat == 6)
        #expect(view.value(forKey: "hidden") as? Bool == false)
        #expect(view.value(forKey: "noSuchKey") == nil)
        view.setValue(CGPoint(x: 50, y: 50), forKey: "center")
        view.setValue(0.5, forKey: "alpha")
        view.setValue("not a rect", forKey: "frame")
        #expect(view.center == CGPoint(x: 50, y: 50) && view.alpha == 0.5)
        #expect(view.bounds.size == CGSize(width: 30, height: 40))
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.setValue(CGPoint(x: 0, y: 30), forKey: "contentOffset")
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 30))
    }
}
