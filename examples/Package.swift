// swift-tools-version:6.0
// All the examples in one package, so CI builds them in one go (Strata once): each example is
// also a standalone package in its own folder (`cd hello-window && swift run`).
import PackageDescription

let examples = ["hello-window", "drag-and-fling", "scroll-view", "text-field"]
// iOS apps written with `import UIKit` (StrataUI's product).
let uikitExamples = ["uikit-app"]

let package = Package(
    name: "strata-examples",
    dependencies: [.package(name: "Strata", path: "..")],
    targets: examples.map { name in
        .executableTarget(name: name, dependencies: [.product(name: "Strata", package: "Strata")], path: "\(name)/Sources")
    } + uikitExamples.map { name in
        .executableTarget(name: name, dependencies: [.product(name: "StrataUI", package: "Strata")], path: "\(name)/Sources")
    }
)
