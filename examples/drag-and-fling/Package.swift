// swift-tools-version:6.0
// A card that follows the pointer (or a finger) and springs to the nearest slot when flung.
import PackageDescription

let package = Package(
    name: "drag-and-fling",
    dependencies: [.package(name: "Strata", path: "../..")],
    targets: [
        .executableTarget(
            name: "drag-and-fling",
            dependencies: [.product(name: "Strata", package: "Strata")],
            path: "Sources"
        ),
    ]
)
