import NavSimUIKit

/// Which of a view's text fields has the keyboard, as SwiftUI's `@FocusState`: a value the
/// view keeps and NavSim records as it does an `@State` one, set by the app's code and by
/// the fields bound to it with ``View/focused(_:)`` or ``View/focused(_:equals:)``.
///
/// A bound field is focused while it is typed into: NavSim types a field's whole text in one
/// input, from `.editingDidBegin` to `.editingDidEnd` (docs/uikit.md), so the value is the
/// field's during the field's actions and the unfocused one (`false`, `nil`) after them, as
/// when the user typed and dismissed the keyboard. There is no keyboard to move: setting the
/// value in code changes the state, not which field the next input types into.
@propertyWrapper
public struct FocusState<Value: Hashable> {
    private let state: State<Value>
    /// The value when no bound field has the keyboard.
    private let unfocused: Value

    /// A focus that is `true` while its field has the keyboard.
    public init() where Value == Bool {
        state = State(wrappedValue: false)
        unfocused = false
    }

    /// A focus that names the field with the keyboard, `nil` for none.
    public init<Field: Hashable>() where Value == Field? {
        state = State(wrappedValue: nil)
        unfocused = nil
    }

    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    public var projectedValue: Binding { Binding(value: state.projectedValue, unfocused: unfocused) }

    /// What ``View/focused(_:)`` writes: `$isFocused`.
    @propertyWrapper
    public struct Binding {
        let value: NavSimSwiftUI.Binding<Value>
        let unfocused: Value

        public var wrappedValue: Value {
            get { value.wrappedValue }
            nonmutating set { value.wrappedValue = newValue }
        }

        public var projectedValue: Binding { self }
    }
}

extension FocusState: ViewOwnedValue {
    var ownedValue: Any { wrappedValue }
}

extension FocusState: DrawingInstalled {
    func install(from drawing: Drawing, as property: StateProperty) {
        state.install(from: drawing, as: property)
    }
}

extension View {
    /// Makes `condition` `true` while a text field of this view has the keyboard.
    public func focused(_ condition: FocusState<Bool>.Binding) -> FocusedView<Self> {
        FocusedView(content: self, begin: { condition.wrappedValue = true }, end: { condition.wrappedValue = false })
    }

    /// Makes `binding` `value` while a text field of this view has the keyboard.
    public func focused<Value: Hashable>(
        _ binding: FocusState<Value>.Binding, equals value: Value
    ) -> FocusedView<Self> {
        FocusedView(
            content: self, begin: { binding.wrappedValue = value },
            end: { if binding.wrappedValue == value { binding.wrappedValue = binding.unfocused } })
    }
}

/// A view whose text fields write a ``FocusState`` when typing begins and ends.
public struct FocusedView<Content: View>: PrimitiveView, ModifiedView {
    let content: Content
    let begin: @MainActor () -> Void
    let end: @MainActor () -> Void

    func draw(into views: inout [UIView]) {
        let drawn = content.drawnViews
        for view in drawn { bind(view) }
        views += drawn
    }

    /// Adds the focus's actions to the text fields in `view`'s tree.
    private func bind(_ view: UIView) {
        if let field = view as? UITextField {
            let begin = begin
            let end = end
            field.addAction(UIAction { _ in begin() }, for: .editingDidBegin)
            field.addAction(UIAction { _ in end() }, for: .editingDidEnd)
        }
        for subview in view.subviews { bind(subview) }
    }
}
