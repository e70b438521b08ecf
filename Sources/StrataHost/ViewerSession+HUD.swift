import Foundation
import StrataCore
import StrataGraphics

/// The HUD: shown or hidden (H), its lines, redrawn at most twice a second for the figures.
extension ViewerSession {
    /// Shows or hides the HUD (what H toggles).
    public func showHUD(_ shown: Bool) {
        showsHUD = shown
        content.player.inspect {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            stage.hud.layer.isHidden = !shown
            CATransaction.commit()
        }
        needsFrame = true
    }

    /// The HUD's lines: what is shown, the figures, the content's controls, the viewer's keys.
    public var hudLines: [String] {
        var state = content.title
        if stage.isPaused { state += " — paused" }
        if stage.isSlowMotion { state += " — slow motion 10x" }
        let stats = hudReport.stats
        var lines = [
            state,
            String(format: "%.0f fps · %.1f ms per frame", hudReport.framesPerSecond, hudReport.frameTime * 1000),
            "\(stats.layers) layers · \(stats.drawCalls) draw calls · \(stats.batches) batches",
        ]
        lines += content.controls.map(\.line)
        lines.append((playlist.entries.count > 1 ? "←/→ 1–9 switch · " : "") + "Space pause · S slow · H HUD · Esc quit")
        return lines
    }

    func updateHUD() {
        hudReport.isPaused = stage.isPaused
        hudReport.isSlowMotion = stage.isSlowMotion
        // The figures change every frame; redrawing the text (and uploading it) twice a second
        // is enough to read them.
        let lines = hudLines
        let figuresOnlyChanged = lines.count == stage.hud.lines.count && lines.first == stage.hud.lines.first
            && lines.dropFirst(3) == stage.hud.lines.dropFirst(3)
        let sameScale = stage.hud.layer.contentsScale == lastScale
        if figuresOnlyChanged && sameScale && lastWallTime - hudDrawnAt < 0.5 { return }
        hudDrawnAt = lastWallTime
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        stage.hud.show(lines, scale: lastScale)
        CATransaction.commit()
    }
}
