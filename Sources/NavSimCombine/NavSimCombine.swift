/// Combine for an iOS app's code on Linux: OpenCombine, with its `DispatchQueue`,
/// `RunLoop` and Foundation publishers, and the operators OpenCombine does not have yet
/// (`combineLatest`, `merge`), so `import Combine` can become `import NavSimCombine` and
/// nothing else in the file changes.
@_exported public import OpenCombineShim
