// `#colorLiteral(red:green:blue:alpha:)`, as Xcode writes a colour picked in its editor
// (GradientLoadingBar's default palette): UIColor is the type a colour literal makes, as
// UIKit's overlay declares it (`_ColorLiteralType`), with the initialiser in UIColor.swift.

extension UIColor: _ExpressibleByColorLiteral {}

/// The type a colour literal makes where no other is asked for: UIColor, as with UIKit.
public typealias _ColorLiteralType = UIColor
