// `import UIKit` compiles unchanged: this module re-exports StrataUI (and through it
// Foundation, Core Graphics and QuartzCore), as UIKit does on iOS.
@_exported import StrataUI
