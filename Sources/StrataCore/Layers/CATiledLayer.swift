import Foundation

/// A layer whose drawn content is provided in tiles (Apple: CATiledLayer), for content larger
/// than the screen: maps, documents, huge images drawn in `draw(in:)` or by the delegate.
///
/// Strata draws every drawn layer only where it is visible, snapped to tiles and at the scale it
/// is shown at (√2 steps), and reuses what scrolling keeps on screen — what CATiledLayer asks
/// for on iOS. The difference: tiles are drawn on the render path, synchronously, so they
/// appear at once instead of fading in over `fadeDuration()`; `draw(in:)` sees the visible part
/// as its clip. `tileSize`, `levelsOfDetail` and `levelsOfDetailBias` are kept and copied as
/// Apple documents them, so code that sets them compiles and reads them back unchanged.
open class CATiledLayer: CALayer {
    /// How long newly drawn tiles fade in on iOS (Apple's default: 0.25 s). Strata shows tiles
    /// at once; subclasses may override it as on iOS.
    open class func fadeDuration() -> CFTimeInterval { 0.25 }

    /// How many levels of detail (halvings of resolution) the layer keeps. Default 1.
    open var levelsOfDetail: Int = 1 { didSet { attributesVersion &+= 1 } }

    /// How many of those levels are magnified (above 1x) detail. Default 0.
    open var levelsOfDetailBias: Int = 0 { didSet { attributesVersion &+= 1 } }

    /// The size of a tile in pixels. Default 256×256.
    open var tileSize = CGSize(width: 256, height: 256) { didSet { attributesVersion &+= 1 } }

    override func copyAttributes(from other: CALayer) {
        super.copyAttributes(from: other)
        if let tiled = other as? CATiledLayer {
            levelsOfDetail = tiled.levelsOfDetail
            levelsOfDetailBias = tiled.levelsOfDetailBias
            tileSize = tiled.tileSize
        }
    }
}
