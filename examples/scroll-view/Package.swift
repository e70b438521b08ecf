// swift-tools-version:6.0
// A list that scrolls with the wheel, a drag or a finger, and bounces at its ends as on iOS.
import PackageDescription

let package = Package(
    name: "scroll-view",
    dependencies: [.package(name: "Strata", path: "../..")],
    targets: [
        .executableTarget(
            name: "scroll-view",
            dependencies: [.product(name: "Strata", package: "Strata")],
            path: "Sources"
        ),
    ]
)
