import NavSimUIKit

/// A choice among the views of `content`, bound to a selection: each option, a view with a
/// ``View/tag(_:)`` of the selection's type (a ``ForEach`` row without one is tagged with its
/// id), is drawn as a button named by its text (else its tag), whose tap sets the selection
/// to the tag, as choosing it in SwiftUI does. The option already selected is drawn
/// disabled: choosing it changes nothing, so it is not an input to try. Content without a
/// tag is drawn as it is, with nothing to tap.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: PrimitiveView {
    let content: Content
    let selection: Binding<SelectionValue>

    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.content = content()
        self.selection = selection
    }

    func draw(into views: inout [UIView]) {
        let (drawn, options) = TagCollection.collecting { content.drawnViews }
        let selection = self.selection
        var choices: [UIView] = []
        for (tag, optionViews) in options {
            guard let value = tag.base as? SelectionValue else { continue }
            let title = Button<Text>.text(in: optionViews) ?? "\(value)"
            let option = Button(action: { selection.wrappedValue = value }, label: { Text(title) })
            option.disabled(value == selection.wrappedValue).draw(into: &choices)
        }
        views.append(UIStackView(arrangedSubviews: options.isEmpty ? drawn : choices))
    }
}

extension Picker where Label == Text {
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// A view with a tag (``View/tag(_:)``): drawn as its content; a ``Picker`` whose option it
/// is reads the tag.
public struct TaggedView<Content: View>: PrimitiveView {
    let content: Content
    let tag: AnyHashable

    func draw(into views: inout [UIView]) {
        let drawn = content.drawnViews
        TagCollection.current?.append((tag, drawn))
        views += drawn
    }
}

/// The tags a picker collects while it draws its options (``TaggedView``).
@MainActor
enum TagCollection {
    /// The tags drawn so far, with their views, while a picker draws.
    static var current: [(tag: AnyHashable, views: [UIView])]?

    /// The views `draw` draws, and the tagged views among them with their tags.
    static func collecting(_ draw: () -> [UIView]) -> (views: [UIView], tags: [(tag: AnyHashable, views: [UIView])]) {
        let outer = current
        current = []
        defer { current = outer }
        let views = draw()
        return (views, current ?? [])
    }
}

/// How a ``Picker`` shows its options; kept, not drawn.
@MainActor
public protocol PickerStyle {}

/// Options on a wheel.
public struct WheelPickerStyle: PickerStyle {
    public init() {}
}

/// Options side by side, as a segmented control.
public struct SegmentedPickerStyle: PickerStyle {
    public init() {}
}

/// Options in a menu.
public struct MenuPickerStyle: PickerStyle {
    public init() {}
}

extension PickerStyle where Self == WheelPickerStyle {
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension View {
    public func pickerStyle<S: PickerStyle>(_ style: S) -> Self { self }
}
