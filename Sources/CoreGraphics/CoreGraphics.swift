// `import CoreGraphics`, as iOS code writes it: Strata's CoreGraphics floor (CGColor, CGPath,
// CGContext, CGImage, CGAffineTransform, …) and Foundation (CGFloat, CGPoint, CGSize, CGRect).
@_exported import StrataGraphics
@_exported import Foundation
