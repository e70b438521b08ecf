// swift-tools-version:6.0
// Strata: Core Animation for Linux. The module floors follow STYLE.md:
// StrataGraphics (CG types) ← StrataCore (QuartzCore API) ← compositor/host (later) ← demos ← CLI.
import PackageDescription

let package = Package(
    name: "Strata",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Strata", targets: ["Strata"]),
        .executable(name: "strata", targets: ["strata"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/ordo-one/malloc-interposer.git", from: "1.6.0"),
    ],
    targets: [
        // stb_image decodes PNG and JPEG; stb_image_write encodes PNG (Debian's libstb-dev).
        .systemLibrary(
            name: "CStb",
            path: "Sources/CStb",
            pkgConfig: "stb",
            providers: [.apt(["libstb-dev"])]
        ),
        .target(
            name: "StrataGraphics",
            dependencies: ["CStb"],
            path: "Sources/StrataGraphics"
        ),
        // A header-only software prefetch (Swift has no intrinsic for it) for the frame walk.
        .systemLibrary(
            name: "CStrataPrefetch",
            path: "Sources/CStrataPrefetch"
        ),
        .target(
            name: "StrataCore",
            dependencies: ["StrataGraphics", "CStrataPrefetch"],
            path: "Sources/StrataCore"
        ),
        .target(
            name: "StrataDemos",
            dependencies: ["StrataCore"],
            path: "demos"
        ),
        .target(
            name: "Strata",
            dependencies: ["StrataGraphics", "StrataCore"],
            path: "Sources/Strata"
        ),
        // The CLI's commands live in a library so tests can run them in-process.
        .target(
            name: "StrataCLI",
            dependencies: [
                "Strata", "StrataDemos",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/StrataCLI"
        ),
        .executableTarget(
            name: "strata",
            dependencies: ["StrataCLI"],
            path: "Sources/strata"
        ),
        .executableTarget(
            name: "StrataBench",
            dependencies: [
                "StrataCore",
                .product(name: "MallocInterposerSwift", package: "malloc-interposer"),
            ],
            path: "Sources/StrataBench"
        ),
        .testTarget(
            name: "StrataGraphicsTests",
            dependencies: ["StrataGraphics"],
            path: "Tests/StrataGraphicsTests",
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "StrataCoreTests",
            dependencies: ["StrataCore", "StrataGraphics"],
            path: "Tests/StrataCoreTests"
        ),
        .testTarget(
            name: "StrataCLITests",
            dependencies: ["StrataCLI", "Strata", "StrataDemos"],
            path: "Tests/StrataCLITests"
        ),
    ]
)
