import Foundation

/// Where a window frame's wall-clock time went, in seconds (`Window.lastFrameTimes`): the
/// breakdown a window benchmark prints.
public struct FrameTimes: Equatable, Sendable {
    /// Input, transaction commit, display links, layout and the presentation tree.
    public var evaluate = 0.0
    /// The compositor's walk of the tree into a draw list.
    public var build = 0.0
    /// Issuing the draw list to GL (and the retained backing's blit, if any).
    public var submit = 0.0
    /// Waiting for the GL to finish the frame (measured only with
    /// `Window.waitsForGPUBeforePresent`; otherwise it is part of `present`).
    public var gpuWait = 0.0
    /// The swap (SDL_GL_SwapWindow), which waits for rendering when nothing waited before.
    public var present = 0.0
    /// The whole step, input to swap.
    public var total = 0.0

    /// Times of zero, before the first frame.
    public init() {}
}
