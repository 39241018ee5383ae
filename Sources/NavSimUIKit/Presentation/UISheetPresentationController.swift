/// The presentation controller of a sheet (iOS 15): its detents are kept for the app's
/// code to read; NavSim shows every sheet the same way, and the user swipes it down as a
/// whole.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// The heights the sheet may rest at; kept, changes nothing.
    open var detents: [Detent] = [.large()]
    /// The detent the sheet rests at, `nil` for the smallest.
    open var selectedDetentIdentifier: Detent.Identifier?
    /// Whether a grabber shows at the top; kept, changes nothing.
    open var prefersGrabberVisible = false

    /// A height a sheet may rest at.
    @preconcurrency @MainActor
    public final class Detent: NSObject {
        /// The detent's name.
        public struct Identifier: Hashable, Sendable, RawRepresentable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            /// The medium detent: about half the screen.
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            /// The large detent: the full height.
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }

        /// This detent's name.
        public let identifier: Identifier

        private init(identifier: Identifier) {
            self.identifier = identifier
            super.init()
        }

        /// About half the screen's height.
        public static func medium() -> Detent { Detent(identifier: .medium) }
        /// The full height.
        public static func large() -> Detent { Detent(identifier: .large) }
    }
}
