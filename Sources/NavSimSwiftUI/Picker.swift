import NavSimUIKit

/// A choice among the views of `content`, bound to a selection: drawn as its options, which
/// show nothing to tap (which tag each option has is not kept, so choosing one is not an
/// input NavSim offers).
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: PrimitiveView {
    let content: Content
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) { self.content = content() }
    func draw(into views: inout [UIView]) { views.append(UIStackView(arrangedSubviews: content.drawnViews)) }
}

extension Picker where Label == Text {
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    {
        self.init(selection: selection, content: content) { Text(title) }
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
