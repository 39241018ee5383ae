import EditorApp
import NavSimSimulator

/// Seed 004 (a Russian note on application coordinators): List → Details → Editor, where
/// an edit must show at once in Details and List, and "home" returns straight to the list.
/// The app is UIKit code in `Sources/ExampleApps/Editor`.
///
/// In the coordinator variant the scene's coordinator owns the data and updates every
/// screen; in the naive variant the data is handed from screen to screen as copies.
enum EditorExample {
    static let example = AppDescription(
        name: "editor", summary: "List → Details → Editor in a presented scene; the coordinator owns the data",
        origin: "seed 004",
        variants: [
            .init(
                name: "coordinator", summary: "the scene coordinator owns the data and updates List and Details",
                bug: nil),
            .init(
                name: "naive", summary: "data is passed from screen to screen as copies",
                bug: "an edit reaches Details only; List keeps its old copy and a Details opened from it is stale"),
        ],
        make: { variant in EditorApp.make(variant: variant) })
}
