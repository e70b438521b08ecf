import Foundation
import StrataCore
import StrataGraphics

/// The heads-up display (H): a translucent panel in the window's top-left corner showing lines
/// of text (the content's name, fps, frame time, layers, draw calls, the stage's state, the
/// content's controls and the viewer's keys), drawn with CGContext's text into the layer's
/// contents. Redrawn only when its lines change (the session throttles the figures), so a
/// steady HUD uploads no texture per frame.
final class HUDLayer {
    let layer = CALayer()
    private(set) var lines: [String] = []
    /// Whether the last draw found a font (false on a machine without any: the panel stays empty).
    private(set) var hasText = false

    static let fontName = "DejaVu Sans Mono"
    static let fontSize: CGFloat = 12
    static let lineHeight: CGFloat = 16
    static let padding: CGFloat = 8

    init() {
        layer.name = "viewer.hud"
        // Bottom-left, translucent: at the top left it hid where most demos start (the petals,
        // issue 17); its height grows upwards from the corner as lines come and go.
        layer.anchorPoint = CGPoint(x: 0, y: 1)
        layer.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0.55)
        layer.cornerRadius = 6
        layer.contentsGravity = .topLeft
    }

    func layout(in windowSize: CGSize) {
        layer.position = CGPoint(x: 8, y: windowSize.height - 8)
    }

    /// Shows `lines` at `scale` pixels per point (call with actions disabled); does nothing
    /// when neither changed.
    func show(_ lines: [String], scale: CGFloat) {
        guard lines != self.lines || scale != layer.contentsScale else { return }
        self.lines = lines
        let font = CGFont(Self.fontName)
        let textWidth = lines.map { font?.width(of: $0, atSize: Self.fontSize) ?? 0 }.max() ?? 0
        let size = CGSize(width: (textWidth + 2 * Self.padding).rounded(.up),
                          height: (CGFloat(lines.count) * Self.lineHeight + 2 * Self.padding).rounded(.up))
        layer.bounds = CGRect(origin: .zero, size: size)
        layer.contentsScale = scale
        hasText = font != nil
        guard let font, let context = CGContext(layerPixelsWide: Int(saturating: (size.width * scale).rounded(.up)),
                                                pixelsHigh: Int(saturating: (size.height * scale).rounded(.up)), scale: scale) else {
            layer.contents = nil
            return
        }
        let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        let ascent = font.ascent(atSize: Self.fontSize)
        for (index, line) in lines.enumerated() {
            let baseline = Self.padding + CGFloat(index) * Self.lineHeight + ascent
            context.drawText(line, at: CGPoint(x: Self.padding, y: baseline), font: font, size: Self.fontSize, color: white)
        }
        layer.contents = context.makeImage()
    }
}
