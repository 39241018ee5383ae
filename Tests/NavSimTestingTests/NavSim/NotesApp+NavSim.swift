import NavSimCore
import NavSimUIKit

/// The NavSim-only file of the notes app: which delegate to launch, the simulated note
/// store, and what a random walk may try.
@MainActor
enum NotesApp {
    /// The app; `leaky` forgets to remove the compose flow's coordinator when it ends.
    static func make(leaky: Bool = false) -> NavSimApp {
        NavSimApp(
            sceneDelegate: { SceneDelegate(removesFinishedChildren: !leaky) },
            deepLinks: ["notes://compose"],
            responses: ["notesApi": [["saved": true], ["saved": false]]])
    }
}

/// Saves a note through the (simulated) notes API: the answer comes from the session.
@MainActor
final class NoteStore {
    /// Calls `completion` with whether the note was saved.
    func save(completion: @escaping (_ saved: Bool) -> Void) {
        NavSim.request("notesApi") { response in completion(response["saved"] == true) }
    }
}
