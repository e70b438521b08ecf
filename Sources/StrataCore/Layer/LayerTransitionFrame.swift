import Foundation

/// A CATransition as the compositor draws it in one frame: the layer's old look, its live
/// (new) look, and how far the change has gone. A Strata addition: Core Animation's render
/// server keeps this privately.
public struct LayerTransitionFrame {
    /// The transition's kind; an unknown name is reported as `.fade`, which Core Animation
    /// falls back to.
    public let type: CATransitionType
    /// Its direction, for the types that have one.
    public let subtype: CATransitionSubtype?
    /// 0 shows the old look, 1 the new one: the transition's timing function applied and
    /// mapped to startProgress…endProgress.
    public let progress: Double
    /// The layer as it was on screen when the transition was added: a detached copy of its
    /// subtree (the layer's own properties included), already evaluated, to be rendered like the
    /// layer itself. It may carry a frozen transition of its own (one transition interrupting
    /// another starts from what was on screen).
    public let oldLook: CALayer
}
