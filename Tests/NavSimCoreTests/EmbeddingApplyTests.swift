import Testing

@testable import NavSimCore

/// Screens embedded in screens (child view controllers): how `apply` folds them and which
/// embeddings it refuses.
@Suite struct EmbeddingApplyTests {
    let s4 = ScreenID(4)

    /// The launched app with s2 and s3 created, s2 embedded in s1 and shown with it.
    var embedded: [NavigationEvent] {
        launchedApp + [
            .screenCreated(s2, name: "Card", owner: c1, state: ["likes": 0]),
            .screenCreated(s3, name: "Other", owner: nil, state: .null),
            .screenEmbedded(s2, parent: s1),
            .lifecycle(s2, .viewDidLoad),
            .lifecycle(s2, .viewWillAppear),
            .lifecycle(s2, .viewDidAppear),
        ]
    }

    @Test func anEmbeddedScreenIsInViewAfterItsParentAndHeldByIt() throws {
        let state = try fold(embedded + [.screenEmbedded(s3, parent: s2)])
        #expect(state.screens[s1]?.children == [s2])
        #expect(state.screens[s2]?.children == [s3])
        #expect(state.screens[s2]?.location == .embedded(s1))
        #expect(state.screensInView == [s1, s2, s3], "parent first, then its children, depth first")
        #expect(state.frontScreen == s1, "the parent stays the screen in front")
        #expect(state.windowID(holding: .screen(s3)) == w1)
        #expect(state.invariantViolations().isEmpty)
        #expect(
            state.outline.contains(
                "      embedded s2 Card [appeared] {\"likes\":0}\n        embedded s3 Other [unloaded] null"))
    }

    @Test func embeddedScreensFollowTheirParentsOrder() throws {
        let state = try fold(
            embedded + [.screenEmbedded(s3, parent: s1), .screenCreated(s4, name: "Inner", owner: nil, state: .null)]
                + [.screenEmbedded(s4, parent: s2)])
        #expect(state.screensInView == [s1, s2, s4, s3])
    }

    @Test func unembeddingReleasesTheScreen() throws {
        let state = try fold(embedded + [.screenUnembedded(s2)])
        #expect(state.screens[s1]?.children == [])
        #expect(state.screens[s2]?.location == nil)
        #expect(state.screensInView == [s1])
        _ = try state.applying(.screenDeallocated(s2))
    }

    @Test func impossibleEmbeddingsAreRefused() throws {
        let state = try fold(embedded + [.screenEmbedded(s3, parent: s2)])
        let step = state.step + 1
        let cases: [(NavigationEvent, NavigationError.Problem)] = [
            (.screenEmbedded(s4, parent: s1), .unknownScreen(s4)),
            (.screenEmbedded(s2, parent: ScreenID(9)), .unknownScreen(ScreenID(9))),
            (.screenEmbedded(s2, parent: s1), .stillHeld(.screen(s2), at: .embedded(s1))),
            (.screenEmbedded(s1, parent: s3), .stillHeld(.screen(s1), at: .stack(k1))),
            (.screenUnembedded(s1), .notEmbedded(s1)),
            (.pushed(.screen(s2), container: k1), .stillHeld(.screen(s2), at: .embedded(s1))),
            (.screenDeallocated(s2), .stillHeld(.screen(s2), at: .embedded(s1))),
        ]
        for (event, problem) in cases {
            #expect(throws: NavigationError(step: step, event: event, problem: problem)) { try state.applying(event) }
        }
    }

    @Test func aScreenCannotBeEmbeddedInItselfOrBelowItself() throws {
        let state = try fold(
            launchedApp + [
                .screenCreated(s2, name: "A", owner: nil, state: .null),
                .screenCreated(s3, name: "B", owner: nil, state: .null),
                .screenCreated(s4, name: "C", owner: nil, state: .null),
                .screenEmbedded(s3, parent: s2), .screenEmbedded(s4, parent: s3),
            ])
        let step = state.step + 1
        let itself = NavigationEvent.screenEmbedded(s2, parent: s2)
        #expect(throws: NavigationError(step: step, event: itself, problem: .embeddingCycle(s2, parent: s2))) {
            try state.applying(itself)
        }
        let below = NavigationEvent.screenEmbedded(s2, parent: s4)
        #expect(throws: NavigationError(step: step, event: below, problem: .embeddingCycle(s2, parent: s4))) {
            try state.applying(below)
        }
        #expect(
            NavigationError.Problem.embeddingCycle(s2, parent: s4).description
                == "s4 is embedded in s2, so s2 cannot be embedded in it")
    }

    @Test func aDeallocatedParentReleasesItsChildren() throws {
        let state = try fold(
            launchedApp + [
                .screenCreated(s2, name: "A", owner: nil, state: .null),
                .screenCreated(s3, name: "B", owner: nil, state: .null),
                .screenEmbedded(s3, parent: s2), .screenDeallocated(s2), .screenDeallocated(s3),
            ])
        #expect(state.screens[s3] == nil)
    }
}
