import Foundation
import StrataCore
import StrataGraphics

/// The heads-up display (H): a panel in the window's top-left corner with an fps bar (full at
/// 60 fps), a frame-time bar (full at the 16.7 ms budget, red past it) and a pause sign. The
/// numbers, the content's name and its controls go in the window title for now
/// (`HUDReport.titleSuffix`); they move into the panel once a text layer exists.
final class HUDLayer {
    let layer = CALayer()
    private let fpsBar = CALayer()
    private let frameTimeBar = CALayer()
    private let pauseBars = [CALayer(), CALayer()]

    static let panelSize = CGSize(width: 150, height: 44)
    static let barWidth: CGFloat = 130

    init() {
        layer.name = "viewer.hud"
        layer.bounds = CGRect(origin: .zero, size: Self.panelSize)
        layer.anchorPoint = .zero
        layer.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0.7)
        layer.cornerRadius = 6
        for (bar, y) in [(fpsBar, 10.0), (frameTimeBar, 24.0)] {
            bar.anchorPoint = .zero
            bar.position = CGPoint(x: 10, y: y)
            bar.bounds = CGRect(x: 0, y: 0, width: 0, height: 8)
            layer.addSublayer(bar)
        }
        fpsBar.backgroundColor = CGColor(red: 0.3, green: 0.85, blue: 0.4, alpha: 1)
        for (index, bar) in pauseBars.enumerated() {
            bar.bounds = CGRect(x: 0, y: 0, width: 4, height: 12)
            bar.position = CGPoint(x: Self.panelSize.width - 20 + CGFloat(index) * 7, y: 38)
            bar.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            layer.addSublayer(bar)
        }
    }

    func layout(in windowSize: CGSize) {
        layer.position = CGPoint(x: 8, y: 8)
    }

    /// Shows one frame's figures (call with actions disabled).
    func update(_ report: HUDReport) {
        let fpsFraction = min(max(report.framesPerSecond / 60, 0), 1)
        fpsBar.bounds.size.width = Self.barWidth * CGFloat(fpsFraction)
        let budget = 1.0 / 60
        let timeFraction = min(max(report.frameTime / budget, 0), 1)
        frameTimeBar.bounds.size.width = Self.barWidth * CGFloat(timeFraction)
        frameTimeBar.backgroundColor = report.frameTime > budget
            ? CGColor(red: 0.95, green: 0.3, blue: 0.25, alpha: 1)
            : CGColor(red: 0.35, green: 0.6, blue: 0.95, alpha: 1)
        for bar in pauseBars { bar.isHidden = !report.isPaused }
    }
}
