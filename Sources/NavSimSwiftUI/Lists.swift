/// How a ``List`` looks; kept, not drawn.
@MainActor @preconcurrency
public protocol ListStyle {}

public struct DefaultListStyle: ListStyle {
    public init() {}
}

public struct PlainListStyle: ListStyle {
    public init() {}
}

public struct GroupedListStyle: ListStyle {
    public init() {}
}

public struct InsetListStyle: ListStyle {
    public init() {}
}

public struct InsetGroupedListStyle: ListStyle {
    public init() {}
}

public struct SidebarListStyle: ListStyle {
    public init() {}
}

extension ListStyle where Self == DefaultListStyle {
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// Whether scroll indicators show; kept, not drawn.
public struct ScrollIndicatorVisibility: Sendable {
    let name: String
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    public static let never = ScrollIndicatorVisibility(name: "never")
}

/// The top or bottom edge of a view; kept, not drawn.
public enum VerticalEdge: Sendable {
    case top, bottom
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

extension View {
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> Self { self }
    public func listRowInsets(_ insets: EdgeInsets?) -> Self { self }
    public func listRowBackground<V: View>(_ view: V?) -> Self { self }
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
        -> Self
    { self }
}
