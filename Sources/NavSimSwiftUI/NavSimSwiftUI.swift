/// SwiftUI on iOS re-exports UIKit (and through it Foundation), Combine and Observation: a
/// file that imports only SwiftUI subclasses `UIHostingController`, uses
/// `UINavigationController` and declares view models with `ObservableObject` and
/// `@Published`, or with `@Observable`. NavSim's SwiftUI re-exports NavSimUIKit,
/// NavSimCombine and Observation for the same.
@_exported public import NavSimCombine
@_exported public import NavSimUIKit
@_exported public import Observation
