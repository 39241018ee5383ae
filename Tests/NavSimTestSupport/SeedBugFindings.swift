/// The findings `navsim check` prints for each sample trace of the seeds' own bugs (issue
/// 13), `step N: rule: message`, shared by the library test and the command's test.
public enum SeedBugFindings {
    /// The findings of each trace in `Traces/`, by name; none for the fixed forms.
    public static let expected: [String: [String]] = [
        "login-strongParent": [
            "step 41: finishedButAlive: AuthCoordinator#2 finished but is still alive: leaked",
            "step 41: flowEndedButAlive: LoginCoordinator#3 has no screen left on screen but is still alive: leaked",
            "step 66: finishedButAlive: AuthCoordinator#4 finished but is still alive: leaked",
            "step 66: flowEndedButAlive: LoginCoordinator#5 has no screen left on screen but is still alive: leaked",
        ],
        "login-weakParent": [],
        "children-rootNotStored": [
            "step 12: orphanedScreen: Main#1 is on screen but MainCoordinator#1 was deallocated: its actions do nothing",
            "step 13: deadInput: tapping `pushSecond` on Main#1 did nothing: no event followed",
            "step 14: deadInput: tapping `add` on Main#1 did nothing: no event followed",
        ],
        "editor-strongCoordinator": [
            "step 55: finishedButAlive: SceneCoordinator#2 finished but is still alive: leaked"
        ],
        "editor-presentDetailsPushesList": [
            "step 31: crashed: the app crashed at step 31: pushViewController: NSInvalidArgumentException: Pushing "
                + "the same view controller instance more than once is not supported (<ListViewController>)"
        ],
        "editor-pageSheet": [
            "step 41: flowEndedButAlive: SceneCoordinator#2 has no screen left on screen but is still alive: leaked"
        ],
        "editor-naive": [
            "step 54: listShowsEdits: List#2 shows \"Milk\" for entity 1, Details#3 shows \"Oat milk\": the list is "
                + "stale (later resolved)"
        ],
        "editor-stopOnlyDismisses": [
            "step 36: flowEndedButAlive: SceneCoordinator#2 has no screen left on screen but is still alive: leaked",
            "step 58: flowEndedButAlive: SceneCoordinator#3 has no screen left on screen but is still alive: leaked",
        ],
        "login-pageSheet": [
            "step 35: flowEndedButAlive: AuthCoordinator#2 has no screen left on screen but is still alive: leaked",
            "step 35: flowEndedButAlive: LoginCoordinator#3 has no screen left on screen but is still alive: leaked",
        ],
        "welcome-seed": [
            "step 31: homeTellsParent: HomeCoordinator#2 was deallocated without noting its output "
                + "`controllerDismissed`: its parent was never told",
            "step 51: homeTellsParent: HomeCoordinator#3 was deallocated without noting its output "
                + "`controllerDismissed`: its parent was never told",
            "step 75: crashed: DetailsCoordinator#5 crashed at step 75: Fatal error: Dismiss is not implemented",
        ],
        "welcome-fixed": [],
        "editor-naiveDelegate": [],
        "editor-coordinator": [],
        "projects-routerTracksPops": [],
    ]

    /// How many events each clean trace holds, as `check` counts them.
    public static let cleanEvents: [String: Int] = [
        "login-weakParent": 78, "editor-naiveDelegate": 96, "editor-coordinator": 106,
        "projects-routerTracksPops": 103, "welcome-fixed": 73,
    ]
}
