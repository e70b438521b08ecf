// `import QuartzCore`, as iOS code writes it: the whole of Strata (Core Animation, the
// CoreGraphics types, the compositor and Foundation), so a ported file compiles with its
// imports unchanged. The same as `import Strata`.
@_exported import Strata
