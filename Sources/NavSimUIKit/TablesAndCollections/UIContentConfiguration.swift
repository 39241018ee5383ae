/// The content of a cell, as a value that makes its view.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    /// Makes a view showing this content.
    func makeContentView() -> any UIView & UIContentView
}

/// A view showing a content configuration.
@preconcurrency @MainActor
public protocol UIContentView: NSObjectProtocol {
    /// The content shown.
    var configuration: any UIContentConfiguration { get set }
}
