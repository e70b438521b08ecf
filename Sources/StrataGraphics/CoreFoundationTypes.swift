import Foundation

/// Core Foundation's array type, as Core Graphics signatures name it: on Linux the bridged
/// `NSArray`, so iOS code's `[color1, color2] as CFArray` compiles unchanged.
public typealias CFArray = NSArray
/// Core Foundation's dictionary type (options and auxiliary-info parameters): `NSDictionary`.
public typealias CFDictionary = NSDictionary
/// Core Foundation's data type (`data as CFData`): `NSData`.
public typealias CFData = NSData
/// Core Foundation's mutable data type (ImageIO writes into one: `NSMutableData() as
/// CFMutableData`): `NSMutableData`.
public typealias CFMutableData = NSMutableData
/// Core Foundation's URL type (`url as CFURL`, as ImageIO's file functions take it): `NSURL`.
public typealias CFURL = NSURL
/// Core Foundation's string type (`"Helvetica-Bold" as CFString`, as iOS code hands a font
/// name to `CATextLayer.font`): `NSString`.
public typealias CFString = NSString
/// Core Foundation's "any object" type, as `CATextLayer.font` is declared on Apple platforms.
public typealias CFTypeRef = AnyObject
/// Core Foundation's boolean type: `NSNumber`, so `kCFBooleanTrue` works where iOS code passes
/// it as a value (`CATransaction.setValue(kCFBooleanTrue, forKey: kCATransactionDisableActions)`).
public typealias CFBoolean = NSNumber
/// Core Foundation's true.
public let kCFBooleanTrue: CFBoolean! = NSNumber(value: true)
/// Core Foundation's false.
public let kCFBooleanFalse: CFBoolean! = NSNumber(value: false)
