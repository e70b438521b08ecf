// The umbrella module: `import Strata` gives the whole public API, as `import QuartzCore` does on Apple platforms.
@_exported import StrataGraphics
@_exported import StrataCore
@_exported import StrataGL
@_exported import StrataHost
@_exported import StrataVideo
@_exported import Foundation
