import NavSimCore

/// The navigation and tab bar controllers a transition brings into view and takes out of
/// view: each gets its own appearance callbacks, as UIKit sends a container's before it
/// forwards them to what the container shows.
struct ContainerAppearance {
    /// The containers in view after the transition and not before, in the order of
    /// `NavigationState.containersInView`.
    let appearing: [ContainerID]
    /// The containers in view before the transition and not after.
    let disappearing: [ContainerID]

    init(before: [ContainerID], after: [ContainerID]) {
        appearing = after.filter { !before.contains($0) }
        disappearing = before.filter { !after.contains($0) }
    }
}
