// swift-tools-version:6.0
// Strata: Core Animation for Linux. The module floors follow STYLE.md:
// StrataGraphics (CG types) ← StrataCore (QuartzCore API) ← compositor (later) ← StrataHost ← demos ← CLI.
import PackageDescription

let package = Package(
    name: "Strata",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Strata", targets: ["Strata"]),
        // `import QuartzCore` / `import CoreGraphics` as iOS code writes them (Porting from iOS).
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        // `import ImageIO`: CGImageSource / CGImageDestination over Strata's PNG, JPEG and GIF codecs.
        .library(name: "ImageIO", targets: ["ImageIO"]),
        // `import CoreText`: CTFont, CTLine, CTRun, CTFramesetter over Strata's text stack.
        .library(name: "CoreText", targets: ["CoreText"]),
        // `import UniformTypeIdentifiers` (UTType) and `import MobileCoreServices` (kUTTypePNG …).
        .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
        .library(name: "MobileCoreServices", targets: ["MobileCoreServices"]),
        .library(name: "StrataUI", targets: ["StrataUI", "UIKit", "ObjectiveC"]),
        .executable(name: "strata", targets: ["strata"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/ordo-one/malloc-interposer.git", from: "1.6.0"),
        // `swift package generate-documentation` (scripts/docs.sh): the DocC reference. A
        // command plugin only: nothing of it is built by `swift build`.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // stb_image decodes PNG and JPEG; stb_image_write encodes PNG (Debian's libstb-dev).
        .systemLibrary(
            name: "CStb",
            path: "Sources/CStb",
            pkgConfig: "stb",
            providers: [.apt(["libstb-dev"])]
        ),
        // giflib writes GIF files; libimagequant builds their palettes (animated GIF output).
        .systemLibrary(
            name: "CGIFLib",
            path: "Sources/CGIFLib",
            pkgConfig: "libgif",
            providers: [.apt(["libgif-dev"])]
        ),
        .systemLibrary(
            name: "CImageQuant",
            path: "Sources/CImageQuant",
            pkgConfig: "imagequant",
            providers: [.apt(["libimagequant-dev"])]
        ),
        // Cairo rasterises CGContext drawing; fontconfig and FreeType find and load fonts.
        .systemLibrary(
            name: "CCairo",
            path: "Sources/CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]
        ),
        // HarfBuzz shapes text (kerning, ligatures, complex scripts) for CGContext and CGFont.
        .systemLibrary(
            name: "CHarfBuzz",
            path: "Sources/CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]
        ),
        .target(
            name: "StrataGraphics",
            dependencies: ["CStb", "CCairo", "CHarfBuzz", "CGIFLib", "CImageQuant"],
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
        // OpenGL 3.3 core + EGL (glvnd's libOpenGL and libEGL; Mesa for headless rendering).
        .systemLibrary(
            name: "CGL",
            path: "Sources/CGL",
            pkgConfig: "egl",
            providers: [.apt(["libgl-dev", "libegl-dev", "libgl1-mesa-dri", "libegl-mesa0"])]
        ),
        // The GPU compositor: renders a layer tree's presentation state with OpenGL.
        .target(
            name: "StrataGL",
            dependencies: ["CGL", "StrataGraphics", "StrataCore"],
            path: "Sources/StrataGL"
        ),
        // SDL2: the viewer's window, GL context and input (Debian's libsdl2-dev).
        .systemLibrary(
            name: "CSDL2",
            path: "Sources/CSDL2",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev"])]
        ),
        // The host: an SDL2 window, the frame loop and input for any layer tree.
        .target(
            name: "StrataHost",
            dependencies: ["StrataGL", "StrataCore", "StrataGraphics", "CSDL2"],
            path: "Sources/StrataHost"
        ),
        // UIKit's view API on the engine and the host's window; `UIKit` re-exports it so `import UIKit` compiles.
        .target(
            name: "StrataUI",
            dependencies: ["StrataCore", "StrataGraphics", "StrataHost", "ObjectiveC"],
            path: "Sources/StrataUI"
        ),
        // `import ObjectiveC`: the runtime's associated objects (objc_setAssociatedObject …),
        // re-exported by StrataUI as UIKit does.
        .target(name: "ObjectiveC", path: "Sources/ObjectiveC"),
        .target(
            name: "UIKit",
            dependencies: ["StrataUI", "_Testing_UIKit"],
            path: "Sources/UIKit"
        ),
        // Swift Testing's cross-import overlay for Testing + UIKit: an empty module, so a test
        // file may import both (as for CoreGraphics below).
        .target(
            name: "_Testing_UIKit",
            path: "Sources/_Testing_UIKit"
        ),
        .target(
            name: "StrataDemos",
            dependencies: ["StrataCore", "StrataUI", "CoreText"],
            path: "demos",
            // The photographs (docs/CREDITS.md); DemoPhotos finds them without Bundle.module.
            resources: [.copy("Resources/photos")]
        ),
        // FFmpeg's libraries encode (and the tests decode) MP4 and WebM video. One pkg-config
        // name per system library: libavformat's gives the include path (all four share it),
        // the module map links avformat, avcodec, swscale and avutil.
        .systemLibrary(
            name: "CFFmpeg",
            path: "Sources/CFFmpeg",
            pkgConfig: "libavformat",
            providers: [.apt(["libavformat-dev", "libavcodec-dev", "libavutil-dev", "libswscale-dev"])]
        ),
        // Video files and the Recorder: a layer tree's animation to PNGs, GIF, MP4 or WebM.
        .target(
            name: "StrataVideo",
            dependencies: ["CFFmpeg", "StrataGraphics", "StrataCore", "StrataGL"],
            path: "Sources/StrataVideo"
        ),
        .target(
            name: "Strata",
            dependencies: ["StrataGraphics", "StrataCore", "StrataGL", "StrataHost", "StrataVideo"],
            path: "Sources/Strata"
        ),
        // Modules named as Apple's, re-exporting Strata, so ported files keep their imports.
        .target(
            name: "QuartzCore",
            dependencies: ["Strata"],
            path: "Sources/QuartzCore"
        ),
        .target(
            name: "CoreGraphics",
            dependencies: ["StrataGraphics", "_Testing_CoreGraphics"],
            path: "Sources/CoreGraphics"
        ),
        // Apple's ImageIO API (CGImageSource, CGImageDestination, the property keys) on the
        // decoders and encoders StrataGraphics already has; re-exports CoreGraphics as iOS does.
        .target(
            name: "ImageIO",
            dependencies: ["CoreGraphics", "StrataGraphics", "CGIFLib", "CStb"],
            path: "Sources/ImageIO"
        ),
        // Apple's Core Text API (fonts, lines, runs, glyph outlines, framesetters) over
        // StrataGraphics' fonts, HarfBuzz shaping and Cairo drawing; re-exports CoreGraphics.
        .target(name: "CoreText", dependencies: ["CoreGraphics", "StrataGraphics"], path: "Sources/CoreText"),
        // Apple's type identifiers as ImageIO code names file types: UTType (iOS 14 and later)
        // and the older kUTType constants.
        .target(name: "UniformTypeIdentifiers", path: "Sources/UniformTypeIdentifiers"),
        .target(name: "MobileCoreServices", dependencies: ["StrataGraphics", "UniformTypeIdentifiers"], path: "Sources/MobileCoreServices"),
        // Swift Testing's cross-import overlay for Testing + CoreGraphics: an empty module, so a
        // test file may import both (the toolchain on Linux has none).
        .target(
            name: "_Testing_CoreGraphics",
            path: "Sources/_Testing_CoreGraphics"
        ),
        // The CLI's commands live in a library so tests can run them in-process.
        .target(
            name: "StrataCLI",
            dependencies: [
                "Strata", "StrataDemos", "StrataHost",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/StrataCLI"
        ),
        .executableTarget(
            name: "strata",
            dependencies: ["StrataCLI"],
            path: "Sources/strata"
        ),
        .target(
            name: "StrataBenchSupport",
            dependencies: ["StrataCore", "CGL"],
            path: "Sources/StrataBenchSupport"
        ),
        .executableTarget(
            name: "StrataBench",
            dependencies: [
                "StrataCore", "StrataBenchSupport",
                .product(name: "MallocInterposerSwift", package: "malloc-interposer"),
            ],
            path: "Sources/StrataBench"
        ),
        .testTarget(
            name: "StrataUITests",
            dependencies: ["UIKit", "StrataUI", "StrataCore", "StrataGL", "StrataHost"],
            path: "Tests/StrataUITests"
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
        .executableTarget(
            name: "StrataTransitionBench",
            dependencies: ["StrataGL", "StrataCore", "StrataGraphics", "CGL"],
            path: "Sources/StrataTransitionBench"
        ),
        .executableTarget(
            name: "StrataGLBench",
            dependencies: ["StrataGL", "StrataCore", "StrataGraphics", "CGL", "StrataBenchSupport"],
            path: "Sources/StrataGLBench"
        ),
        // The sprites-N workload in a real window, its frame breakdown and the bare GL loop.
        .executableTarget(
            name: "StrataViewBench",
            dependencies: ["StrataHost", "StrataCore", "StrataGraphics", "CGL", "CSDL2", "StrataBenchSupport"],
            path: "Sources/StrataViewBench"
        ),
        .testTarget(
            name: "StrataGLTests",
            dependencies: ["StrataGL", "StrataCore", "StrataGraphics"],
            path: "Tests/StrataGLTests",
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "StrataHostTests",
            dependencies: ["StrataHost", "StrataGL", "StrataCore", "StrataGraphics"],
            path: "Tests/StrataHostTests"
        ),
        // iOS Core Animation code as iOS projects write it, with `import QuartzCore` only.
        .testTarget(
            name: "PortedCodeTests",
            dependencies: ["QuartzCore", "CoreGraphics"],
            path: "Tests/PortedCodeTests"
        ),
        // Core Text code as iOS projects write it, with `import CoreText` (and UIKit, QuartzCore).
        .testTarget(
            name: "CoreTextTests",
            dependencies: ["CoreText", "UIKit"],
            path: "Tests/CoreTextTests"
        ),
        // ImageIO code as iOS projects write it, with `import ImageIO` (and UIKit for UIImage).
        .testTarget(
            name: "ImageIOTests",
            dependencies: ["ImageIO", "UIKit", "UniformTypeIdentifiers", "MobileCoreServices"],
            path: "Tests/ImageIOTests"
        ),
        // An app as Xcode's iOS template writes it (AppDelegate and SceneDelegate, `import UIKit`),
        // launched through UIApplicationMain.
        .testTarget(
            name: "SceneAppTests",
            dependencies: ["UIKit"],
            path: "Tests/SceneAppTests"
        ),
        .testTarget(
            name: "StrataVideoTests",
            dependencies: ["StrataVideo", "CFFmpeg", "StrataGL", "StrataCore", "StrataGraphics"],
            path: "Tests/StrataVideoTests"
        ),
        .testTarget(
            name: "StrataCLITests",
            dependencies: ["StrataCLI", "Strata", "StrataDemos", "StrataUI"],
            path: "Tests/StrataCLITests"
        ),
    ]
)
