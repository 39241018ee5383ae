import NavSimCore
import NavSimTesting

extension NavigationTestStore {
    /// The events so far that tell the lives of coordinators and which coordinator made each
    /// screen (`coordinator…`, `child…`, `screenCreated`), and those whose description starts
    /// with one of `more`.
    func lives(andEventsStartingWith more: [String] = []) -> [String] {
        events.map(\.description).filter { event in
            (["coordinator", "child", "screenCreated"] + more).contains { event.hasPrefix($0) }
        }
    }
}
