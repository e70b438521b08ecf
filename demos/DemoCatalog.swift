/// The built-in demos, in the order `strata demos` lists them.
public enum DemoCatalog {
    /// Every demo type.
    public static var all: [any Demo.Type] {
        [
            // The four demos of the design (issue 6).
            PetalDemo.self, IconShakeDemo.self, OrbitDemo.self, CubeDemo.self,
            // The rest of the seeds, roughly in the order the seeds teach them.
            KeyframePetalDemo.self, BezierPetalDemo.self, PetalGroupDemo.self, StarDemo.self,
            RocketEasingDemo.self, LoginShakeDemo.self, CardShuffleDemo.self,
            FishDemo.self, SpringBallDemo.self, ImplicitCircleDemo.self,
            // Beyond the seeds: the layers that multiply their content, and text as paths.
            SnowSpinnerDemo.self, HandwritingDemo.self,
            // Input beyond clicks: drags with velocity, wheel and touch scrolling.
            FlingCardDemo.self, ScrollListDemo.self,
            // Seed 000's UIView examples (and seed 002's text fields), written with StrataUI.
            ImageZoomDemo.self, SpringDropDemo.self, KeyframeFlightDemo.self, ImageBrowserDemo.self,
            AnchorFieldsDemo.self, CardAnimatorDemo.self, FrostedSheetDemo.self,
            // Last: it takes the arrow keys, so → cannot walk past it.
            AnchorPointDemo.self,
        ]
    }

    /// The demo called `name`, if there is one.
    /// The gallery (`GalleryDemo`) is one too, though not in `all`: it shows `all`.
    public static func demo(named name: String) -> (any Demo.Type)? {
        name == GalleryDemo.name ? GalleryDemo.self : all.first { $0.name == name }
    }

    /// The demos' names, for messages ("built-in demos: petal, orbit").
    public static var names: [String] { all.map { $0.name } }
}
