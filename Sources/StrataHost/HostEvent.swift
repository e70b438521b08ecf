import Foundation
import StrataCore

/// Input a window receives, in window points: the same `InputEvent` the layer tree gets (the
/// viewer's name for it, kept for its callers).
public typealias HostEvent = InputEvent
