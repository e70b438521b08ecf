import Foundation
@testable import StrataUI
import StrataCore

/// A list screen written as iOS code writes one: a view controller that owns a table, is its
/// data source and delegate, and registers a cell class (Apple: "Filling a table with data").
final class FruitListController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    var sections: [[String]]
    var headerTitles: [String?] = []
    var footerTitles: [String?] = []
    var heights: [IndexPath: CGFloat] = [:]
    var log: [String] = []
    var cellIdentifier: (IndexPath) -> String = { _ in "Cell" }
    var viewDidLoadHook: ((UITableView) -> Void)?
    let style: UITableView.Style
    lazy var tableView = UITableView(frame: view.bounds, style: style)

    init(_ sections: [[String]], style: UITableView.Style = .plain) {
        self.sections = sections
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        viewDidLoadHook?(tableView)
        view.addSubview(tableView)
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: cellIdentifier(indexPath), for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section < headerTitles.count ? headerTitles[section] : nil
    }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section < footerTitles.count ? footerTitles[section] : nil
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights[indexPath] ?? UITableView.automaticDimension
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect \(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelect \(indexPath.row)") }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willDeselect \(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { log.append("didDeselect \(indexPath.row)") }
}

/// Rows named "Row 0" … for `count` rows.
func rowNames(_ count: Int, _ prefix: String = "Row") -> [String] { (0..<count).map { "\(prefix) \($0)" } }

/// A controller's view put on screen in a 320×440 window, laid out and committed.
@discardableResult
func showOnScreen(_ controller: UIViewController, _ clock: MediaClock, width: CGFloat = 320, height: CGFloat = 440) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    controller.view.frame = window.bounds
    window.addSubview(controller.view)
    window.layoutIfNeeded()
    clock.advance(by: 0)
    return window
}

/// The visible rows' numbers, top to bottom.
func visibleRows(_ table: UITableView) -> [Int] { (table.indexPathsForVisibleRows ?? []).map(\.row) }
