import Foundation
import StrataUI

/// Frosted glass and an iOS 15 sheet, as apps build them: a `UIVisualEffectView` card over a
/// photo (UIVisualEffectView: "the blur effect … blurs the content layered behind"), whose
/// tap presents a controller configured through `sheetPresentationController` — medium and
/// large detents, a grabber — with a blurred background of its own, so the photo shows
/// frosted through the sheet. The card's blur fades in when the demo starts (setting `effect`
/// in an animation block: "you can animate changes to the effect property").
final class FrostedSheetViewController: DemoViewController {
    private(set) var card: UIVisualEffectView!
    private(set) var sheetController: FrostedSheetContentController?

    override func viewDidLoad() {
        super.viewDidLoad()
        let photo = UIImageView(frame: view.bounds)
        photo.image = UIImage.demoAsset(named: "2.jpg", size: view.bounds.size)
        photo.contentMode = .scaleAspectFill
        view.addSubview(photo)

        card = UIVisualEffectView(effect: nil)
        card.frame = CGRect(x: 30, y: 150, width: 260, height: 120)
        card.layer.name = "card"
        card.layer.cornerRadius = 22
        card.clipsToBounds = true
        let title = UILabel(frame: CGRect(x: 20, y: 28, width: 220, height: 32))
        title.text = "Frosted glass"
        title.font = .boldSystemFont(ofSize: 26)
        title.textColor = UIColor(white: 0.1, alpha: 1)
        let hint = UILabel(frame: CGRect(x: 20, y: 68, width: 220, height: 20))
        hint.text = "tap for a sheet"
        hint.font = .systemFont(ofSize: 15)
        hint.textColor = UIColor(white: 0.25, alpha: 1)
        card.contentView.addSubview(title)
        card.contentView.addSubview(hint)
        view.addSubview(card)
        card.addGestureRecognizer(UITapGestureRecognizer { [unowned self] _ in self.showSheet() })
        UIView.animate(withDuration: 0.8) { self.card.effect = UIBlurEffect(style: .systemThinMaterialLight) }
        addDemoCaption("tap the card: a sheet · drag the sheet between its detents, or down to close it")
    }

    func showSheet() {
        guard presentedViewController == nil else { return }
        let content = FrostedSheetContentController()
        if let sheet = content.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
            sheet.preferredCornerRadius = 20
        }
        sheetController = content
        present(content, animated: true)
    }
}

/// The sheet's controller: a blurred background and a line of text.
final class FrostedSheetContentController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .clear
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterialLight))
        blur.frame = view.bounds
        blur.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(blur)
        let label = UILabel(frame: CGRect(x: 20, y: 30, width: 280, height: 30))
        label.layer.name = "sheetTitle"
        label.text = "Drag me up or down"
        label.font = .boldSystemFont(ofSize: 18)
        blur.contentView.addSubview(label)
    }
}

/// The frosted card and sheet as a demo.
public final class FrostedSheetDemo: UIKitDemo, Demo {
    public static let name = "ui-frosted-sheet"
    public static let title = "Frosted sheet"
    public static let summary = "a UIVisualEffectView blur fades in; a tap presents an iOS 15 sheet with medium and large detents"
    public static let controls = [DemoControl("click / tap", "the card presents the sheet"),
                                  DemoControl("drag / touch", "the sheet between its detents, or down to close it")]
    public static let size = phoneScreen

    override public func makeRootViewController() -> UIViewController { FrostedSheetViewController() }

    var controller: FrostedSheetViewController? { window?.rootViewController as? FrostedSheetViewController }

    public var status: String? {
        guard let controller else { return nil }
        guard controller.presentedViewController != nil, let sheet = controller.sheetController?.sheetPresentationController else {
            return "no sheet"
        }
        return "sheet \(sheet.selectedDetentIdentifier == .large ? "large" : "medium")"
    }
}
