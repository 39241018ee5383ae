import EditorApp
import NavSimSimulator

/// Seed 004 (a Russian note on application coordinators): List → Details → Editor, where
/// an edit must show at once in Details and List, and "home" returns straight to the list.
/// The app is UIKit code in `Sources/ExampleApps/Editor`.
///
/// In the coordinator variant the scene's coordinator owns the data and updates every
/// screen; in the naive variant the data is handed from screen to screen as copies. The
/// seed's head-on solution, where Details tells List about the change, works: its faults
/// are of design (views know each other, the data travels the chain). Four variants are
/// the seed's own slips in its coordinator code, each alone on the fixed form, so that each
/// shows its own finding: the default, `coordinator`, presents the scene full screen and
/// removes it from its parent in `stop()`, which the seed does not; `pageSheet` and
/// `stopOnlyDismisses` are those two lines as the seed writes them.
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
            .init(
                name: "naiveDelegate",
                summary: "the seed's head-on solution: Details tells List through "
                    + "detailsViewController(_:didChangeEntity:); both show the edit (it works)",
                bug: nil),
            .init(
                name: "strongCoordinator",
                summary: "screens hold coordinator: Coordinator! strongly, as the seed writes them",
                bug: "List holds the coordinator that holds List's navigation controller: after close the scene leaks"),
            .init(
                name: "presentDetailsPushesList",
                summary: "presentDetails(of:) pushes list where it meant details, as the seed writes it",
                bug: "List is on the stack already: UIKit raises an exception and the app crashes on the first row"),
            .init(
                name: "pageSheet",
                summary: "the scene is presented with no presentation style, as the seed writes it: a page sheet",
                bug: "a swipe down dismisses the scene without stop(): its coordinator stays in the parent's children"),
            .init(
                name: "stopOnlyDismisses",
                summary: "stop() only dismisses the scene, as the seed writes it; the parent is not told",
                bug: "after close the scene coordinator stays in the parent's children with nothing on screen"),
        ],
        make: { variant in EditorApp.make(variant: variant) })
}
