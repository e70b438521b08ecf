import Foundation

extension UISheetPresentationController {
    /// A height a sheet rests at (Apple: UISheetPresentationController.Detent).
    open class Detent: NSObject, @unchecked Sendable {
        /// A detent's name (Apple: UISheetPresentationController.Detent.Identifier).
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// About half the container's height.
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            /// The full height.
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }

        /// What a custom detent's resolver is told (Apple: UISheetPresentationControllerDetentResolutionContext).
        public final class ResolutionContext: NSObject {
            /// The largest height a detent may have: the large detent's.
            public let maximumDetentValue: CGFloat
            /// The container's traits.
            public let containerTraitCollection: UITraitCollection
            init(maximumDetentValue: CGFloat) {
                self.maximumDetentValue = maximumDetentValue
                containerTraitCollection = .current
                super.init()
            }
        }

        /// Answers a height for the context, or nil to leave the detent out.
        public typealias Resolver = (ResolutionContext) -> CGFloat?

        /// The detent's name.
        public let identifier: Identifier
        private let resolver: Resolver

        init(identifier: Identifier, resolver: @escaping Resolver) {
            self.identifier = identifier
            self.resolver = resolver
            super.init()
        }

        /// About half the height (Apple: medium()).
        public static func medium() -> Detent { Detent(identifier: .medium) { ($0.maximumDetentValue * 0.5).rounded() } }
        /// The full height (Apple: large()).
        public static func large() -> Detent { Detent(identifier: .large) { $0.maximumDetentValue } }
        /// A height of your own (Apple: custom(identifier:resolver:), iOS 16); a nil
        /// identifier makes a unique one.
        public static func custom(identifier: Identifier? = nil, resolver: @escaping Resolver) -> Detent {
            Detent(identifier: identifier ?? Identifier(rawValue: UUID().uuidString), resolver: resolver)
        }

        /// The detent's height in `context`: positive, at most the maximum; nil when it resolves
        /// to nothing usable (nil, NaN, not positive).
        func height(in context: ResolutionContext) -> CGFloat? {
            guard let value = resolver(context), value.isFinite, value > 0 else { return nil }
            return min(value, context.maximumDetentValue)
        }

        /// The value a resolver may return for "as tall as the content wants" (Apple:
        /// Detent.automaticDimension): Strata reads it as the maximum.
        public static let automaticDimension: CGFloat = -1
    }
}
