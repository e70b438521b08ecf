import Foundation
import Testing
@testable import StrataUI
import StrataCore
import StrataGL

/// A table with a selected row, drawn by the offscreen compositor. Apple
/// (UITableViewCell.selectedBackgroundView): "The table view cell … adds the value of this
/// property as a subview only when the cell is selected"; iOS draws it light grey (systemGray4,
/// 209, 209, 214) behind the content, with a thin separator under each row.
@Suite struct UITableViewRenderTests {
    /// A value1 cell with a check mark, as a settings screen's.
    final class AccessoryCell: UITableViewCell {
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: .value1, reuseIdentifier: reuseIdentifier)
            detailTextLabel?.text = "On"
            accessoryType = .checkmark
        }
        required init?(coder: NSCoder) { fatalError() }
    }

    @Test func aSelectedRowShowsTheGreySelectionBehindItsText() throws {
        let clock = MediaClock.virtual()
        let image = try clock.run { () throws -> CGImage in
            let root = whiteRoot(width: 200, height: 176)
            let controller = FruitListController([rowNames(6)])
            controller.viewDidLoadHook = { table in
                table.register(AccessoryCell.self, forCellReuseIdentifier: "Accessory")
            }
            controller.cellIdentifier = { $0.row == 3 ? "Accessory" : "Cell" }
            controller.view.frame = root.bounds
            root.addSubview(controller.view)
            controller.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
            root.layoutIfNeeded()
            clock.advance(by: 0)
            return try renderOnScreen(root, clock)
        }

        let selected = pixelRGB(image, 190, 60), plain = pixelRGB(image, 190, 100)
        #expect(abs(selected[0] - 209) <= 3 && abs(selected[2] - 214) <= 3, "row 1 is selection grey: \(selected)")
        #expect(plain.allSatisfy { $0 >= 250 }, "row 2 is white: \(plain)")
        let separator = pixelRGB(image, 100, 131), margin = pixelRGB(image, 8, 131)
        #expect(separator[0] < 240, "a separator line under row 2: \(separator)")
        #expect(margin.allSatisfy { $0 >= 250 }, "inset 16 points from the left: \(margin)")
        let check = (150..<200).map { pixelRGB(image, $0, 154) }.filter { $0[2] > 200 && $0[0] < 120 }
        #expect(!check.isEmpty, "row 3's check mark is drawn in the tint blue")
        let text = (0..<200).map { pixelRGB(image, $0, 22) }.filter { $0[0] < 100 }
        #expect(!text.isEmpty, "row 0's title is drawn in dark text")
    }
}
