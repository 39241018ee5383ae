/// SwiftUI on iOS re-exports UIKit (and through it Foundation) and Combine: a file that
/// imports only SwiftUI subclasses `UIHostingController`, uses `UINavigationController` and
/// declares view models with `ObservableObject` and `@Published`. NavSim's SwiftUI re-exports
/// NavSimUIKit and OpenCombine for the same.
@_exported public import NavSimUIKit
@_exported public import OpenCombine
