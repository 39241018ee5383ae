import NavSimCore
public import NavSimUIKit

/// The NavSim-only file of the editor app (seed 004): which delegate to launch with which
/// variant, the simulated data service, what a random walk may answer and the app's own
/// invariant.
public enum EditorApp {
    /// The app of `variant` (an ``AppVariant`` raw value; anything else is `coordinator`).
    @MainActor
    public static func make(variant: String) -> NavSimApp {
        let variant = AppVariant(rawValue: variant) ?? .coordinator
        return NavSimApp(
            appDelegate: { AppDelegate(variant: variant) },
            responses: ["dataService": [["entities": [["id": 1, "title": "Milk"], ["id": 2, "title": "Eggs"]]]]],
            invariants: [listShowsEdits])
    }
}

/// Loads the entities from the (simulated) data service: the answer comes from the
/// session, a scenario's `respond` input or a random walk.
@MainActor
final class DataService {
    static let shared = DataService()

    /// Calls `completion` with the entities of the answer; an answer without a list of
    /// entities is an empty list, and entries without an integer `id` and a string
    /// `title` are left out.
    func loadData(completion: @escaping ([Entity]) -> Void) {
        NavSim.request("dataService") { response in
            guard case .array(let items)? = response["entities"] else { return completion([]) }
            completion(
                items.compactMap { item in
                    guard let id = item["id"]?.intValue, let title = item["title"]?.stringValue else { return nil }
                    return Entity(id: id, title: title)
                })
        }
    }
}
