/// What Login's cancel does: the seed's improvement, and the pop real code often has.
/// The app takes it as configuration at launch.
enum Variant: String {
    /// ViewModels navigate through the `LoginNavigator` protocol; cancel rebuilds Main.
    case navigator
    /// Login's cancel pops, as if Login had been pushed.
    case popOnCancel
}
