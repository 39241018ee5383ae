import NavSimUIKit

/// Pages a user moves between, as tabs or, with `.tabViewStyle(PageTabViewStyle())`, by
/// swiping: drawn as every page, one after the other.
///
/// A user reaches every page of a tab view, so every page's controls are offered at once, as
/// if already swiped to; the page shown is not modelled. `TabView(selection:)`, which
/// chooses the page from code, is not there, so code that uses it does not compile.
public struct TabView<Content: View>: PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    func draw(into views: inout [UIView]) { views.append(UIStackView(arrangedSubviews: content.drawnViews)) }
}

/// How a ``TabView`` shows its pages; kept, not drawn.
@MainActor
public protocol TabViewStyle {}

/// Pages swiped sideways, with dots.
public struct PageTabViewStyle: TabViewStyle {
    /// When the dots show; kept, not drawn.
    public enum IndexDisplayMode: Sendable { case automatic, always, never }
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
}

/// Tabs along the bottom.
public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
}

extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }  // SwiftUI's name
}
