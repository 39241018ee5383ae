import NavSimCore
import NavSimExamples
import NavSimJournal
import NavSimSimulator

/// Records a random walk of `example`/`variant` to `path` until it holds at least
/// `events` events; returns the number of inputs sent.
@MainActor func recordWalk(
    _ example: String, variant: String, events: Int, to path: String, seed: UInt64 = 1
) throws -> Int {
    let writer = try TraceWriter(
        creating: path, manifest: TraceManifest(app: example, variant: variant), policy: .never, replaceExisting: true)
    let session = Session(app: try Examples.named(example).makeApp(variant: variant), sink: writer)
    var walk = RandomWalk(seed: seed)
    var inputs = 0
    while writer.lastSequence < UInt64(events), let input = walk.nextInput(for: session) {
        try session.send(input)
        inputs += 1
    }
    session.close()
    try writer.close()
    return inputs
}

/// Sends `inputs` random-walk inputs to `example`/`variant`, recording to `sink`.
@MainActor func explore(_ example: String, variant: String, inputs: Int, sink: any EventSink) throws -> Int {
    let session = Session(app: try Examples.named(example).makeApp(variant: variant), sink: sink)
    var walk = RandomWalk(seed: 7)
    let sent = try walk.run(session, steps: inputs)
    session.close()
    return sent
}

/// A valid trace with `screens` screens spread over `features` coordinator types: a hub
/// pushes each screen and the user goes back, so the flow graph has `screens + 1` nodes in
/// `features + 1` clusters and labelled edges crossing them.
func fanOutTrace(screens: Int, features: Int) -> [NavigationEvent] {
    let window = WindowID(1)
    let navigation = ContainerID(1)
    let root = CoordinatorID(1)
    let hub = ScreenID(1)
    var events: [NavigationEvent] = [
        .launched, .windowCreated(window), .containerCreated(navigation, style: .navigation, owner: nil),
        .coordinatorCreated(root, type: "HubCoordinator"), .coordinatorStarted(root),
        .screenCreated(hub, name: "Hub", owner: root, state: .null), .pushed(.screen(hub), container: navigation),
        .windowRootSet(window, root: .container(navigation)), .lifecycle(hub, .viewDidLoad),
        .lifecycle(hub, .viewWillAppear), .lifecycle(hub, .viewDidAppear),
    ]
    for index in 0..<screens {
        let coordinator = CoordinatorID(UInt32(index + 2))
        let screen = ScreenID(UInt32(index + 2))
        events += [
            .userTapped(screen: hub, action: "open \(index)", argument: .null),
            .coordinatorCreated(coordinator, type: "Feature\(index % features)Coordinator"),
            .childAdded(coordinator, parent: root), .coordinatorStarted(coordinator),
            .screenCreated(
                screen, name: "Screen \(index)", owner: coordinator, state: ["index": .number(Double(index))]),
            .pushed(.screen(screen), container: navigation), .lifecycle(screen, .viewDidLoad),
            .lifecycle(hub, .viewWillDisappear),
            .lifecycle(screen, .viewWillAppear), .lifecycle(hub, .viewDidDisappear), .lifecycle(screen, .viewDidAppear),
            .backTapped(container: navigation), .popped(.screen(screen), container: navigation),
            .lifecycle(screen, .viewWillDisappear), .lifecycle(hub, .viewWillAppear),
            .lifecycle(screen, .viewDidDisappear), .lifecycle(hub, .viewDidAppear), .screenDeallocated(screen),
            .coordinatorFinished(coordinator), .childRemoved(coordinator, parent: root),
            .coordinatorDeallocated(coordinator),
        ]
    }
    return events
}
