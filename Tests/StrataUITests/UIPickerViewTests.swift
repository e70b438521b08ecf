import Foundation
import Testing
@testable import StrataUI
import StrataCore

/// UIPickerView (Apple: UIPickerView — "A view that uses a spinning-wheel or slot-machine
/// metaphor to show one or more sets of values"; selectedRow(inComponent:) — "A zero-indexed
/// number identifying the selected row, or -1 if no row is selected"; selectRow(_:inComponent:animated:);
/// reloadAllComponents(); rowSize(forComponent:); view(forRow:forComponent:);
/// UIPickerViewDelegate.pickerView(_:didSelectRow:inComponent:) — "Called by the picker view
/// when the user selects a row in a component").
@Suite struct UIPickerViewTests {
    final class Sizes: UIPickerViewDataSource, UIPickerViewDelegate {
        var rows = [20, 5]
        var picked: [String] = []
        var rowHeight: CGFloat = 32
        var width: CGFloat = .nan
        func numberOfComponents(in pickerView: UIPickerView) -> Int { rows.count }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows[component] }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            component == 0 ? "Row \(row)" : ["XS", "S", "M", "L", "XL"][row % 5]
        }
        func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { rowHeight }
        func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { component == 1 ? width : .nan }
        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
            picked.append("\(component):\(row)")
        }
    }

    static func rig(_ sizes: Sizes) -> (UIWindow, UIPickerView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        window.backgroundColor = .white
        let picker = UIPickerView(frame: window.bounds)
        picker.dataSource = sizes
        picker.delegate = sizes
        window.addSubview(picker)
        window.layoutIfNeeded()
        return (window, picker)
    }

    static func drag(_ clock: MediaClock, _ window: UIWindow, from: CGPoint, by dy: CGFloat, steps: Int = 8,
                     at t: TimeInterval, hold: TimeInterval = 0.01) {
        clock.advance(to: t)
        window.deliver(touchAt: from, phase: .began, timestamp: t)
        for i in 1...steps {
            let time = t + 0.01 * Double(i)
            clock.advance(to: time)
            window.deliver(touchAt: CGPoint(x: from.x, y: from.y + dy * CGFloat(i) / CGFloat(steps)), phase: .moved, timestamp: time)
        }
        let end = t + 0.01 * Double(steps) + hold
        let last = CGPoint(x: from.x, y: from.y + dy)
        if hold > 0.1 {
            clock.advance(to: end - 0.001)
            window.deliver(touchAt: last, phase: .moved, timestamp: end - 0.001)
        }
        clock.advance(to: end)
        window.deliver(touchAt: last, phase: .ended, timestamp: end)
    }

    /// The offset that centres `row` in a 216-point wheel of 32-point rows.
    static func offset(_ row: Int) -> CGFloat { CGFloat(row) * 32 - (216 - 32) / 2 }

    @Test func componentsRowsSizesAndSelectionInCode() {
        onVirtualClock { clock, _ in
            let sizes = Sizes()
            sizes.width = 100
            let (window, picker) = Self.rig(sizes)
            defer { withExtendedLifetime(window) {} }
            #expect(picker.numberOfComponents == 2 && picker.numberOfRows(inComponent: 0) == 20)
            #expect(picker.selectedRow(inComponent: 0) == 0 && picker.selectedRow(inComponent: 1) == 0)
            #expect(picker.rowSize(forComponent: 1) == CGSize(width: 100, height: 32), "the delegate's width")
            #expect(picker.rowSize(forComponent: 0) == CGSize(width: 200, height: 32), "the rest: 320 - 2×8 - 4 - 100")
            #expect((picker.view(forRow: 0, forComponent: 0) as? UILabel)?.text == "Row 0")
            #expect((picker.view(forRow: 2, forComponent: 1) as? UILabel)?.text == "M")

            picker.selectRow(7, inComponent: 0, animated: false)
            #expect(picker.selectedRow(inComponent: 0) == 7 && sizes.picked.isEmpty, "selecting in code tells nobody")
            let wheel = picker.subviews.compactMap { $0 as? PickerWheel }[0]
            #expect(wheel.contentOffset.y == Self.offset(7))
            let middle = picker.view(forRow: 7, forComponent: 0)!, neighbour = picker.view(forRow: 9, forComponent: 0)!
            #expect(middle.alpha == 1 && neighbour.alpha < 0.8, "rows fade away from the middle")

            picker.selectRow(2, inComponent: 0, animated: true)
            #expect(picker.selectedRow(inComponent: 0) == 2)
            clock.advance(by: 0.15)
            #expect(wheel.contentOffset.y < Self.offset(7) && wheel.contentOffset.y > Self.offset(2), "turning")
            clock.advance(by: 0.3)
            #expect(wheel.contentOffset.y == Self.offset(2) && sizes.picked.isEmpty)

            // Fewer rows after a reload: the selection is clamped.
            picker.selectRow(4, inComponent: 1, animated: false)
            sizes.rows = [20, 3]
            picker.reloadComponent(1)
            #expect(picker.selectedRow(inComponent: 1) == 2 && picker.numberOfRows(inComponent: 1) == 3)
        }
    }

    /// A slow drag comes to rest on the nearest row; a flick coasts and still stops on a row;
    /// a tap on a row turns the wheel to it. Each tells the delegate once.
    @Test func draggingFlickingAndTappingSelectRows() {
        onVirtualClock { clock, _ in
            let sizes = Sizes()
            let (window, picker) = Self.rig(sizes)
            let wheel = picker.subviews.compactMap { $0 as? PickerWheel }[0]
            let x = wheel.frame.midX

            // 3.4 rows up, held still before lifting: rests on row 3.
            Self.drag(clock, window, from: CGPoint(x: x, y: 150), by: -3.4 * 32, at: 1, hold: 0.2)
            clock.advance(by: 1)
            #expect(wheel.contentOffset.y == Self.offset(3), "\(wheel.contentOffset.y)")
            #expect(picker.selectedRow(inComponent: 0) == 3 && sizes.picked == ["0:3"])

            // A flick of 2 rows in 80 ms coasts further, then stops exactly on a row.
            Self.drag(clock, window, from: CGPoint(x: x, y: 180), by: -64, at: 3)
            clock.advance(by: 0.1)
            #expect(wheel.isDecelerating)
            clock.advance(by: 4)
            let row = picker.selectedRow(inComponent: 0)
            #expect(row > 5 && row <= 19 && wheel.contentOffset.y == Self.offset(row), "\(row) \(wheel.contentOffset.y)")
            #expect(sizes.picked == ["0:3", "0:\(row)"])

            // A tap on the row under the middle one turns the wheel by one.
            let below = CGPoint(x: x, y: 108 + 32)
            window.deliver(touchAt: below, phase: .began, timestamp: 10)
            window.deliver(touchAt: below, phase: .ended, timestamp: 10.05)
            clock.advance(by: 1)
            let expected = min(row + 1, 19)
            #expect(picker.selectedRow(inComponent: 0) == expected && wheel.contentOffset.y == Self.offset(expected))
            #expect(sizes.picked.count == (expected == row ? 2 : 3))
        }
    }

    /// Custom row views (with the reuse argument), attributed titles and row heights.
    @Test func customViewsAndAttributedTitles() {
        final class Swatches: UIPickerViewDataSource, UIPickerViewDelegate {
            var reused = 0
            var attributed = false
            func numberOfComponents(in pickerView: UIPickerView) -> Int { attributed ? 1 : 1 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 1000 }
            func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 50 }
            func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
                if attributed { return pickerView.standardRowView(row: row, component: component, reusing: view) }
                if view != nil { reused += 1 }
                let swatch = view ?? UIView()
                swatch.backgroundColor = row % 2 == 0 ? .red : .blue
                swatch.tag = row
                return swatch
            }
            func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? {
                NSAttributedString(string: "#\(row)")
            }
        }
        onVirtualClock { clock, _ in
            let swatches = Swatches()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
            let picker = UIPickerView(frame: window.bounds)
            picker.dataSource = swatches
            picker.delegate = swatches
            window.addSubview(picker)
            picker.selectRow(500, inComponent: 0, animated: false)
            #expect(picker.view(forRow: 500, forComponent: 0)?.tag == 500)
            #expect(picker.view(forRow: 400, forComponent: 0) == nil, "only the rows in sight have views")
            let wheel = picker.subviews.compactMap { $0 as? PickerWheel }[0]
            #expect(wheel.subviews.count <= 7, "\(wheel.subviews.count) row views for 1000 rows")
            picker.selectRow(510, inComponent: 0, animated: false)
            #expect(swatches.reused > 0, "views that left sight are offered again")
            swatches.attributed = true
            picker.reloadAllComponents()
            #expect((picker.view(forRow: 510, forComponent: 0) as? UILabel)?.attributedText?.string == "#510")
            #expect(picker.rowSize(forComponent: 0).height == 50)
        }
    }

    /// Dependent wheels, a common pattern: choosing a country reloads the city wheel from inside
    /// `didSelectRow` and puts it back to its first row.
    @Test func dependentComponentsReloadFromDidSelect() {
        final class Places: UIPickerViewDataSource, UIPickerViewDelegate {
            let cities = [["Paris", "Lyon"], ["Rome", "Milan", "Turin", "Naples"], ["Oslo"]]
            var country = 0
            func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
                component == 0 ? cities.count : cities[country].count
            }
            func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
                component == 0 ? ["France", "Italy", "Norway"][row] : cities[country][row]
            }
            func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
                guard component == 0 else { return }
                country = row
                pickerView.reloadComponent(1)
                pickerView.selectRow(0, inComponent: 1, animated: false)
            }
        }
        onVirtualClock { clock, _ in
            let places = Places()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
            let picker = UIPickerView(frame: window.bounds)
            picker.dataSource = places
            picker.delegate = places
            window.addSubview(picker)
            window.layoutIfNeeded()
            picker.selectRow(1, inComponent: 1, animated: false)
            // A tap on "Italy", the row under the middle of the country wheel.
            window.deliver(touchAt: CGPoint(x: 83, y: 108 + 32), phase: .began, timestamp: 1)
            window.deliver(touchAt: CGPoint(x: 83, y: 108 + 32), phase: .ended, timestamp: 1.05)
            clock.advance(by: 1)
            #expect(picker.selectedRow(inComponent: 0) == 1 && picker.numberOfRows(inComponent: 1) == 4)
            #expect(picker.selectedRow(inComponent: 1) == 0 && (picker.view(forRow: 3, forComponent: 1) as? UILabel)?.text == "Naples")
        }
    }

    /// Nothing traps: no data source, zero components or rows, out-of-range components and
    /// rows, NaN and negative sizes.
    @Test func badInputNeverTraps() {
        final class Odd: UIPickerViewDataSource, UIPickerViewDelegate {
            var components = -3
            func numberOfComponents(in pickerView: UIPickerView) -> Int { components }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { component == 0 ? -5 : 4 }
            func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { .nan }
            func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { -.infinity }
        }
        onVirtualClock { clock, _ in
            let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
            #expect(picker.numberOfComponents == 0 && picker.selectedRow(inComponent: 0) == -1)
            picker.selectRow(3, inComponent: 7, animated: true)
            picker.selectRow(-1, inComponent: -1, animated: false)
            picker.reloadComponent(99)
            #expect(picker.rowSize(forComponent: -1) == .zero && picker.view(forRow: 0, forComponent: 0) == nil)
            let odd = Odd()
            picker.dataSource = odd
            picker.delegate = odd
            #expect(picker.numberOfComponents == 0)
            odd.components = 2
            picker.reloadAllComponents()
            picker.layoutIfNeeded()
            #expect(picker.numberOfRows(inComponent: 0) == 0 && picker.selectedRow(inComponent: 0) == -1)
            #expect(picker.selectedRow(inComponent: 1) == 0 && picker.rowSize(forComponent: 1).height == 32)
            picker.selectRow(99, inComponent: 1, animated: false)
            #expect(picker.selectedRow(inComponent: 1) == 3)
            picker.selectRow(-7, inComponent: 1, animated: false)
            #expect(picker.selectedRow(inComponent: 1) == 0)
            picker.frame = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10)
            picker.layoutIfNeeded()
            picker.frame = CGRect(x: 0, y: 0, width: 0, height: 0)
            picker.layoutIfNeeded()
            clock.advance(by: 1)
            #expect(picker.sizeThatFits(CGSize(width: CGFloat.nan, height: 0)) == CGSize(width: 320, height: 216))
        }
    }

    /// The selection band across the middle and the selected titles, dark in the middle.
    @Test func drawsTheBandAndTheRows() throws {
        try onVirtualClock { clock, _ in
            let sizes = Sizes()
            let (window, picker) = Self.rig(sizes)
            window.layer.anchorPoint = .zero
            window.layer.position = .zero
            picker.selectRow(4, inComponent: 0, animated: false)
            clock.advance(by: 0.1)
            let image = try renderOnScreen(window, clock)
            try savePNGIfAsked(image, "picker")
            let band = pixelRGB(image, 12, 108), outside = pixelRGB(image, 12, 40)
            #expect(outside.allSatisfy { $0 == 255 }, "white above the band: \(outside)")
            #expect(band.allSatisfy { abs($0 - 238) <= 4 }, "12 % gray band: \(band)")
            // Some dark text pixels in the middle row of the first wheel, fainter ones two rows up.
            func darkest(_ y0: Int) -> Int {
                var low = 255
                for y in y0..<(y0 + 32) { for x in 40..<150 { low = min(low, pixelRGB(image, x, y)[0]) } }
                return low
            }
            let middle = darkest(92), above = darkest(28)
            #expect(middle < 60 && above > middle + 60, "the selected row is dark, others faded: \(middle) \(above)")
        }
    }
}
