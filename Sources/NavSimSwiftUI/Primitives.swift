import NavSimUIKit

/// Text, drawn as a label.
public struct Text: PrimitiveView {
    let string: String
    public init<S: StringProtocol>(_ content: S) { string = String(content) }
    public init(verbatim content: String) { string = content }
    func draw(into views: inout [UIView]) {
        let label = UILabel()
        label.text = string
        views.append(label)
    }
}

/// An image by name; it shows nothing a user can tap, and names a button it is the label of.
public struct Image: PrimitiveView {
    let image: UIImage?
    public init(_ name: String) { image = UIImage(named: name) }
    public init(systemName: String) { image = UIImage(systemName: systemName) }
    /// A UIKit image.
    public init(uiImage: UIImage) { image = uiImage }
    func draw(into views: inout [UIView]) { views.append(UIImageView(image: image)) }
}

/// Room between views.
public struct Spacer: PrimitiveView {
    public init(minLength: Double? = nil) {}
    func draw(into views: inout [UIView]) {}
}

/// A line between views.
public struct Divider: PrimitiveView {
    public init() {}
    func draw(into views: inout [UIView]) {}
}

/// What a button does, for a role-aware style; kept, not drawn.
public struct ButtonRole: Equatable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

/// A button, drawn as a `UIButton` titled with its label's text (its image's name, or
/// `button`), whose tap runs `action`.
public struct Button<Label: View>: PrimitiveView {
    let label: Label
    let role: ButtonRole?
    let action: @MainActor () -> Void

    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
        self.action = action
    }

    func draw(into views: inout [UIView]) {
        let drawn = label.drawnViews
        let title = Self.text(in: drawn) ?? Self.imageName(in: drawn) ?? "button"
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        let action = self.action
        button.addAction(UIAction { _ in action() }, for: .touchUpInside)
        views.append(button)
        Drawing.current?.record(DrawnButton(title: title, role: role, action: action))
    }

    /// The name of the first named image among `views` and the views inside them: what a
    /// button whose label is only an image (`Image(systemName: "heart")`) is called.
    static func imageName(in views: [UIView]) -> String? {
        for view in views {
            if let name = (view as? UIImageView)?.image?.assetName ?? imageName(in: view.subviews) { return name }
        }
        return nil
    }

    /// The first text among `views` and the views inside them.
    static func text(in views: [UIView]) -> String? {
        for view in views {
            if let text = (view as? UILabel)?.text ?? text(in: view.subviews) { return text }
        }
        return nil
    }
}

extension Button where Label == Text {
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }

    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

/// A button as drawn: what an alert makes an action of.
struct DrawnButton {
    let title: String
    let role: ButtonRole?
    let action: @MainActor () -> Void
}

/// A switch bound to a Boolean, drawn as a `UISwitch` named by its title.
public struct Toggle: PrimitiveView {
    let title: String
    let isOn: Binding<Bool>
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.title = String(title)
        self.isOn = isOn
    }
    func draw(into views: inout [UIView]) {
        let control = UISwitch()
        control.accessibilityIdentifier = title
        control.isOn = isOn.wrappedValue
        let binding = isOn
        control.addAction(
            UIAction { action in binding.wrappedValue = (action.sender as? UISwitch)?.isOn ?? false },
            for: .valueChanged)
        views.append(control)
    }
}

/// A text field bound to a string, drawn as a `UITextField` whose placeholder is its title.
public struct TextField: PrimitiveView {
    let title: String
    let text: Binding<String>
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.title = String(title)
        self.text = text
    }
    func draw(into views: inout [UIView]) {
        let field = UITextField()
        field.placeholder = title
        field.text = text.wrappedValue
        let binding = text
        field.addAction(
            UIAction { action in binding.wrappedValue = (action.sender as? UITextField)?.text ?? "" },
            for: .editingChanged)
        views.append(field)
    }
}

/// Views stacked vertically, horizontally or in depth: drawn in order.
public struct VStack<Content: View>: PrimitiveView {
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    func draw(into views: inout [UIView]) { views.append(UIStackView(arrangedSubviews: content.drawnViews)) }
}

public struct HStack<Content: View>: PrimitiveView {
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    func draw(into views: inout [UIView]) { views.append(UIStackView(arrangedSubviews: content.drawnViews)) }
}

public struct ZStack<Content: View>: PrimitiveView {
    let content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) { self.content = content() }
    func draw(into views: inout [UIView]) { views.append(UIStackView(arrangedSubviews: content.drawnViews)) }
}

/// Stacks that make their views as they scroll into view: drawn as every view, in order.
public struct LazyVStack<Content: View>: PrimitiveView {
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    func draw(into views: inout [UIView]) { views.append(UIStackView(arrangedSubviews: content.drawnViews)) }
}

public struct LazyHStack<Content: View>: PrimitiveView {
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    func draw(into views: inout [UIView]) { views.append(UIStackView(arrangedSubviews: content.drawnViews)) }
}

/// Content that scrolls, either way: all of it is drawn.
public struct ScrollView<Content: View>: PrimitiveView {
    let content: Content
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    func draw(into views: inout [UIView]) { views.append(UIStackView(arrangedSubviews: content.drawnViews)) }
}

/// A list: every row is drawn (a list is not a table here; its buttons are tapped by name).
public struct List<Content: View>: PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    func draw(into views: inout [UIView]) { views.append(UIStackView(arrangedSubviews: content.drawnViews)) }
}

extension List {
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
        content = ForEach(data, id: \.id, content: rowContent)
    }
}

/// A view for each element of a collection, known by the element's id.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: PrimitiveView {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let content: (Data.Element) -> Content

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.data = data
        self.id = id
        self.content = content
    }

    /// Draws each element's views; in a ``Picker``, a row with no tag of its own is an option
    /// tagged with its id, as SwiftUI tags it.
    func draw(into views: inout [UIView]) {
        for element in data {
            let id = element[keyPath: id]
            Drawing.at(id) {
                guard TagCollection.current != nil else { return content(element).drawn(into: &views) }
                let (drawn, tags) = TagCollection.collecting { content(element).drawnViews }
                TagCollection.current?.append(contentsOf: tags.isEmpty ? [(id, drawn)] : tags)
                views += drawn
            }
        }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

/// The directions content scrolls in; kept, not drawn.
public enum Axis: Sendable {
    case horizontal, vertical
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

/// How a vertical stack lines up its views; kept, not drawn.
public enum HorizontalAlignment: Sendable { case leading, center, trailing }
/// How a horizontal stack lines up its views; kept, not drawn.
public enum VerticalAlignment: Sendable { case top, center, bottom, firstTextBaseline }
