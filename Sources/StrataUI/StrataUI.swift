// StrataUI: UIKit's view API on Strata's engine. A file written with `import UIKit` (the
// re-exporting `UIKit` module) or `import StrataUI` sees UIKit's names, plus Foundation's
// geometry, Core Graphics and QuartzCore, as an iOS file does through UIKit.
@_exported import Foundation
@_exported import StrataGraphics
@_exported import StrataCore
@_exported import ObjectiveC
