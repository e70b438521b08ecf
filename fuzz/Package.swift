// swift-tools-version:6.0
// A libFuzzer target for Strata's scene loader, evaluator and headless renderer. A package of
// its own so the sanitizer flags never reach the main build (see README.md for how to run it).
import PackageDescription

let package = Package(
    name: "StrataFuzz",
    dependencies: [
        .package(name: "Strata", path: ".."),
    ],
    targets: [
        // Declares libFuzzer's LLVMFuzzerRunDriver (the fuzzer runtime defines it).
        .systemLibrary(name: "CFuzzDriver", path: "Sources/CFuzzDriver"),
        .executableTarget(
            name: "StrataFuzz",
            dependencies: ["CFuzzDriver", .product(name: "Strata", package: "Strata")],
            path: "Sources/StrataFuzz",
            // No top-level code: main is `StrataFuzz_main` (SwiftPM's name for it), which runs libFuzzer.
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
    ]
)
