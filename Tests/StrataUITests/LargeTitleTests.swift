import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// Large titles as iOS apps turn them on (BouncyLayout's example list sets
/// `navigationController?.navigationBar.prefersLargeTitles = true` in viewWillAppear).
/// Apple: UINavigationBar prefersLargeTitles — "When this property is set to true, the
/// navigation bar allows the title to be displayed out-of-line and using a larger font";
/// UINavigationItem.LargeTitleDisplayMode — automatic "inherit the large-title setting from the
/// previous navigation item", always, never.
@Suite struct LargeTitleTests {
    final class Screen: UIViewController {
        convenience init(_ title: String, mode: UINavigationItem.LargeTitleDisplayMode = .automatic) {
            self.init()
            self.title = title
            navigationItem.largeTitleDisplayMode = mode
        }
    }

    final class ListScreen: UIViewController {
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            navigationController?.navigationBar.prefersLargeTitles = true
        }
    }

    @Test func largeTitleBarIsTallerAndFollowsTheItemsModes() throws {
        try onVirtualClock { clock, _ in
            let list = ListScreen()
            list.title = "Examples"
            let navigation = UINavigationController(rootViewController: list)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            navigation.view.layoutIfNeeded()
            clock.advance(by: 0)
            let bar = navigation.navigationBar
            #expect(bar.prefersLargeTitles)
            #expect(bar.frame.height == 96, "44-point strip and 52-point large title")
            #expect(navigation.content.frame.minY == 96)
            #expect(!bar.largeTitleLabel.isHidden && bar.titleLabel.isHidden)
            #expect(bar.largeTitleLabel.text == "Examples" && bar.largeTitleLabel.font.pointSize == 34)
            #expect(bar.largeTitleLabel.frame.minX == 16 && bar.largeTitleLabel.frame.minY == 44)

            // .automatic inherits from the item below: still large.
            navigation.pushViewController(Screen("Detail"), animated: false)
            navigation.view.layoutIfNeeded()
            #expect(bar.frame.height == 96 && bar.largeTitleLabel.text == "Detail")

            // .never: the inline title in a 44-point bar, the content moving up.
            navigation.pushViewController(Screen("Photo", mode: .never), animated: false)
            navigation.view.layoutIfNeeded()
            #expect(bar.frame.height == 44 && navigation.content.frame.minY == 44)
            #expect(bar.largeTitleLabel.isHidden && !bar.titleLabel.isHidden && bar.titleLabel.text == "Photo")

            // An .automatic item above a .never one is not large.
            navigation.pushViewController(Screen("Info"), animated: false)
            navigation.view.layoutIfNeeded()
            #expect(bar.frame.height == 44)

            _ = navigation.popToRootViewController(animated: false)
            navigation.view.layoutIfNeeded()
            #expect(bar.frame.height == 96 && navigation.content.frame.minY == 96)

            // An animated push to a .never item ends with the standard bar and the pushed view
            // filling the content below it.
            let photo = Screen("Photo", mode: .never)
            navigation.pushViewController(photo, animated: true)
            for _ in 0..<40 { clock.advance(by: 1.0 / 60) }
            navigation.view.layoutIfNeeded()
            #expect(bar.frame.height == 44 && photo.view.frame == navigation.content.bounds)
            #expect(navigation.content.frame.minY == 44)
            _ = navigation.popViewController(animated: true)
            for _ in 0..<40 { clock.advance(by: 1.0 / 60) }
            navigation.view.layoutIfNeeded()
            #expect(bar.frame.height == 96 && list.view.frame == navigation.content.bounds)

            // Turned off: the standard bar.
            bar.prefersLargeTitles = false
            #expect(bar.frame.height == 44 && navigation.content.frame.minY == 44 && bar.largeTitleLabel.isHidden)
        }
    }
}
