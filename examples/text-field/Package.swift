// swift-tools-version:6.0
// A text field layer: click it, type, and the text shows (UTF-8 text input, Backspace).
import PackageDescription

let package = Package(
    name: "text-field",
    dependencies: [.package(name: "Strata", path: "../..")],
    targets: [
        .executableTarget(
            name: "text-field",
            dependencies: [.product(name: "Strata", package: "Strata")],
            path: "Sources"
        ),
    ]
)
