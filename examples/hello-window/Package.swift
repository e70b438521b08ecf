// swift-tools-version:6.0
// A first Strata program: a window, a few layers, an implicit animation on click.
import PackageDescription

let package = Package(
    name: "hello-window",
    dependencies: [.package(name: "Strata", path: "../..")],
    targets: [
        .executableTarget(
            name: "hello-window",
            dependencies: [.product(name: "Strata", package: "Strata")],
            path: "Sources"
        ),
    ]
)
