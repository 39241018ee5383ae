import NavSimUIKit

/// The look of a view: kept by NavSim's SwiftUI only as far as code compiles. Each
/// modifier returns the view it was given.
extension View {
    public func padding(_ length: Double? = nil) -> Self { self }
    public func padding(_ edges: Edge.Set, _ length: Double? = nil) -> Self { self }
    public func font(_ font: Font?) -> Self { self }
    public func bold(_ isActive: Bool = true) -> Self { self }
    public func italic(_ isActive: Bool = true) -> Self { self }
    public func foregroundColor(_ color: Color?) -> Self { self }
    public func foregroundStyle(_ color: Color) -> Self { self }
    public func background(_ color: Color) -> Self { self }
    public func tint(_ color: Color?) -> Self { self }
    public func opacity(_ opacity: Double) -> Self { self }
    public func cornerRadius(_ radius: Double) -> Self { self }
    public func lineLimit(_ number: Int?) -> Self { self }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> Self { self }
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> Self { self }
    public func frame(
        minWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment = .center
    ) -> Self { self }
    public func listStyle<S: ListStyle>(_ style: S) -> Self { self }
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> Self { self }
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> Self { self }
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> Self { self }
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> Self { self }
    public func fontWeight(_ weight: Font.Weight?) -> Self { self }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Self { self }
    public func aspectRatio(_ aspectRatio: Double? = nil, contentMode: ContentMode) -> Self { self }
    public func shadow(color: Color = .black, radius: Double, x: Double = 0, y: Double = 0) -> Self { self }
    public func border(_ color: Color, width: Double = 1) -> Self { self }
    public func background(_ material: Material) -> Self { self }
    /// The heights a sheet may take; NavSim's sheets have none (traces record `pageSheet`).
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> Self { self }

    /// A tag, which a ``Picker`` reads for its options (NavSim's ``TabView`` has no
    /// selection: `TabView(selection:)` does not compile).
    public func tag<V: Hashable>(_ tag: V) -> TaggedView<Self> { TaggedView(content: self, tag: tag) }
}

extension Image {
    public func resizable() -> Image { self }
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }

    /// Whether an image is drawn as it is or in the tint colour; kept, not drawn.
    public enum TemplateRenderingMode: Sendable { case template, original }
}

/// How a view fills the room it is given; kept, not drawn.
public enum ContentMode: Sendable { case fit, fill }

/// A height a sheet takes; kept, not drawn.
public struct PresentationDetent: Hashable, Sendable {
    let name: String
    public static let medium = PresentationDetent(name: "medium")
    public static let large = PresentationDetent(name: "large")
    public static func height(_ height: Double) -> PresentationDetent { PresentationDetent(name: "\(height)") }
    public static func fraction(_ fraction: Double) -> PresentationDetent { PresentationDetent(name: "\(fraction)") }
}

/// A blur behind a view; kept, not drawn.
// swift-format-ignore: DontRepeatTypeInStaticProperties
public struct Material: Sendable {
    let name: String
    public static let ultraThinMaterial = Material(name: "ultraThin")
    public static let thinMaterial = Material(name: "thin")
    public static let regularMaterial = Material(name: "regular")
    public static let thickMaterial = Material(name: "thick")
}

extension View {
    public func scaledToFit() -> Self { self }
    public func scaledToFill() -> Self { self }
}

/// The safe areas a view may extend into; kept, not drawn.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// How a ``TextField`` looks; kept, not drawn.
@MainActor
public protocol TextFieldStyle {}

/// A text field with a rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
}

/// A text field with no border.
public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

/// A font; kept, not drawn.
public struct Font: Sendable {
    let name: String
    public static let largeTitle = Font(name: "largeTitle")
    public static let title = Font(name: "title")
    public static let title2 = Font(name: "title2")
    public static let title3 = Font(name: "title3")
    public static let headline = Font(name: "headline")
    public static let subheadline = Font(name: "subheadline")
    public static let body = Font(name: "body")
    public static let callout = Font(name: "callout")
    public static let footnote = Font(name: "footnote")
    public static let caption = Font(name: "caption")
    public static let caption2 = Font(name: "caption2")
    public static func system(size: Double) -> Font { Font(name: "system \(size)") }
    public static func system(size: Double, weight: Weight) -> Font { Font(name: "system \(size)") }
    /// A font of the app's by name, such as one it bundles.
    public static func custom(_ name: String, size: Double) -> Font { Font(name: name) }

    /// How heavy a font is; kept, not drawn.
    public enum Weight: Sendable { case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black }
}

/// A color; kept, not drawn. As a view (a background, a page) it shows nothing to tap.
public struct Color: Sendable, PrimitiveView {
    let name: String
    func draw(into views: inout [UIView]) {}
    public static let primary = Color("primary")
    public static let secondary = Color("secondary")
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    public static let accentColor = Color("accentColor")  // SwiftUI's name
    public static let red = Color("red")
    public static let green = Color("green")
    public static let blue = Color("blue")
    public static let gray = Color("gray")
    public static let white = Color("white")
    public static let black = Color("black")
    public static let clear = Color("clear")
    public static let yellow = Color("yellow")
    public static let orange = Color("orange")
    public static let purple = Color("purple")
    public static let pink = Color("pink")
    public static let brown = Color("brown")
    public static let indigo = Color("indigo")
    public static let cyan = Color("cyan")
    public static let mint = Color("mint")
    public static let teal = Color("teal")
    /// A color of the app's asset catalog, by name.
    public init(_ name: String) { self.name = name }
    /// A UIKit color.
    public init(uiColor: UIColor) { name = "uiColor" }
    /// A UIKit color, as `Color(_:)` takes it.
    public init(_ uiColor: UIColor) { self.init(uiColor: uiColor) }
}

/// Where text lines up; kept, not drawn.
public enum TextAlignment: Sendable { case leading, center, trailing }

/// Where a view lines up in its frame; kept, not drawn.
public struct Alignment: Sendable {
    let name: String
    public static let center = Alignment(name: "center")
    public static let leading = Alignment(name: "leading")
    public static let trailing = Alignment(name: "trailing")
    public static let top = Alignment(name: "top")
    public static let bottom = Alignment(name: "bottom")
    public static let topLeading = Alignment(name: "topLeading")
    public static let topTrailing = Alignment(name: "topTrailing")
    public static let bottomLeading = Alignment(name: "bottomLeading")
    public static let bottomTrailing = Alignment(name: "bottomTrailing")
}

/// The edges of a view; kept, not drawn.
public enum Edge: Sendable {
    case top, leading, bottom, trailing
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.horizontal, .vertical]
    }
}

extension View {
    /// The name NavSim gives the controls in this view (`UIAccessibilityIdentification`'s).
    public func accessibilityIdentifier(_ identifier: String) -> AccessibilityIdentified<Self> {
        AccessibilityIdentified(content: self, identifier: identifier)
    }

    /// A view whose controls cannot be tapped while `isDisabled` holds.
    public func disabled(_ isDisabled: Bool) -> Disabled<Self> { Disabled(content: self, isDisabled: isDisabled) }
}

/// A view whose first control is named by an accessibility identifier.
public struct AccessibilityIdentified<Content: View>: PrimitiveView, ModifiedView {
    let content: Content
    let identifier: String
    func draw(into views: inout [UIView]) {
        let drawn = content.drawnViews
        drawn.first?.accessibilityIdentifier = identifier
        views += drawn
    }
}

/// A view whose controls are disabled.
public struct Disabled<Content: View>: PrimitiveView, ModifiedView {
    let content: Content
    let isDisabled: Bool
    func draw(into views: inout [UIView]) {
        let drawn = content.drawnViews
        if isDisabled { for view in drawn { Self.disable(view) } }
        views += drawn
    }

    private static func disable(_ view: UIView) {
        (view as? UIControl)?.isEnabled = false
        for subview in view.subviews { disable(subview) }
    }
}

extension View {
    public func clipped(antialiased: Bool = false) -> Self { self }
    public func scaleEffect(_ scale: Double, anchor: UnitPoint = .center) -> Self { self }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> Self { self }
    public func offset(x: Double = 0, y: Double = 0) -> Self { self }
    public func offset(_ offset: CGSize) -> Self { self }
    public func fixedSize() -> Self { self }
    public func fixedSize(horizontal: Bool, vertical: Bool) -> Self { self }
    public func foregroundStyle(_ primary: Color, _ secondary: Color, _ tertiary: Color? = nil) -> Self { self }
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> Self { self }
}

/// What a navigation bar shows for a view; kept, not drawn.
public enum NavigationBarItem {
    /// How large a navigation bar's title is; kept, not drawn.
    public enum TitleDisplayMode: Sendable { case automatic, inline, large }
}
