/// The seed's coordinators, or the fixed ones: which Details coordinator the app builds,
/// and when Home tells its parent it was dismissed. The app takes it as configuration at
/// launch.
enum Variant: String {
    /// `DetailsCoordinator` keeps the default `dismiss()`, and Home tells its parent only
    /// from its own back button, as in the seed.
    case seed
    /// `PoppingDetailsCoordinator` implements `dismiss()` by popping, and Home tells its
    /// parent once it has left the stack, whichever way.
    case fixed
}
