import Foundation

/// Asking for another scene on NavSim's iPhone, which shows one.
///
/// UIKit lets an app show several scenes only "when the system allows the app to display
/// multiple scenes" and Info.plist opts in (`supportsMultipleScenes`); the system that allows
/// it is iPadOS's (and the Mac's), not the iPhone's. A request for another scene fails there
/// with `UISceneError.Code.multipleScenesNotSupported`, "the app doesn't support multiple
/// scenes or the system was unable to display multiple scenes for your app"
/// (docs/uikit.md, "Windows").
extension UIApplication {
    /// Whether the app may show several scenes at once: never on NavSim's iPhone.
    public var supportsMultipleScenes: Bool { false }

    /// Asks the system for a scene (a new one when `sceneSession` is `nil`): NavSim's iPhone
    /// shows no second scene, so `errorHandler`, if any, runs at once with
    /// ``UISceneError/Code/multipleScenesNotSupported`` and nothing else happens.
    public func requestSceneSessionActivation(
        _ sceneSession: UISceneSession?, userActivity: NSUserActivity?, options: UIScene.ActivationRequestOptions?,
        errorHandler: ((any Error) -> Void)? = nil
    ) {
        runtime.observer?.appCodeRan()
        errorHandler?(UISceneError(.multipleScenesNotSupported))
    }
}

extension UIScene {
    /// What a request for a scene asks for; kept, not read.
    @preconcurrency @MainActor
    open class ActivationRequestOptions: NSObject {
        /// The scene that asked, if any.
        open var requestingScene: UIScene?
    }
}

/// An error of a request for a scene.
public struct UISceneError: Error, Hashable, Sendable {
    /// The domain of scene errors, `UISceneErrorDomain`.
    public static let errorDomain = "UISceneErrorDomain"

    /// What went wrong.
    public let code: Code

    /// An error with `code`.
    public init(_ code: Code) { self.code = code }

    /// What can go wrong with a request for a scene (UIKit's raw values).
    public enum Code: Int, Sendable {
        /// The app or the system does not show several scenes at once.
        case multipleScenesNotSupported = 0
        /// The system refused the request.
        case requestDenied = 1
    }

    /// The app or the system does not show several scenes at once.
    public static var multipleScenesNotSupported: Code { .multipleScenesNotSupported }
    /// The system refused the request.
    public static var requestDenied: Code { .requestDenied }
}
