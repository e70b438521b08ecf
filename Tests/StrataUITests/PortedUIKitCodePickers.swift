// Code in the style of iOS tutorials and apps for search and pickers — the classic candy
// search screen (a table controller filtering as you type, with scope buttons), a two-wheel
// size and colour picker laid out with anchors, a reminder's date and time picker — written
// for this test suite with the APIs and idioms such code uses, compiled with `import UIKit`
// unchanged. Tests call in from PortedUIKitCodePickersTests.swift.
import UIKit

// MARK: - Searching a list, with scopes

struct Candy {
    enum Category: String, CaseIterable {
        case all = "All", chocolate = "Chocolate", hard = "Hard", other = "Other"
    }
    let name: String
    let category: Category

    static func candies() -> [Candy] {
        [Candy(name: "Chocolate Bar", category: .chocolate), Candy(name: "Chocolate Chip", category: .chocolate),
         Candy(name: "Dark Chocolate", category: .chocolate), Candy(name: "Lollipop", category: .hard),
         Candy(name: "Candy Cane", category: .hard), Candy(name: "Jaw Breaker", category: .hard),
         Candy(name: "Caramel", category: .other), Candy(name: "Sour Chew", category: .other),
         Candy(name: "Gummi Bear", category: .other)]
    }
}

final class CandySearchViewController: UITableViewController {
    let candies = Candy.candies()
    var filteredCandies: [Candy] = []
    let searchController = UISearchController(searchResultsController: nil)

    var isSearchBarEmpty: Bool { searchController.searchBar.text?.isEmpty ?? true }
    var isFiltering: Bool {
        let searchBarScopeIsFiltering = searchController.searchBar.selectedScopeButtonIndex != 0
        return searchController.isActive && (!isSearchBarEmpty || searchBarScopeIsFiltering)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Candy Search"
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search Candies"
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
        definesPresentationContext = true
        searchController.searchBar.scopeButtonTitles = Candy.Category.allCases.map { $0.rawValue }
        searchController.searchBar.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    }

    func filterContentForSearchText(_ searchText: String, category: Candy.Category? = nil) {
        filteredCandies = candies.filter { (candy: Candy) -> Bool in
            let doesCategoryMatch = category == .all || candy.category == category
            if isSearchBarEmpty {
                return doesCategoryMatch
            } else {
                return doesCategoryMatch && candy.name.lowercased().contains(searchText.lowercased())
            }
        }
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        isFiltering ? filteredCandies.count : candies.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        let candy = isFiltering ? filteredCandies[indexPath.row] : candies[indexPath.row]
        cell.textLabel?.text = candy.name
        cell.detailTextLabel?.text = candy.category.rawValue
        return cell
    }
}

extension CandySearchViewController: UISearchResultsUpdating {
    func updateSearchResults(for searchController: UISearchController) {
        let searchBar = searchController.searchBar
        let category = Candy.Category(rawValue: searchBar.scopeButtonTitles![searchBar.selectedScopeButtonIndex])
        filterContentForSearchText(searchBar.text!, category: category)
    }
}

extension CandySearchViewController: UISearchBarDelegate {
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        let category = Candy.Category(rawValue: searchBar.scopeButtonTitles![selectedScope])
        filterContentForSearchText(searchBar.text!, category: category)
    }
}

// MARK: - A two-wheel picker laid out with anchors

final class ShirtPickerViewController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    let pickerView = UIPickerView()
    let summaryLabel = UILabel()
    let sizes = ["XS", "S", "M", "L", "XL", "XXL"]
    let colors = ["Red", "Green", "Blue", "Black"]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        pickerView.dataSource = self
        pickerView.delegate = self
        pickerView.translatesAutoresizingMaskIntoConstraints = false
        summaryLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(summaryLabel)
        view.addSubview(pickerView)
        NSLayoutConstraint.activate([
            summaryLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            summaryLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            pickerView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            pickerView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            pickerView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        pickerView.selectRow(2, inComponent: 0, animated: false)
        updateSummary()
    }

    func updateSummary() {
        summaryLabel.text = "\(sizes[pickerView.selectedRow(inComponent: 0)]) in \(colors[pickerView.selectedRow(inComponent: 1)])"
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        component == 0 ? sizes.count : colors.count
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        component == 0 ? sizes[row] : colors[row]
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        updateSummary()
    }
}

// MARK: - A reminder's date and time

final class ReminderViewController: UIViewController {
    let datePicker = UIDatePicker()
    let dateLabel = UILabel()
    let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        datePicker.datePickerMode = .dateAndTime
        if #available(iOS 13.4, *) {
            datePicker.preferredDatePickerStyle = .wheels
        }
        datePicker.locale = Locale(identifier: "en_US")
        datePicker.timeZone = TimeZone(identifier: "UTC")
        datePicker.minuteInterval = 5
        datePicker.frame = CGRect(x: 0, y: 100, width: view.bounds.width, height: 216)
        datePicker.addAction(UIAction { [weak self] _ in self?.dateChanged() }, for: .valueChanged)
        view.addSubview(dateLabel)
        view.addSubview(datePicker)
    }

    func dateChanged() {
        dateLabel.text = formatter.string(from: datePicker.date)
    }
}
