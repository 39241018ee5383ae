import Foundation
import NavSimCLI
import NavSimSimulator
import NavSimUIKit

// An app in the shape of today's UIKit apps, declared as a user's `navsim` declares it:
// async services called from `Task {}`, a debounced search (`Task.sleep`), a toast removed
// by `DispatchQueue.main.asyncAfter`, an article marked read by a `Timer`, a sign-in
// remembered in `UserDefaults`, a defaults suite and a file, and `print` everywhere. The leaky variant's ArticleCoordinator captures itself strongly once the
// article's body has loaded, so going back leaks it only after that async load.
let news = AppDescription(
    name: "news", summary: "Sign in, then tabs: a news list with article children, and a debounced search",
    variants: [
        .init(name: "fixed", summary: "the article's share handler captures its coordinator weakly"),
        .init(
            name: "leaky", summary: "the article's share handler, set once the body loads, captures it strongly",
            bug: "back from a loaded article leaks its ArticleCoordinator"),
    ],
    make: { variant in
        NavSimApp(
            sceneDelegate: { SceneDelegate(leaksArticles: variant == "leaky") },
            responses: [
                "auth": [["name": "ada"]],
                "articles": [["Swift 6.3", "Coordinators"]],
                "body": ["A long read."],
                "search": [["a result"]],
            ])
    })

NavSimCommandLine.main(apps: [news])
