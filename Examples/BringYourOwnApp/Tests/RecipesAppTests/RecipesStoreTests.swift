import NavSimTesting
import RecipesApp
import Testing

/// The recipes app driven input by input, with its exact events and its whole state.
@Suite @MainActor
struct RecipesStoreTests {
    @Test func favouritingChangesTheListsViewModel() {
        let store = NavigationTestStore { RecipesApp.make() }
        store.launch()
        store.skipEvents()  // launching is the same in every test

        store.tap("Favourite")
        store.expectEvents([
            "userTapped Favourite on s1",
            #"viewModelStateChanged s1 to {"favourites":1,"recipes":["Pancakes","Soup"]}"#,
        ])
    }

    @Test func doneEndsTheCookingFlow() {
        let store = NavigationTestStore { RecipesApp.make() }
        store.launch()
        store.skipEvents()
        store.tap("Soup")
        store.skipEvents()
        store.tap("Cook")
        store.skipEvents()

        store.tap("Done")
        store.expectEvents([
            "userTapped Done on s3",
            "poppedToRoot k1",
            "coordinatorFinished c2",
            "childRemoved c2 from c1",
            "coordinatorDeallocated c2",
            "viewWillDisappear s3",
            "viewWillAppear s1",
            "animationsEnded",
            "viewDidDisappear s3",
            "viewDidAppear s1",
            "screenDeallocated s2",
            "screenDeallocated s3",
        ])
        store.expectOutline(
            """
            step 44
            w1
              root k1 Navigation
                s1 RecipeList [appeared] {"favourites":0,"recipes":["Pancakes","Soup"]}
            coordinators
              c1 AppCoordinator (started) screens: s1 containers: k1
            """)
        store.expectFindings([])
    }
}
