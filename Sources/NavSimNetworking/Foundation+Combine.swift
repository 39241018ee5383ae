public import NavSimCombine

/// Combine's observable object, which Foundation names too on Apple platforms, so a model
/// file with only `import Foundation` declares one (`final class Session: ObservableObject`
/// with `@Published` properties): here NavSimCombine's, which delivers in subscription order.
public typealias ObservableObject = NavSimCombine.ObservableObject

/// Combine's `@Published`, which Foundation names too on Apple platforms.
public typealias Published = NavSimCombine.Published
