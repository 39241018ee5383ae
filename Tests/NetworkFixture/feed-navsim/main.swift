import Feed
import NavSimCLI
import NavSimSimulator

// feed's navsim: every navsim command, with the app declared in Tests/NetworkFixture/FeedNavSim.
NavSimCommandLine.main(
    apps: [
        AppDescription(
            name: "feed", summary: "A blog whose requests go through URLSession, answered by the session",
            variants: [.init(name: "app", summary: "the app as it is")],
            make: { variant in FeedNavSim.make(variant: variant) }),
        AppDescription(
            name: "gallery", summary: "Photos downloaded by an OperationQueue with Data(contentsOf:)",
            variants: [.init(name: "app", summary: "the app as it is")],
            make: { variant in FeedNavSim.makeGallery(variant: variant) }),
        AppDescription(
            name: "inbox", summary: "Work on global and private dispatch queues, Combine's receive(on:), a group",
            variants: [.init(name: "app", summary: "the app as it is")],
            make: { variant in FeedNavSim.makeInbox(variant: variant) }),
    ])
