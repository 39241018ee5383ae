import NavSimCore
public import NavSimUIKit

/// The NavSim-only file of the projects app (seed 003): which delegate to launch with
/// which variant, the simulated location service, and what a random walk may try.
public enum ProjectsApp {
    /// The app of `variant` (`seed` or `routerTracksPops`; anything else is the seed).
    @MainActor
    public static func make(variant: String) -> NavSimApp {
        let variant = AppVariant(rawValue: variant) ?? .seed
        return NavSimApp(
            sceneDelegate: { SceneDelegate(variant: variant) },
            deepLinks: ["projects://add"],
            responses: ["location": [["city": "Lisbon"], ["error": "location unavailable"]]],
            // The router's name ends in "Router", but it is a service, not a coordinator.
            isCoordinator: { $0 is any Coordinator })
    }
}

/// Asks the (simulated) location service which city the user is in: the service's
/// answer comes from the session, a scenario's `respond` input or a random walk.
@MainActor
final class LocationManager {
    /// Calls `completion` with the city, or `nil` when the location is unavailable.
    func requestLocation(completion: @escaping (_ city: String?) -> Void) {
        NavSim.request("location") { response in completion(response["city"]?.stringValue) }
    }
}

/// Notes in the trace what the app does that leaves no other event, such as a deep link
/// put aside until the flow on screen ends (an `annotated` event). On iOS this function
/// does nothing.
@MainActor
func note(_ name: String, by coordinator: AnyObject) {
    NavSim.annotate(name, by: coordinator)
}
