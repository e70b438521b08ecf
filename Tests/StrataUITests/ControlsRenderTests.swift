import Foundation
import Testing
@testable import StrataUI
import StrataCore
import StrataGL

/// The new containers and controls drawn by the compositor (headless, llvmpipe): a scrolled
/// UIScrollView shows its content shifted by `contentOffset` (the bounds' origin) and clipped
/// to its frame; a stack view places its rows; an on switch shows its green track and white
/// thumb; a slider its tinted minimum track. Apple: UIScrollView contentOffset, UISwitch
/// onTintColor (default green), UISlider minimumTrackTintColor (default the tint colour).
@Suite struct ControlsRenderTests {
    @Test func scrolledContentSwitchAndSliderOnScreen() throws {
        let clock = MediaClock.virtual()
        let image = try clock.run { () throws -> CGImage in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            root.layer.anchorPoint = .zero
            root.layer.position = .zero
            root.backgroundColor = .white

            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            scroll.contentSize = CGSize(width: 100, height: 400)
            let rows = UIStackView(arrangedSubviews: [UIColor.red, .green, .blue, .black].map { color in
                let row = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                row.backgroundColor = color
                return row
            })
            rows.axis = .vertical
            rows.frame = CGRect(x: 0, y: 0, width: 100, height: 400)
            scroll.addSubview(rows)
            scroll.contentOffset = CGPoint(x: 0, y: 150)   // half green, half blue

            let toggle = UISwitch(frame: CGRect(x: 120, y: 10, width: 0, height: 0))
            toggle.isOn = true
            let slider = UISlider(frame: CGRect(x: 100, y: 150, width: 100, height: 31))
            slider.value = 0.8
            for view in [scroll, toggle, slider] { root.addSubview(view) }
            clock.advance(by: 0)
            root.layer.layoutAndDisplayIfNeeded()

            let renderer = try OffscreenRenderer(pixelWidth: 200, pixelHeight: 200)
            return try renderer.renderFrame(root.layer, at: clock.now)
        }
        let pixel = { (x: Int, y: Int) -> [Int] in
            let i = y * image.bytesPerRow + x * 4
            return image.pixelData[i..<i + 4].map(Int.init)
        }

        let top = pixel(50, 20), bottom = pixel(50, 80), below = pixel(50, 150)
        #expect(top[1] >= 250 && top[0] <= 5 && top[2] <= 5, "content y 170 (the green row) at y 20: \(top)")
        #expect(bottom[2] >= 250 && bottom[0] <= 5 && bottom[1] <= 5, "content y 230 (the blue row) at y 80: \(bottom)")
        #expect(below == [255, 255, 255, 255], "the black row is clipped away: \(below)")

        let track = pixel(126, 25), thumb = pixel(159, 25)
        #expect(abs(track[0] - 52) <= 4 && abs(track[1] - 199) <= 4 && abs(track[2] - 89) <= 4, "system green track: \(track)")
        #expect(thumb[0] >= 245 && thumb[1] >= 245 && thumb[2] >= 245, "white thumb: \(thumb)")

        let minimumTrack = pixel(110, 165)
        #expect(minimumTrack[0] <= 5 && abs(minimumTrack[1] - 122) <= 4 && minimumTrack[2] >= 250,
                "system blue minimum track: \(minimumTrack)")
    }
}
