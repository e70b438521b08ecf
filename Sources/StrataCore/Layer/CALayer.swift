import Foundation
import StrataGraphics

/// An object that manages image-based content and lets you animate it (Apple: CALayer).
///
/// A model layer holds the values the app sets. `presentation()` returns a copy showing what is
/// on screen now: the model values with running animations applied at the current media time.
/// Setting an animatable property of a model layer runs its implicit action (a 0.25 s
/// animation from the value on screen, unless the transaction disables actions).
///
/// This file holds the class body: the stored state and every overridable member (without
/// Objective-C, Swift cannot override a member declared in an extension). Their work lives in
/// the `CALayer+Feature` extensions (`frameValue`, `insertSublayerCore`, `displayCore`, …).
open class CALayer: NSObject, CAMediaTiming {
    // The fields the per-frame walk reads come first, so they share the object's first cache
    // lines; the large property snapshots follow. The engine never holds two accesses to one
    // of them at once, so the hot ones skip the runtime's exclusivity check (a measurable
    // cost per access in the frame loop).

    // Read by the frame walk, for every layer (the model and its copy), in the first two
    // cache lines.

    /// Bumped when the base the presentation starts from changes: a commit, or an animation
    /// removed (whose property must return to its model value).
    @exclusivity(unchecked) final var baseVersion: UInt = 0
    /// On a presentation copy: the model's `baseVersion` its state was last fully copied at.
    /// While it matches, a frame resets only the properties the animations touch.
    @exclusivity(unchecked) final var syncedBaseVersion: UInt = .max
    /// Bumped whenever an attribute outside `state` changes, so presentation copies re-copy
    /// attributes only then, not every frame.
    @exclusivity(unchecked) final var attributesVersion: UInt = 0
    /// On a presentation copy: the model's `attributesVersion` last copied.
    @exclusivity(unchecked) final var syncedAttributesVersion: UInt = .max
    /// The `attributesVersion` at which `spriteLeafAttributesPlain` was worked out
    /// (CALayer+SpriteLeaf: the compositor asks every layer every frame).
    @exclusivity(unchecked) final var spriteLeafCheckedVersion: UInt = .max
    @exclusivity(unchecked) final var spriteLeafAttributesPlain = false
    /// The layer's own time mapping (beginTime, speed, timeOffset), kept in one place for the
    /// per-frame walk; the CAMediaTiming properties write it.
    @exclusivity(unchecked) final var timeMap = LayerTimeMap()
    @exclusivity(unchecked) final var sublayerStorage: [CALayer] = []
    @exclusivity(unchecked) final var maskStorage: CALayer?
    /// Bumped when the tracks change (or their timing does): the frame program is rebuilt.
    @exclusivity(unchecked) final var tracksVersion: UInt = 0
    /// `frameProgram` and `presentationStorage` unretained, for the frame walk: loading a
    /// strong reference costs a retain and a release per layer per frame.
    @exclusivity(unchecked) final var frameProgramRef: Unmanaged<LayerProgram>?
    @exclusivity(unchecked) final var presentationRef: Unmanaged<CALayer>?
    /// Set by the first transaction commit that sees the layer; Core Animation runs default
    /// implicit animations only for layers that have been committed (have a presentation).
    @exclusivity(unchecked) final var hasBeenCommitted = false
    /// The size of `frameProgram`'s allocation, for the walk's prefetch (CALayer+Prefetch).
    @exclusivity(unchecked) final var frameProgramBytes: UInt32 = 0

    /// Whether the current transaction has changed `state` since the last commit.
    final var isPendingCommit = false
    /// Whether the media clock's start/stop list holds this layer.
    final var isInLifecycleList = false
    /// Whether the layer, or the view it backs, has key-value observers: its setters then
    /// report their changes (CALayer+KeyValueObserving).
    package final var isKeyValueObserved = false

    // Tree. A layer owns its sublayers and mask; the back pointers are unowned and cleared by
    // the owner's deinit. (Weak references would give every layer a side table and make each
    // retain in the per-frame walk take the slow path.)
    final unowned(unsafe) var superlayerStorage: CALayer?
    /// The layer whose mask this layer is, if any.
    final unowned(unsafe) var maskOwner: CALayer?

    // Animations, in the order they were added (later ones apply on top).
    @exclusivity(unchecked) final var animationTracks: [AnimationTrack] = [] {
        didSet { tracksVersion &+= 1; updatePresentationRedisplay() }
    }
    /// Whether each refresh of the presentation copy redraws it when a property for which
    /// `needsDisplay(forKey:)` is true has changed (CALayer+PresentationDisplay).
    @exclusivity(unchecked) final var redisplaysPresentation = false
    /// On a presentation copy: what it was last drawn with (CALayer+PresentationDisplay).
    final var presentationDisplay: PresentationDisplayState?
    /// The tracks flattened for the frame loop (see CALayer+FrameProgram); built on demand.
    @exclusivity(unchecked) final var frameProgram: LayerProgram? {
        didSet {
            frameProgramRef = frameProgram.map { Unmanaged.passUnretained($0) }
            frameProgramBytes = UInt32(frameProgram?.byteCount ?? 0)
        }
    }

    /// Whether the frame walk calls `didRefreshPresentation(localTime:)` after refreshing this
    /// layer (CAReplicatorLayer's delayed instances, CAEmitterLayer's particles): a flag, so
    /// the other layers pay no call.
    @exclusivity(unchecked) package final var hasRefreshHook = false
    /// Whether layers of the class set `hasRefreshHook` when made (CAReplicatorLayer and
    /// CAEmitterLayer say true). Default false.
    class var usesRefreshHook: Bool { false }
    /// Whether the compositor blurs what lies beneath this layer before drawing it
    /// (`CABackdropLayer`): a flag, so the walk asks the other layers nothing more.
    @exclusivity(unchecked) package final var drawsBackdrop = false
    /// Whether layers of the class set `drawsBackdrop` when made (CABackdropLayer says true).
    class var usesBackdrop: Bool { false }
    /// On a copy in a replicator's delayed instance: the model layer it shows (held, so the
    /// identity check that reuses copies from frame to frame never meets a freed layer).
    final var replicaSource: CALayer?

    // Presentation
    /// For a presentation copy: the model layer it mirrors.
    final unowned(unsafe) var modelStorage: CALayer?
    @exclusivity(unchecked) final var presentationStorage: CALayer? {
        didSet { presentationRef = presentationStorage.map { Unmanaged.passUnretained($0) } }
    }

    // Transitions (cold: read only where a transition was added).
    /// The sublayers as of the last commit, kept only while a tree change waits for the commit
    /// (nil: the same as `sublayerStorage`): the old look a CATransition snapshots.
    final var committedSublayers: [CALayer]?
    /// On a layer of a transition's old look: the transition that was running on the original
    /// when the look was taken, frozen at that progress.
    final var frozenTransition: LayerTransitionFrame?
    /// Set when a CATransition is added; cleared by `transitionFrame` once it finds none left.
    /// The compositor asks every layer every frame, so the common answer (none) must be cheap.
    final var mayHaveTransition = false

    /// Typed storage of every property the presentation copy carries: for a model layer the
    /// values the app set, for a presentation copy the values on screen.
    @exclusivity(unchecked) package final var state = LayerState()
    /// The box behind `committedState` (CALayer+CommittedState): nil until the first commit,
    /// and always on presentation copies.
    final var committedBox: CommittedState?

    // Layer timing (CAMediaTiming); layers have no duration of their own.
    open var beginTime: CFTimeInterval = 0 {
        didSet { if !beginTime.isFinite { beginTime = 0 }; timeMap.begin = beginTime; attributesVersion &+= 1 }
    }
    open var duration: CFTimeInterval = 0 { didSet { attributesVersion &+= 1 } }
    open var speed: Float = 1 {
        didSet { if !speed.isFinite { speed = 1 }; timeMap.speed = Double(speed); attributesVersion &+= 1 }
    }
    open var timeOffset: CFTimeInterval = 0 {
        didSet { if !timeOffset.isFinite { timeOffset = 0 }; timeMap.offset = timeOffset; attributesVersion &+= 1 }
    }
    open var repeatCount: Float = 0 { didSet { attributesVersion &+= 1 } }
    open var repeatDuration: CFTimeInterval = 0 { didSet { attributesVersion &+= 1 } }
    open var autoreverses = false { didSet { attributesVersion &+= 1 } }
    open var fillMode: CAMediaTimingFillMode = .removed { didSet { attributesVersion &+= 1 } }

    /// The layer's name; scene files and `strata eval` address layers by it. Default nil.
    open var name: String? { didSet { attributesVersion &+= 1 } }
    /// The layer's delegate, consulted for actions and drawing. Not retained. Default nil.
    open weak var delegate: CALayerDelegate? { didSet { attributesVersion &+= 1 } }
    /// Per-key actions consulted after the delegate (`NSNull()` stops the search). Default nil.
    open var actions: [String: CAAction]? { didSet { attributesVersion &+= 1 } }
    /// Default values for keys not set on the layer, including an `"actions"` dictionary
    /// consulted after `actions`. Default nil.
    open var style: [AnyHashable: Any]? { didSet { attributesVersion &+= 1 } }
    /// How `contents` is placed in the bounds. Default `.resize`.
    @exclusivity(unchecked) open var contentsGravity: CALayerContentsGravity = .resize { didSet { attributesVersion &+= 1 } }
    /// Which corners `cornerRadius` rounds (backgrounds, borders, masksToBounds clips).
    /// Default all four.
    @exclusivity(unchecked) open var maskedCorners: CACornerMask = .all { didSet { attributesVersion &+= 1 } }
    /// The curve of the rounded corners. Default `.circular`; `.continuous` is the smooth
    /// corner (backgrounds, borders, clips), circular where it would not fit the side.
    open var cornerCurve: CALayerCornerCurve = .circular { didSet { attributesVersion &+= 1 } }
    /// How contents are sampled when shown smaller than their pixels. Default `.linear`.
    @exclusivity(unchecked) open var minificationFilter: CALayerContentsFilter = .linear { didSet { attributesVersion &+= 1 } }
    /// How contents are sampled when shown larger than their pixels. Default `.linear`;
    /// `.nearest` keeps pixel art's hard edges.
    @exclusivity(unchecked) open var magnificationFilter: CALayerContentsFilter = .linear { didSet { attributesVersion &+= 1 } }
    /// The mipmap level bias for `.trilinear` minification. Default 0. Kept; the compositor
    /// samples without a bias.
    open var minificationFilterBias: Float = 0 { didSet { attributesVersion &+= 1 } }
    /// Whether the layer draws as a group when its opacity is below 1. Default true (iOS).
    @exclusivity(unchecked) open var allowsGroupOpacity = true { didSet { attributesVersion &+= 1 } }
    /// A Core Image filter used to composite the layer (and its sublayers, as a group) with
    /// the content behind it. Default nil: source-over. Strata takes the filter by name, as iOS
    /// code passes it (`"multiplyBlendMode"`, `"screenBlendMode"`, `"sourceIn"`,
    /// `"CIColorBurnBlendMode"`, …: `CompositingBlendMode`); another name or value composites
    /// normally, with a one-time warning.
    open var compositingFilter: Any? {
        get { compositingFilterValue }
        set {
            compositingFilterValue = newValue
            compositingBlendMode = CompositingBlendMode.resolve(newValue)
            attributesVersion &+= 1
        }
    }
    final var compositingFilterValue: Any?
    /// `compositingFilter`'s mode, resolved once when it is set (the frame walk reads it).
    @exclusivity(unchecked) package final var compositingBlendMode: CompositingBlendMode?
    /// Whether the layer may anti-alias its edges (those `edgeAntialiasingMask` names). Apple's
    /// default: the Info.plist key `UIViewEdgeAntialiasing`, else false (see
    /// `CALayer+EdgeAntialiasing.swift`). Rounded corners are anti-aliased either way.
    open var allowsEdgeAntialiasing = CALayer.defaultAllowsEdgeAntialiasing { didSet { edgeAntialiasingChanged() } }
    /// Which edges are anti-aliased when `allowsEdgeAntialiasing` is true. Default: all four.
    open var edgeAntialiasingMask: CAEdgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge] {
        didSet { edgeAntialiasingChanged() }
    }
    /// Whether the compositor anti-aliases this layer's own edges: allowed, and the mask names
    /// an edge (kept by the two setters: the walk reads it for every layer every frame).
    @exclusivity(unchecked) package final var antialiasesEdges = CALayer.defaultAllowsEdgeAntialiasing
    /// The edges left hard while the others are anti-aliased (a mask naming some edges, not all):
    /// the `CAEdgeAntialiasingMask` bits it leaves out, else 0.
    @exclusivity(unchecked) package final var hardEdgeBits: UInt8 = 0
    /// Whether the layer is opaque (a drawing hint). Default false.
    open var isOpaque = false { didSet { attributesVersion &+= 1 } }
    /// Whether `bounds` changes mark the layer as needing display. Default false.
    open var needsDisplayOnBoundsChange = false { didSet { attributesVersion &+= 1 } }
    /// Pixels per point of the bitmap a rasterized layer (`shouldRasterize`) is drawn into, in
    /// the layer's own space. Default 1: one pixel a point, so on a 2× screen the bitmap is
    /// magnified (set it to the screen's scale for sharp rasterized layers, as on iOS).
    open var rasterizationScale: CGFloat = 1 { didSet { attributesVersion &+= 1 } }
    /// Whether the layer and its sublayers (with its shadow) are drawn as a bitmap in the layer's
    /// own space and then composited with its opacity. The compositor keeps the bitmap while its
    /// drawing does not change, so moving, turning or fading the layer reuses it. Layers with a
    /// `compositingFilter`, and bitmaps above 2.5 times the frame's pixels, are drawn directly.
    /// Default false.
    open var shouldRasterize = false { didSet { attributesVersion &+= 1 } }
    /// Whether the geometry of the layer's sublayers is flipped vertically: they are placed
    /// from the bottom of the bounds, y up (CALayer+GeometryFlip). The layer's own contents
    /// are unaffected, and `contents` images show upright at any depth. Default false.
    open var isGeometryFlipped = false {
        didSet { attributesVersion &+= 1; if isGeometryFlipped { CALayer.anyGeometryFlipped = true } }
    }
    /// Whether drawing commands are deferred to a background thread. Default false. Stored:
    /// Strata draws `draw(in:)` synchronously either way.
    open var drawsAsynchronously = false { didSet { attributesVersion &+= 1 } }
    /// The pixel format of the layer's drawn backing store. Default `.RGBA8Uint`. Stored: Strata
    /// draws into 8-bit RGBA whatever the format.
    open var contentsFormat: CALayerContentsFormat = .RGBA8Uint { didSet { attributesVersion &+= 1 } }
    /// The presentation value of the property being changed, while its action runs: the
    /// "previous value" that a default action animates from.
    final var pendingActionOldValue: (key: String, value: AnimValue, keepAlive: AnyObject?)?
    final var needsDisplayFlag = false
    /// Which drawing hooks were found implemented during `display()`.
    final var drawProbe = DrawProbe()
    /// What `draw(in:)` last made, and bitmaps drawn again at the shown scale (nil until drawn).
    final var drawnRasterStore: DrawnLayerRaster?
    final var needsLayoutFlag = false
    /// Values stored through `setValue(_:forKey:)` for keys the layer does not define.
    final var customValues: [String: Any] = [:] { didSet { attributesVersion &+= 1 } }
    /// Set by `init(layer:)`: a presentation (or replica) copy in the making, whose property
    /// writes (a subclass's `init(layer:)` copying its values) must not queue it for a commit.
    final var isShadowCopy = false

    deinit {
        for sublayer in sublayerStorage where sublayer.superlayerStorage === self {
            sublayer.superlayerStorage = nil
        }
        if let mask = maskStorage, mask.maskOwner === self { mask.maskOwner = nil }
    }

    /// Called by the frame walk after this model layer's presentation was refreshed for local
    /// time `t`, when `hasRefreshHook` is set.
    func didRefreshPresentation(localTime t: CFTimeInterval) {}

    /// Called when a transaction commits changes to this layer at global time `now` (`first`:
    /// its first commit), when `hasRefreshHook` is set.
    func didCommit(at now: CFTimeInterval, first: Bool) {}

    /// Creates a layer with Core Animation's default property values.
    public override init() {
        super.init()
        hasRefreshHook = Self.usesRefreshHook
        drawsBackdrop = Self.usesBackdrop
        startCustomPropertiesAtDefaults()
        applyClassDefaults()
        MediaClock.current.transactions.noteCreated(self)
    }

    /// Creates a shadow copy of `layer`, as Core Animation does for presentation layers. A
    /// subclass overrides it (`override init(layer: Any)`, as on iOS) to copy its own stored
    /// properties after calling `super.init(layer:)`; the layer's key-value storage (including
    /// `@Managed` properties) is copied here.
    public init(layer: Any) {
        super.init()
        isShadowCopy = true
        hasRefreshHook = Self.usesRefreshHook
        drawsBackdrop = Self.usesBackdrop
        if let other = layer as? CALayer {
            state = other.state
            if type(of: other) != type(of: self) { state.extra = [] }
            copyAttributes(from: other)
        }
        startCustomPropertiesAtDefaults()
    }

    /// Creates a layer from an archive. Strata reads nothing from the coder: the layer starts
    /// with Core Animation's defaults. Required, as on Apple platforms (NSCoding), so iOS
    /// subclasses' `required init?(coder: NSCoder)` compiles as written.
    public required init?(coder: NSCoder) {
        super.init()
        hasRefreshHook = Self.usesRefreshHook
        drawsBackdrop = Self.usesBackdrop
        startCustomPropertiesAtDefaults()
        applyClassDefaults()
        MediaClock.current.transactions.noteCreated(self)
    }

    /// How the engine makes presentation copies: `init(layer:)` on the layer's own class.
    /// Swift without Objective-C can only call a `required` initialiser on a class object, so
    /// this one is; it is inherited by every subclass that declares no initialiser, or that
    /// overrides all of `init()`, `init(layer:)` and `init?(coder:)` as iOS subclasses do.
    public required convenience init(presentationCopyOf layer: CALayer) { self.init(layer: layer) } // ⟵ A CALayer subclass that declares initialisers must also write `override init()`, `override init(layer: Any) { super.init(layer: layer); … }` and `required init?(coder: NSCoder)` to inherit this (README: Porting from iOS).
    /// How a host makes a layer of a class known only at run time (UIView's `layerClass`): the
    /// class's own `init()`, reached through a `required` initialiser inherited as the one above.
    public required convenience init(modelLayerOf _: Void) { self.init() }

    /// Copies the attributes outside `state` (not the tree or the animations); presentation
    /// copies are refreshed with it every evaluation. Subclasses extend it for their own.
    func copyAttributes(from other: CALayer) { copyCoreAttributes(from: other) }

    // MARK: Animatable properties. Setting one on a model layer runs its implicit action.
    // (Declared in the class body so that subclasses can override them.)

    /// The layer's bounds in its own coordinate space. Default `.zero`. Animatable.
    open var bounds: CGRect {
        get { state.bounds }
        set {
            let changed = newValue.size != state.bounds.size
            setProperty(.bounds, .rect(newValue))
            if changed && needsDisplayOnBoundsChange { setNeedsDisplay() }
            if changed { setNeedsLayout() }
        }
    }
    /// The anchor point's position in the superlayer. Default `.zero`. Animatable.
    open var position: CGPoint {
        get { state.position }
        set { setProperty(.position, .point(newValue)) }
    }
    /// The layer's position on the z axis. Default 0. Animatable.
    open var zPosition: CGFloat {
        get { state.zPosition }
        set { setProperty(.zPosition, .number(Double(newValue))) }
    }
    /// The point, in unit coordinates of the bounds, that `position` and transforms refer to.
    /// Default (0.5, 0.5). Animatable.
    open var anchorPoint: CGPoint {
        get { state.anchorPoint }
        set { setProperty(.anchorPoint, .point(newValue)) }
    }
    /// The anchor point's z component. Default 0. Animatable.
    open var anchorPointZ: CGFloat {
        get { state.anchorPointZ }
        set { setProperty(.anchorPointZ, .number(Double(newValue))) }
    }
    /// The transform applied to the layer, about its anchor point. Default identity. Animatable.
    open var transform: CATransform3D {
        get { state.transform }
        set { setProperty(.transform, .transform(newValue)) }
    }
    /// The transform applied to the sublayers, about the anchor point. Default identity. Animatable.
    open var sublayerTransform: CATransform3D {
        get { state.sublayerTransform }
        set { setProperty(.sublayerTransform, .transform(newValue)) }
    }
    /// The layer's opacity, 0…1, inherited by sublayers. Default 1. Animatable.
    open var opacity: Float {
        get { state.opacity }
        set { setProperty(.opacity, .number(Double(newValue))) }
    }
    /// Whether the layer (and its sublayers) is not drawn. Default false. Animatable.
    open var isHidden: Bool {
        get { state.isHidden }
        set { setProperty(.hidden, .bool(newValue)) }
    }
    /// Whether the back face is drawn when the layer faces away. Default true. Animatable.
    open var isDoubleSided: Bool {
        get { state.isDoubleSided }
        set { setProperty(.doubleSided, .bool(newValue)) }
    }
    /// Whether sublayers are clipped to the bounds (and corner radius). Default false. Animatable.
    open var masksToBounds: Bool {
        get { state.masksToBounds }
        set { setProperty(.masksToBounds, .bool(newValue)) }
    }
    /// The radius of the rounded corners of the background and border. Default 0. Animatable.
    open var cornerRadius: CGFloat {
        get { state.cornerRadius }
        set { setProperty(.cornerRadius, .number(Double(newValue))) }
    }
    /// The width of the border, drawn inside the bounds. Default 0. Animatable.
    open var borderWidth: CGFloat {
        get { state.borderWidth }
        set { setProperty(.borderWidth, .number(Double(newValue))) }
    }
    /// The border colour. Default opaque black. Animatable.
    open var borderColor: CGColor? {
        get { state.borderColor.map { $0.cgColor } }
        set { setProperty(.borderColor, .color(newValue.map(RGBA.init))) }
    }
    /// The background colour. Default nil (none). Animatable.
    open var backgroundColor: CGColor? {
        get { state.backgroundColor.map { $0.cgColor } }
        set { setProperty(.backgroundColor, .color(newValue.map(RGBA.init))) }
    }
    /// The shadow colour. Default opaque black. Animatable.
    open var shadowColor: CGColor? {
        get { state.shadowColor.map { $0.cgColor } }
        set { setProperty(.shadowColor, .color(newValue.map(RGBA.init))) }
    }
    /// The shadow opacity, 0…1. Default 0 (no shadow). Animatable.
    open var shadowOpacity: Float {
        get { state.shadowOpacity }
        set { setProperty(.shadowOpacity, .number(Double(newValue))) }
    }
    /// The shadow offset. Default (0, −3). Animatable.
    open var shadowOffset: CGSize {
        get { state.shadowOffset }
        set { setProperty(.shadowOffset, .size(newValue)) }
    }
    /// The blur radius of the shadow. Default 3. Animatable.
    open var shadowRadius: CGFloat {
        get { state.shadowRadius }
        set { setProperty(.shadowRadius, .number(Double(newValue))) }
    }
    /// The shape of the shadow, instead of the layer's alpha. Default nil. Animatable.
    open var shadowPath: CGPath? {
        get { state.shadowPath }
        set { withExtendedLifetime(newValue) { setProperty(.shadowPath, .object(ObjectRef(newValue))) } }
    }
    /// The layer's image: a `CGImage`. Default nil. Animatable (switches).
    open var contents: Any? {
        get {
            // Mid-cross-fade (a presentation layer): the nearer image.
            if let fade = state.contents as? ContentsCrossfade { return fade.nearer }
            return state.contents
        }
        set {
            let object = newValue.map { $0 as AnyObject }
            withExtendedLifetime(object) { setProperty(.contents, .object(ObjectRef(object))) }
        }
    }
    /// The part of `contents` shown, in unit coordinates. Default (0, 0, 1, 1). Animatable.
    open var contentsRect: CGRect {
        get { state.contentsRect }
        set { setProperty(.contentsRect, .rect(newValue)) }
    }
    /// The stretchable centre of `contents`, in unit coordinates. Default (0, 0, 1, 1). Animatable.
    open var contentsCenter: CGRect {
        get { state.contentsCenter }
        set { setProperty(.contentsCenter, .rect(newValue)) }
    }
    /// Pixels per point of the layer's contents. Default 1.
    open var contentsScale: CGFloat {
        get { state.contentsScale }
        set { setProperty(.contentsScale, .number(Double(newValue))) }
    }

    // MARK: Overridable behaviour (implemented in the CALayer+Feature extensions).

    /// The layer's rectangle in its superlayer: derived from `position`, `anchorPoint`,
    /// `bounds` and `transform` (its bounding box when transformed). Setting it sets `position`
    /// and `bounds.size`. Not animatable itself.
    open var frame: CGRect {
        get { frameValue }
        set { frameValue = newValue }
    }

    /// The layer's children, back to front. Setting replaces them all.
    open var sublayers: [CALayer]? {
        get { sublayersValue }
        set { sublayersValue = newValue }
    }

    /// An optional layer whose alpha masks this layer's content. Default nil.
    open var mask: CALayer? {
        get { maskValue }
        set { maskValue = newValue }
    }

    /// Receives the changes this layer observes (`addObserver(_:forKeyPath:options:context:)`);
    /// override it, as on iOS. The default does nothing.
    open func observeValue(forKeyPath keyPath: String?, of object: Any?,
                           change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {}

    /// Appends `layer` to the sublayers (moving it from any other superlayer).
    open func addSublayer(_ layer: CALayer) { insertSublayerCore(layer, at: sublayerStorage.count) }

    /// Inserts `layer` at `idx` in the sublayers (clamped to the end).
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) { insertSublayerCore(layer, at: Int(idx)) }

    /// Inserts `layer` just below `sibling` (at the start when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        insertSublayerCore(layer, at: index(below: sibling, moving: layer))
    }

    /// Inserts `layer` just above `sibling` (at the end when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        insertSublayerCore(layer, at: index(above: sibling, moving: layer))
    }

    /// Replaces the sublayer `oldLayer` with `newLayer` (nothing when `oldLayer` is not one).
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        replaceSublayerCore(oldLayer, with: newLayer)
    }

    /// Detaches the layer from its superlayer (or from the layer it masks).
    open func removeFromSuperlayer() { removeFromSuperlayerCore() }

    /// The layer's preferred size in its superlayer's coordinates: the bounds' size through
    /// the layer's transform (Apple: "the default implementation … returns the size of the
    /// layer's bounds rectangle transformed by its affine transform"; the layout manager's
    /// answer is not consulted, Strata has no CALayoutManager).
    open func preferredFrameSize() -> CGSize { preferredFrameSizeCore() }

    /// Returns the action for `event`: the delegate's, then `actions`, then `style`'s actions,
    /// then `defaultAction(forKey:)`. `NSNull` anywhere ends the search with no action.
    open func action(forKey event: String) -> CAAction? { searchAction(forKey: event) }

    /// The action for `event` when nothing else supplies one: for an animatable property, a
    /// CABasicAnimation of that key path from the previous presentation value to the new one,
    /// with the transaction's duration and timing function.
    open class func defaultAction(forKey event: String) -> CAAction? { builtInDefaultAction(forKey: event) }

    /// The default for `key` when the layer has no value for it; nil for all keys here.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// Whether changing `key` marks the layer as needing display. Default false.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// Adds a copy of `anim` under `key`, replacing any animation with the same key. The copy's
    /// zero `beginTime` becomes the layer's time when the transaction commits, and a zero
    /// duration the transaction's `animationDuration`. Invalid animations are refused with a
    /// warning (`tryAdd(_:forKey:)` throws the error instead).
    /// An animation Core Animation cannot apply (an unknown key path, a value of the wrong type)
    /// still runs, as on iOS: it starts, ends and calls its delegate and completion, changing
    /// nothing, with a one-time warning. (`tryAdd(_:forKey:)` throws instead.)
    open func add(_ anim: CAAnimation, forKey key: String?) { addReportingErrors(anim, forKey: key) }

    /// Removes the animation under `key`; its delegate hears `animationDidStop(_:finished: false)`.
    open func removeAnimation(forKey key: String) { removeTracks { $0.key == key } }

    /// Removes every animation; each delegate hears `animationDidStop(_:finished: false)`.
    open func removeAllAnimations() { removeTracks { _ in true } }

    /// The farthest descendant (or this layer) containing `p`, given in the superlayer's
    /// coordinates; nil when none. Hidden layers are skipped; with `masksToBounds` the
    /// sublayers are only tested inside the bounds. Called on a presentation layer, it tests
    /// the presentation tree: where the layers are seen, mid-animation.
    open func hitTest(_ p: CGPoint) -> CALayer? { hitTestTree(p) }

    /// Whether `p`, in the layer's coordinates, is inside its bounds.
    open func contains(_ p: CGPoint) -> Bool { state.bounds.contains(p) }

    /// Updates the contents. If the delegate implements `display(_:)`, that supplies them;
    /// otherwise the layer creates a transparent bitmap of `bounds` × `contentsScale` pixels,
    /// calls `draw(in:)` with a y-down context (origin at the bounds' top-left, as on iOS) and
    /// makes the image its `contents`. For an empty bounds, or when neither `draw(in:)` nor
    /// the delegate's `draw(_:in:)` is implemented, nothing is drawn and `contents` becomes nil.
    open func display() { displayCore() }

    /// Draws the layer's content into `ctx` (user space: the layer's coordinates, y down). The
    /// default calls the delegate's `draw(_:in:)`. Override it to draw a layer subclass
    /// (seed 002's ACCustomLayer, seed 003's SFLayer).
    open func draw(in ctx: CGContext) { drawCore(in: ctx) }

    /// The bitmap the compositor shows for this layer, asked of a presentation layer each frame:
    /// `contents` when it is a `CGImage`. Layers that draw themselves from their properties
    /// (CAShapeLayer, CATextLayer, CAGradientLayer) override it to return a bitmap rendered
    /// from their presentation values at `scale` pixels per point, cached until those values or
    /// the scale change — the compositor uploads a texture only when the returned image is a
    /// different object. A Strata addition (Core Animation's render server does this privately).
    open func renderedContents(scale: CGFloat) -> CGImage? {
        state.contents as? CGImage
    }

    /// Where, in the layer's own coordinates, the bitmap of `renderedContents(scale:)` goes
    /// (asked of the same presentation layer, at the same scale). nil, the default: over the
    /// bounds, placed by contentsGravity and contentsRect as `contents` is. CAShapeLayer returns
    /// the area its path paints, which may lie outside the bounds: Core Animation does not clip
    /// a shape to its bounds, and a shape layer with zero bounds still draws. A Strata addition.
    open func renderedContentsRect(scale: CGFloat) -> CGRect? { nil }

    /// Whether the compositor asks `drawnRaster(_:)` for this layer's bitmap rather than
    /// `renderedContents(scale:)`: a layer that draws itself from its properties.
    package var rastersOwnContents: Bool { false }

    /// The bitmap of the part of this (presentation) layer that `view` shows, drawn at the
    /// scale it is shown at (`RasterPolicy`); nil when nothing of it is drawn there.
    package func drawnRaster(_ view: RasterView) -> DrawnRaster? { nil }

    /// Lays out the sublayers: asks the delegate's `layoutSublayers(of:)`.
    open func layoutSublayers() {
        needsLayoutFlag = false
        delegate?.layoutSublayers(of: self)
    }

    /// Marks the layer's content as needing to be redrawn before the next frame.
    open func setNeedsDisplay() {
        needsDisplayFlag = true
        modelDidChange()
    }

    /// Animatable properties a subclass adds, by key (CAShapeLayer's `strokeEnd`, …); return
    /// static constants.
    class var customProperties: [String: CustomLayerProperty] { [:] }

    open override var description: String {
        "<\(type(of: self)) \(name.map { "'\($0)' " } ?? "")position=\(state.position) bounds=\(state.bounds)>"
    }
}
