/// Combine for an iOS app's code on Linux: OpenCombine, with its `DispatchQueue`,
/// `RunLoop` and Foundation publishers, and the operators OpenCombine does not have yet
/// (`combineLatest`, `merge`), so `import Combine` can become `import NavSimCombine` and
/// nothing else in the file changes.
///
/// Its subjects, `@Published`, `ObservableObject` and `ObservableObjectPublisher` are
/// NavSim's own, which shadow OpenCombine's for code that imports this module: they deliver
/// to their subscribers in the order they subscribed (``Broadcast``), where OpenCombine's
/// order follows heap addresses and changes from run to run.
@_exported public import OpenCombineShim
