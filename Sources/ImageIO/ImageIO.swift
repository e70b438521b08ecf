// `import ImageIO`, as iOS code writes it: Apple's image source and destination API
// (CGImageSource, CGImageDestination, the kCGImageProperty… keys) over the PNG, JPEG and GIF
// codecs StrataGraphics already uses (stb_image, stb_image_write, giflib, libimagequant).
// On iOS, ImageIO brings CoreGraphics (CGImage, CFData, CFDictionary…) with it; so does this.
@_exported import CoreGraphics
