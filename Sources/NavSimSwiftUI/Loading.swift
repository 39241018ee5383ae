public import Foundation
import NavSimUIKit

/// A spinner, or a spinner with a title: drawn as its title's label, nothing to tap.
public struct ProgressView: PrimitiveView {
    let title: String?
    public init() { title = nil }
    public init<S: StringProtocol>(_ title: S) { self.title = String(title) }
    func draw(into views: inout [UIView]) {
        let spinner = UIActivityIndicatorView()
        spinner.startAnimating()
        views.append(spinner)
        if let title { Text(title).drawn(into: &views) }
    }
}

/// Where an ``AsyncImage`` is in loading its image.
public enum AsyncImagePhase {
    case empty
    case success(Image)
    case failure(any Error)

    /// The image loaded, if there is one.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error loading failed with, if it did.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// An image loaded from a URL, drawn as what its content shows in the ``AsyncImagePhase/empty``
/// phase.
///
/// NavSim loads nothing from the network: the image is always still loading. Content shown
/// only once the image has loaded or failed (a retry button in the failure phase) is never
/// drawn, so it is never offered to tap; docs/uikit.md says so.
public struct AsyncImage<Content: View>: PrimitiveView {
    let url: URL?
    let content: (AsyncImagePhase) -> Content

    public init(url: URL?, scale: Double = 1, @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        self.content = content
    }

    func draw(into views: inout [UIView]) { content(.empty).drawn(into: &views) }
}

extension AsyncImage where Content == Image {
    /// An image loaded from `url`: an empty image while it loads, which in NavSim is always.
    public init(url: URL?, scale: Double = 1) {
        self.init(url: url, scale: scale) { _ in Image("") }
    }
}

extension AsyncImage {
    /// An image loaded from `url`, shown by `content` once loaded and by `placeholder` until
    /// then, which in NavSim is always.
    public init<I: View, P: View>(
        url: URL?, scale: Double = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == ConditionalContent<I, P> {
        self.init(url: url, scale: scale) { phase in
            if let image = phase.image { content(image) } else { placeholder() }
        }
    }
}

/// How a ``ProgressView`` looks; kept, not drawn.
@MainActor @preconcurrency
public protocol ProgressViewStyle {}

public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}
}

public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension View {
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> Self { self }
}
