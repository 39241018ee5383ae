// TEMPORARY until the controls branch merges.
extension UINavigationItem {
    var tappableControls: [any TappableControl] { [] }
}
