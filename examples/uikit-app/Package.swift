// swift-tools-version:6.0
// An iOS app as iOS writes it — `@main` app delegate, a view controller, a tap that animates —
// on Strata's UIKit: `import UIKit` and nothing else changed.
import PackageDescription

let package = Package(
    name: "uikit-app",
    dependencies: [.package(name: "Strata", path: "../..")],
    targets: [
        .executableTarget(
            name: "uikit-app",
            dependencies: [.product(name: "StrataUI", package: "Strata")],
            path: "Sources"
        ),
    ]
)
