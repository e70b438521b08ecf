import StrataGraphics

/// Colour properties as plain `RGBA` values: the compositor reads them for every layer every
/// frame, and the `CGColor` getters allocate an object per call. A Strata addition.
extension CALayer {
    /// `backgroundColor` as a value (nil: none).
    public var backgroundColorRGBA: RGBA? { state.backgroundColor }
    /// `borderColor` as a value (nil: none).
    public var borderColorRGBA: RGBA? { state.borderColor }
    /// `shadowColor` as a value (nil: none).
    public var shadowColorRGBA: RGBA? { state.shadowColor }
}

extension CALayer {
    /// `contents` as the object it is, without the `Any` existential (the compositor compares
    /// it by identity every frame).
    public var contentsObject: AnyObject? { state.contents }
}
