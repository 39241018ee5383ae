import NavSimUIKit

/// A piece of user interface, as SwiftUI declares it: a value whose ``body`` is made of
/// other views, down to the primitive ones NavSim draws as UIKit views (``Text``,
/// ``Button``, the stacks, ``Toggle``, ``TextField``).
///
/// NavSim's SwiftUI is the part coordinator apps use inside a ``UIHostingController``:
/// enough to compile such screens unchanged and to tap their buttons. It lays nothing out
/// and animates nothing; docs/uikit.md lists what it has.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("a primitive view has no body") }
}

/// A view NavSim draws itself, as UIKit views appended to `views`.
@MainActor @preconcurrency
protocol PrimitiveView: View where Body == Never {
    func draw(into views: inout [UIView])
}

extension PrimitiveView {
    public var body: Never { fatalError("\(Self.self) is drawn by NavSim, it has no body") }
}

extension View {
    /// Appends the UIKit views this view is drawn as: its own if it is primitive, else its body's.
    func drawn(into views: inout [UIView]) {
        if let primitive = self as? any PrimitiveView {
            primitive.draw(into: &views)
        } else if let representable = self as? any UIViewRepresentable {
            representable.drawUIView(into: &views)
        } else if Body.self != Never.self {
            // A view of the app's own whose body is `Never` draws nothing, never its body.
            Drawing.current?.install(into: self)
            body.drawn(into: &views)
        }
    }

    /// The UIKit views this view is drawn as.
    var drawnViews: [UIView] {
        var views: [UIView] = []
        drawn(into: &views)
        return views
    }
}

/// Builds a view from the views a closure lists, with `if`, `if let`, `switch` and `for`.
@resultBuilder
@MainActor
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
        TupleView(views: { views in
            var index = 0
            for view in repeat each content {
                Drawing.at(index) { view.drawn(into: &views) }
                index += 1
            }
        })
    }
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<First: View, Second: View>(first: First) -> ConditionalContent<First, Second> {
        ConditionalContent(choice: .first(first))
    }
    public static func buildEither<First: View, Second: View>(second: Second) -> ConditionalContent<First, Second> {
        ConditionalContent(choice: .second(second))
    }
    public static func buildArray<Content: View>(_ content: [Content]) -> TupleView<[Content]> {
        TupleView(views: { views in
            for (index, view) in content.enumerated() { Drawing.at(index) { view.drawn(into: &views) } }
        })
    }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// The views a ``ViewBuilder`` block lists, drawn in order, each known by its position.
public struct TupleView<T>: PrimitiveView {
    let views: @MainActor (inout [UIView]) -> Void
    func draw(into views: inout [UIView]) { self.views(&views) }
}

/// One of two views, as an `if`/`else` or a `switch` chose: each branch is a view of its own.
public struct ConditionalContent<TrueContent: View, FalseContent: View>: PrimitiveView {
    enum Choice {
        case first(TrueContent)
        case second(FalseContent)
    }
    let choice: Choice
    func draw(into views: inout [UIView]) {
        switch choice {
        case .first(let view): Drawing.at("first") { view.drawn(into: &views) }
        case .second(let view): Drawing.at("second") { view.drawn(into: &views) }
        }
    }
}

/// SwiftUI's name for ``ConditionalContent``, as types such as `AsyncImage<_ConditionalContent<A, B>>` spell it.
// swift-format-ignore: NoLeadingUnderscores
public typealias _ConditionalContent = ConditionalContent

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    func draw(into views: inout [UIView]) { self?.drawn(into: &views) }
}

/// No view.
public struct EmptyView: PrimitiveView {
    public init() {}
    func draw(into views: inout [UIView]) {}
}

/// A view of any type: a view of another type in its place is another view.
public struct AnyView: PrimitiveView {
    let view: any View
    public init<Content: View>(_ view: Content) { self.view = view }
    func draw(into views: inout [UIView]) {
        Drawing.at(ObjectIdentifier(type(of: view))) { view.drawn(into: &views) }
    }
}

/// Views grouped with no layout of their own.
public struct Group<Content: View>: PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    func draw(into views: inout [UIView]) { content.drawn(into: &views) }
}

/// A view that modifies another: a modifier such as ``View/onAppear(perform:)``.
protocol ModifiedView: View {
    associatedtype Content: View
    /// The view modified.
    var content: Content { get }
}

extension ModifiedView {
    /// The type of the view modified.
    static var contentType: any View.Type { Content.self }
}
