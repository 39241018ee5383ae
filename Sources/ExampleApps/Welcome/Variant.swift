/// Which Details coordinator the app builds: the seed's, or one that implements
/// `dismiss()`. The app takes it as configuration at launch.
enum Variant: String {
    /// `DetailsCoordinator` keeps the default `dismiss()`, as in the seed.
    case seed
    /// `PoppingDetailsCoordinator` implements `dismiss()` by popping.
    case fixed
}
