import Foundation

/// What one frame cost the GPU side: for the viewer's HUD, the debug switch and tests.
public struct FrameStats: Sendable, CustomStringConvertible {
    /// GL draw calls issued (batches, stencil writes, blur passes).
    public var drawCalls = 0
    /// Batches: runs of quads sharing program, texture and clip, each one instanced call.
    public var batches = 0
    /// Quads drawn (backgrounds, contents, borders, shadows, composites).
    public var quads = 0
    /// Of those, images drawn by `sprite.glsl` from their padded copies (shown at about one
    /// texel per pixel, edges anti-aliased by filtering rather than per-pixel coverage).
    public var spriteQuads = 0
    /// Layers whose own content was drawn.
    public var layersDrawn = 0
    /// Layer images alive on the GPU after the frame (one per distinct CGImage shown).
    public var texturesLive = 0
    /// Texture uploads the frame did.
    public var textureUploads = 0
    /// Intermediate surfaces the frame drew into (group opacity, masks, blurred shadows).
    public var surfacesUsed = 0
    /// Intermediate surfaces alive in the pool after the frame.
    public var surfacesLive = 0
    /// Pixels redrawn: the whole target, or for an incremental frame (an offscreen renderer's)
    /// only the area around what changed since the last frame — 0 when nothing did.
    public var redrawnPixels = 0
    /// Seconds spent walking the tree and recording the draw list (CPU).
    public var buildTime = 0.0
    /// Seconds spent uploading the instances and issuing the GL commands (CPU side of GL;
    /// the GPU may still be working: see `finishTime`).
    public var submitTime = 0.0
    /// Seconds waiting in glFinish for the GPU, when the caller asked for it (else 0).
    public var finishTime = 0.0
    /// How a window frame reached the window (`Compositor.renderWindow`); `.none` otherwise.
    public var windowPath = WindowFramePath.none

    /// Empty figures: every count and time 0.
    public init() {}

    public var description: String {
        String(format: "build %.2f ms, submit %.2f ms, ", buildTime * 1000, submitTime * 1000) + "draw calls \(drawCalls), batches \(batches), quads \(quads) (\(spriteQuads) sprites), layers \(layersDrawn), textures \(texturesLive) (+\(textureUploads) uploaded), surfaces \(surfacesUsed) used / \(surfacesLive) live, \(redrawnPixels) pixels redrawn" + (windowPath == .none ? "" : " (\(windowPath.rawValue))")
    }
}
