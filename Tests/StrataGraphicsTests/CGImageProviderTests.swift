import Foundation
@testable import StrataGraphics
import Testing

/// Images made from bytes as drawing code makes them
/// (https://developer.apple.com/documentation/coregraphics/cgimage/init(width:height:bitspercomponent:bitsperpixel:bytesperrow:space:bitmapinfo:provider:decode:shouldinterpolate:intent:),
/// https://developer.apple.com/documentation/coregraphics/cgdataprovider).
@Suite struct CGImageProviderTests {
    func image(_ bytes: [UInt8], width: Int, bpp: Int, space: CGColorSpace = CGColorSpaceCreateDeviceRGB(),
               info: UInt32) -> CGImage? {
        let data = Data(bytes)
        guard let provider = CGDataProvider(data: data as CFData) else { return nil }
        return CGImage(width: width, height: 1, bitsPerComponent: 8, bitsPerPixel: bpp, bytesPerRow: width * bpp / 8,
                       space: space, bitmapInfo: CGBitmapInfo(rawValue: info), provider: provider, decode: nil,
                       shouldInterpolate: true, intent: .defaultIntent)
    }

    @Test func straightRGBA() throws {
        let img = try #require(image([255, 0, 0, 128, 0, 0, 255, 255], width: 2, bpp: 32, info: CGImageAlphaInfo.last.rawValue))

        #expect(img.pixelData == [128, 0, 0, 128, 0, 0, 255, 255], "stored premultiplied")
    }

    @Test func premultipliedFirstLittleEndianIsBGRA() throws {
        let info = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        let img = try #require(image([10, 20, 30, 255], width: 1, bpp: 32, info: info))

        #expect(img.pixelData == [30, 20, 10, 255], "B, G, R, A bytes in memory")
    }

    @Test func skippedAlphaAndGray() throws {
        let rgbx = try #require(image([1, 2, 3, 0], width: 1, bpp: 32, info: CGImageAlphaInfo.noneSkipLast.rawValue))
        let gray = try #require(image([200], width: 1, bpp: 8, space: CGColorSpaceCreateDeviceGray(),
                                      info: CGImageAlphaInfo.none.rawValue))

        #expect(rgbx.pixelData == [1, 2, 3, 255], "the skipped byte is ignored: opaque")
        #expect(gray.pixelData == [200, 200, 200, 255])
    }

    @Test func badLayoutsAndShortDataAreNil() {
        #expect(image([1, 2, 3], width: 1, bpp: 32, info: CGImageAlphaInfo.last.rawValue) == nil, "3 bytes for a 4-byte pixel")
        #expect(image([1, 2, 3, 4], width: 1, bpp: 32, info: CGImageAlphaInfo.alphaOnly.rawValue) == nil)
        #expect(image([1, 2, 3, 4], width: 0, bpp: 32, info: CGImageAlphaInfo.last.rawValue) == nil)
    }

    // https://developer.apple.com/documentation/coregraphics/cgimage/init(pngdataprovidersource:decode:shouldinterpolate:intent:)
    @Test func pngProviderAndDataProviderRoundTrip() throws {
        let original = try CGImage(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 255, 0, 255])
        let png = try original.pngData()

        let provider = try #require(CGDataProvider(data: png as CFData))
        let decoded = try #require(CGImage(pngDataProviderSource: provider, decode: nil, shouldInterpolate: true,
                                           intent: .defaultIntent))
        let bytes = try #require(decoded.dataProvider?.data)

        #expect(decoded.pixelData == original.pixelData)
        #expect(Data(referencing: bytes) == Data(original.pixelData))
    }
}
