import Foundation
import StrataGraphics
import StrataCore

/// A rectangular area on screen, backed by a Core Animation layer (Apple: UIView).
///
/// The view is its layer's delegate: it turns the layer's implicit animations off, except
/// inside an animation block (`UIView.animate…`), where it builds the block's animation for
/// each property changed (UIKit's `action(for:forKey:)`).
open class UIView: UIResponder, CALayerDelegate {
    /// The class of the backing layer. Default `CALayer`; override to back a view with
    /// `CAShapeLayer`, `CAGradientLayer`, ….
    open class var layerClass: AnyClass { CALayer.self }

    /// The backing layer; the view is its delegate.
    public let layer: CALayer
    /// The view that holds this one.
    open internal(set) weak var superview: UIView?
    /// The views this one holds, back to front.
    open internal(set) var subviews: [UIView] = []
    /// The view controller whose `view` this is, for the responder chain.
    weak var viewController: UIViewController?

    /// An integer for finding the view (`viewWithTag(_:)`). Default 0.
    open var tag = 0
    /// Whether touches reach this view and its subviews. Default true.
    open var isUserInteractionEnabled = true
    /// Whether several touches reach the view at once. Default false.
    open var isMultipleTouchEnabled = false
    /// Whether the view takes touches alone (Apple: isExclusiveTouch). Default false. Stored
    /// and read back; Strata's touch routing does not yet hold other views' touches off.
    open var isExclusiveTouch = false
    /// How the view resizes with its superview (springs and struts). Default none.
    open var autoresizingMask: AutoresizingMask = []
    /// Whether subviews' `autoresizingMask` apply when the bounds' size changes. Default true.
    open var autoresizesSubviews = true
    /// Whether Auto Layout turns the view's frame and autoresizing mask into constraints
    /// (Apple: translatesAutoresizingMaskIntoConstraints). Default true: the view stays where
    /// its frame puts it. Set it to false to position the view with constraints.
    open var translatesAutoresizingMaskIntoConstraints = true {
        didSet { if oldValue != translatesAutoresizingMaskIntoConstraints, LayoutEngine.isInUse { LayoutEngine.invalidate(hierarchyOf: self) } }
    }
    /// Auto Layout state (ViewAutoLayout.swift); nil for a view that never took part.
    var autoLayoutState: ViewAutoLayout?
    /// The motion effects added (UIMotionEffect.swift).
    var motionEffectList: [UIMotionEffect] = []
    /// The insets that keep content clear of bars and screen cut-outs (Apple: safeAreaInsets).
    /// A Strata window has none: zero.
    open var safeAreaInsets: UIEdgeInsets { .zero }
    /// How drawn or image content fits the bounds. Default `.scaleToFill`.
    open var contentMode: ContentMode = .scaleToFill { didSet { layer.contentsGravity = contentMode.gravity } }
    /// The gesture recognizers attached to the view.
    open internal(set) var gestureRecognizers: [UIGestureRecognizer]?

    /// A view with the given frame.
    public init(frame: CGRect) {
        layer = UIView.makeLayer(Self.layerClass)
        super.init()
        layer.delegate = self
        performWithoutActions { self.frame = frame }
        // Displayed once, as UIKit displays a view that overrides draw(_:) when first shown;
        // a view that does not paint keeps no bitmap (display(_:) below).
        layer.setNeedsDisplay()
    }

    /// A view with a zero frame.
    public convenience override init() { self.init(frame: .zero) }

    /// A view from an archive. Strata has no nibs or storyboards: the view starts with a zero
    /// frame. Required, as on iOS (NSCoding), so subclasses' `required init?(coder:)` and
    /// `super.init(coder:)` compile as written.
    public required init?(coder: NSCoder) {
        layer = UIView.makeLayer(Self.layerClass)
        super.init(coder: coder)
        layer.delegate = self
        layer.setNeedsDisplay()
    }

    // MARK: geometry

    /// Whether `gestureRecognizer` may begin recognizing (Apple: "The default implementation of
    /// this method returns true"). Asked of the recognizer's view and of the views between it
    /// and the touches (a slider keeps a scroll view's pan from starting on its thumb).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: The hierarchy (UIView+Hierarchy) and fitting sizes (UIView+Constraints), declared
    // here rather than in the extensions so that subclasses override them, as UIKit's are open.

    /// Adds `view` on top of the subviews, removing it from its old superview first.
    open func addSubview(_ view: UIView) { insertSubviewCore(view, at: subviews.count) }
    /// Inserts `view` at `index` in the subviews (clamped to the list).
    open func insertSubview(_ view: UIView, at index: Int) { insertSubviewCore(view, at: index) }
    /// Inserts `view` just below `siblingSubview` (on top if it is not a subview).
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insertSubviewCore(view, at: subviews.firstIndex { $0 === siblingSubview } ?? subviews.count)
    }
    /// Inserts `view` just above `siblingSubview` (on top if it is not a subview).
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        insertSubviewCore(view, above: siblingSubview)
    }
    /// Removes the view from its superview.
    open func removeFromSuperview() { removeFromSuperviewCore() }
    /// Moves `view` to the front of the subviews.
    open func bringSubviewToFront(_ view: UIView) {
        if view.superview === self { insertSubviewCore(view, at: subviews.count) }
    }
    /// Moves `view` to the back of the subviews.
    open func sendSubviewToBack(_ view: UIView) {
        if view.superview === self { insertSubviewCore(view, at: 0) }
    }
    /// Swaps the subviews at two indexes (out-of-range indexes do nothing).
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        exchangeSubviewCore(at: index1, withSubviewAt: index2)
    }
    /// The size that satisfies the view's constraints and comes closest to `targetSize` at
    /// `UILayoutPriority.fittingSizeLevel` (Apple: systemLayoutSizeFitting(_:)).
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        fittingSizeCore(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }
    /// The fitting size with a priority per axis for reaching `targetSize` (Apple:
    /// systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:));
    /// `.required` fixes that axis at the target. Table and collection views size self-sizing
    /// cells through it, so a cell's override is used.
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
                                      verticalFittingPriority vertical: UILayoutPriority) -> CGSize {
        fittingSizeCore(targetSize, withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
    }

    /// The frame in the superview's coordinates (undefined, as in UIKit, when transformed).
    open var frame: CGRect {
        get { layer.frame }
        set {
            // As the layer's frame: the anchor point lands at its place in the rectangle, so a
            // view whose layer is anchored at a corner keeps that corner where the frame says.
            let rect = newValue.standardized
            keyValueWillChange("frame")
            bounds = CGRect(origin: bounds.origin, size: rect.size)
            let anchor = layer.anchorPoint
            center = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
            keyValueDidChange("frame")
        }
    }

    /// The view's own coordinate space: origin and size. Default origin (0, 0).
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            guard newValue != layer.bounds else { return }
            let sizeChanged = newValue.size != layer.bounds.size
            let oldSize = layer.bounds.size
            layer.bounds = newValue
            if sizeChanged { autoresizeSubviews(from: oldSize, to: newValue.size) }
            if sizeChanged { setNeedsLayout(); superview?.setNeedsLayout() }
            if sizeChanged, contentMode == .redraw || patternBackground != nil { setNeedsDisplay() }
        }
    }

    /// The centre of the frame in the superview's coordinates (the layer's `position`).
    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }

    /// The affine transform about the centre. Default identity.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(layer.transform) }
        set { layer.transform = CATransform3DMakeAffineTransform(newValue) }
    }

    /// The 3D transform of the layer.
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    /// The outline UIKit Dynamics collides the view with (UIDynamicItem). Default
    /// `.rectangle`; override for `.ellipse` or `.path`.
    open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
    /// The convex outline for `.path`, about the view's centre. Default: the bounds rectangle.
    open var collisionBoundingPath: UIBezierPath {
        UIBezierPath(rect: CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height))
    }

    /// The opacity, 0…1. Default 1.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue.isFinite ? newValue : 1) }
    }

    /// The background colour. Default nil (clear). A pattern colour
    /// (`UIColor(patternImage:)`) tiles its image from the view's top-left corner.
    open var backgroundColor: UIColor? {
        get { patternBackground ?? layer.backgroundColor.map(UIColor.init(cgColor:)) }
        set { setBackground(newValue) }
    }
    /// The pattern colour being tiled under the drawn content, if any.
    var patternBackground: UIColor?

    /// Whether the view is hidden. Default false.
    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            layer.isHidden = newValue
            // A hidden arranged view gives up its space (UIStackView lays out again).
            if let stack = superview as? UIStackView { stack.arrangedViewChanged(self) }
        }
    }

    /// Whether subviews are clipped to the bounds (the layer's `masksToBounds`). Default false.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// Whether the view is opaque (a drawing hint). Default true.
    open var isOpaque: Bool {
        get { layer.isOpaque }
        set { layer.isOpaque = newValue }
    }

    /// The tint colour. Default: the superview's, else system blue.
    open var tintColor: UIColor! {
        get { storedTint ?? superview?.tintColor ?? .systemBlue }
        set {
            let before = tintColor
            storedTint = newValue
            if tintColor != before { propagateTintChange() }
        }
    }
    private var storedTint: UIColor?
    /// Plain settings kept for UIKit source compatibility (UIView+Settings.swift).
    var settings = UIViewSettings()
    /// Whether `tintColor` was set on this view (rather than inherited).
    var hasOwnTint: Bool { storedTint != nil }
    var reachedBaseDraw = false
    /// CALayer's `draw(in:)` reached this view as its delegate during `display(_:)`.
    var reachedLayerDelegateDraw = false
    /// Block animations running on this view without `.allowUserInteraction`.
    var animationsBlockingInteraction = 0

    /// Pixels per point of drawn content (the layer's `contentsScale`).
    open var contentScaleFactor: CGFloat {
        get { layer.contentsScale }
        set { layer.contentsScale = newValue }
    }

    /// The window the view is in, if any.
    open var window: UIWindow? {
        var view: UIView? = self
        while let v = view {
            if let w = v as? UIWindow { return w }
            view = v.superview
        }
        return nil
    }

    open override var next: UIResponder? { viewController ?? superview }

    /// Runs `body` with the layer's actions off (a UIKit view changes its layer directly). The
    /// changes join the open transaction, as UIKit's direct layer changes do, so a transition
    /// added in the same turn of the run loop still sees the old look.
    func performWithoutActions(_ body: () -> Void) {
        CATransaction.joinCurrentTransaction()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        body()
        CATransaction.commit()
    }

    // MARK: CALayerDelegate

    /// The action for a layer property change: nil outside animation blocks (the change shows
    /// at once), the block's animation inside one (UIKit's `action(for:forKey:)`).
    open func action(for layer: CALayer, forKey event: String) -> CAAction? {
        ViewAnimationContext.action(for: layer, view: self, key: event) ?? NSNull()
    }

    open func layoutSublayers(of layer: CALayer) {
        guard layer === self.layer else { return }
        viewController?.viewWillLayoutSubviews()
        layoutConstrainedSubviews()   // UIKit's layoutSubviews applies the constraints first
        layoutSubviews()
        viewController?.viewDidLayoutSubviews()
    }

    /// Makes the layer's contents: a bitmap the size of the bounds that the layer draws into
    /// with `draw(in:)` — a layer subclass's own drawing, or else (CALayer's `draw(in:)` asks
    /// its delegate) this view's `draw(_:)`, through `draw(_:in:)`. As on iOS, where UIView
    /// draws as its layer's `draw(_:in:)` delegate, a `layerClass` whose `draw(in:)` draws
    /// (KDCircularProgress, UICircularProgressRing) shows its drawing, on the presentation
    /// copy too while a property it redisplays for animates. A view whose `draw(_:)` is
    /// UIKit's (paints nothing) keeps no bitmap.
    open func display(_ layer: CALayer) {
        let scale = layer.contentsScale > 0 ? layer.contentsScale : 1
        let size = layer.bounds.size
        let wide = Int(saturating: (size.width * scale).rounded(.up)), high = Int(saturating: (size.height * scale).rounded(.up))
        guard wide > 0, high > 0, let ctx = CGContext(layerPixelsWide: wide, pixelsHigh: high, scale: scale) else { return }
        if layer.bounds.origin != .zero { ctx.translateBy(x: -layer.bounds.origin.x, y: -layer.bounds.origin.y) }
        reachedBaseDraw = false
        reachedLayerDelegateDraw = false
        layer.draw(in: ctx)
        // The layer drew itself (an override that did not call super), or this view painted.
        let layerDrew = !reachedLayerDelegateDraw
        let viewDrew = reachedLayerDelegateDraw && layer === self.layer && (!reachedBaseDraw || ctx.paintCount > 0)
        guard layerDrew || viewDrew, let image = ctx.makeImage() else { return }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.contents = image
        CATransaction.commit()
    }

    /// Draws the view's content for its layer: the pattern background, then `draw(_:)` with
    /// `ctx` as the current UIKit context (UIKit's `draw(_:in:)` as the layer's delegate).
    /// Other layers (a presentation copy) get nothing from the view: they keep their contents.
    open func draw(_ layer: CALayer, in ctx: CGContext) {
        reachedLayerDelegateDraw = true
        guard layer === self.layer else { return }
        UIGraphicsContextStack.push(ctx)
        if let pattern = patternBackground?.patternImage { tile(pattern, in: ctx, bounds: layer.bounds) }
        draw(layer.bounds)
        UIGraphicsContextStack.pop()
    }

    // MARK: overridable (Swift on Linux cannot override members declared in extensions)

    /// The farthest descendant (this view included) that contains `point`, given in this
    /// view's coordinates; nil for a hidden, non-interactive or nearly transparent view
    /// (alpha below 0.01), or a point outside (UIKit's `hitTest(_:with:)`).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, animationsBlockingInteraction <= 0, alpha >= 0.01,
              self.point(inside: point, with: event) else { return nil }
        for view in subviews.reversed() {
            if let hit = view.hitTest(view.convert(point, from: self), with: event) { return hit }
        }
        return self
    }

    /// Whether `point`, in this view's coordinates, is inside the bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    // MARK: layout

    /// Lays out the subviews. Default does nothing; override to place them.
    open func layoutSubviews() {}

    /// Marks the view as needing layout before the next frame.
    open func setNeedsLayout() { layer.setNeedsLayout() }

    /// Lays out the view now if it needs it (and its subviews, as UIKit does).
    open func layoutIfNeeded() {
        prepareConstraintLayout()
        // CALayer.layoutIfNeeded() lays out the whole subtree that needs it, top down.
        layer.layoutIfNeeded()
    }

    /// The size the view's content alone asks for (Apple: intrinsicContentSize), with
    /// `UIView.noIntrinsicMetric` on an axis that has none. Default: none on either axis.
    /// Stack views size their arranged views by it.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Tells the layout that `intrinsicContentSize` changed: a stack view holding the view
    /// lays out again, and the view is marked as needing layout (Strata has no constraints:
    /// frame-based code reads `intrinsicContentSize` in its next layout pass).
    open func invalidateIntrinsicContentSize() {
        setNeedsLayout()
        if LayoutEngine.isInUse, let engine = LayoutEngine.existingEngine(for: self) {
            engine.intrinsicDirty = true
            engine.setNeedsLayout()
        }
        if let stack = superview as? UIStackView { stack.arrangedViewChanged(self) }
    }

    /// The default spacing between the view's edges and its content (Apple: layoutMargins).
    /// Default 8 points on every side.
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
        didSet {
            guard layoutMargins != oldValue else { return }
            layoutMarginsDidChange()
            viewController?.viewLayoutMarginsDidChange()   // the root view's controller is told too
        }
    }

    /// Called when `layoutMargins` changed. Default: marks the view as needing layout.
    open func layoutMarginsDidChange() { setNeedsLayout() }

    /// Whether the layout margins grow to keep content inside the safe area (Apple:
    /// insetsLayoutMarginsFromSafeArea). Default true; Strata's safe areas are empty, so it
    /// changes nothing.
    open var insetsLayoutMarginsFromSafeArea = true

    /// Called when `safeAreaInsets` changed (Apple: safeAreaInsetsDidChange()). Strata windows
    /// have no bars or cut-outs, so the safe area never changes and this is not called; it is
    /// here so that overrides compile.
    open func safeAreaInsetsDidChange() {}

    /// Updates the view's constraints before layout (Apple: updateConstraints()). Called by
    /// `updateConstraintsIfNeeded()` after `setNeedsUpdateConstraints()`; an override changes
    /// or adds constraints and must call super, last, as UIKit requires.
    open func updateConstraints() { autoLayoutState?.reachedBaseUpdateConstraints = true }

    /// Content hugging and compression resistance priorities per axis (UIView+LayoutPriority).
    var layoutPriorities = LayoutPriorities()

    /// The size that best fits `size`. Default: the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits(bounds.size)`.
    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        // The frame's origin stays (a label sized to fit keeps its top-left corner); under a
        // transform, where the frame is undefined, the centre stays.
        guard transform.isIdentity else { return bounds = CGRect(origin: bounds.origin, size: size) }
        frame = CGRect(origin: frame.origin, size: size)
    }

    // MARK: drawing

    /// Draws the view's content into `UIGraphicsGetCurrentContext()` in view coordinates.
    /// Default draws nothing; a subclass need not call super.
    open func draw(_ rect: CGRect) { reachedBaseDraw = true }

    /// Marks the content as needing to be redrawn with `draw(_:)`.
    open func setNeedsDisplay() { layer.setNeedsDisplay() }

    /// Marks the content as needing redraw (Strata redraws the whole view).
    open func setNeedsDisplay(_ invalidRect: CGRect) { layer.setNeedsDisplay() }

    // Hooks subclasses override; UIKit's do nothing.
    /// Called after `subview` was added; override to react. Does nothing by default.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before `subview` is removed; override to react.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Called before the view moves to `newSuperview` (nil: it is being removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a new superview.
    open func didMoveToSuperview() {}
    /// Called before the view moves into or out of a window (nil: it is leaving its window);
    /// called on every view of the moving subtree, parents first (Apple: UIView willMove(toWindow:)).
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view moved into or out of a window, on every view of the moving
    /// subtree, parents first; `window` is nil when it left (Apple: UIView didMoveToWindow()).
    open func didMoveToWindow() {}
    /// Called when the effective `tintColor` changes, on the view and the subviews that inherit
    /// it (Apple: UIView tintColorDidChange()). Does nothing by default.
    open func tintColorDidChange() {}
    /// Called when the trait environment changes (Apple: UITraitEnvironment). Strata's traits
    /// (light, one scale, regular size classes) never change, so it is never called.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}
