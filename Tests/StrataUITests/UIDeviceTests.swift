import Foundation
import Testing
@testable import StrataUI

/// Apple: "UIDevice" (current, systemName, systemVersion, userInterfaceIdiom, orientation,
/// batteryLevel: "-1.0 if the battery state is unknown"), "UIDeviceOrientation".
@Suite struct UIDeviceTests {
    @Test func answersAsAPhoneSizedTouchDeviceWouldFromTheScreen() {
        let device = UIDevice.current
        let size = UIScreen.main.bounds.size
        #expect(device.userInterfaceIdiom == (min(size.width, size.height) <= 500 ? .phone : .pad))
        #expect(device.orientation.isPortrait == (size.height >= size.width))
        #expect(device.orientation.isValidInterfaceOrientation && !device.orientation.isFlat)
        #expect(device.systemName == "Linux" && device.systemVersion.split(separator: ".").count == 3)
        #expect(device.batteryLevel == -1 && device.batteryState == .unknown)
        #expect(device.identifierForVendor == UIDevice.current.identifierForVendor)
        // The everyday idioms compile and run.
        if UIDevice.current.userInterfaceIdiom == .pad || UIDevice.current.orientation.isLandscape {
            #expect(min(size.width, size.height) > 500 || size.width > size.height)
        }
        device.beginGeneratingDeviceOrientationNotifications()
        #expect(device.isGeneratingDeviceOrientationNotifications)
        device.endGeneratingDeviceOrientationNotifications()
    }
}
