import NavSimCore
import NavSimSwiftUI
import NavSimTesting
import Testing

/// A form whose name field's binding notes whether the field had the keyboard while it was
/// typed into, and a button that gives it the keyboard in code.
private struct NameForm: View {
    @State private var name = ""
    @State private var typedWithFocus = false
    @FocusState private var nameFocused: Bool

    var body: some View {
        VStack {
            TextField(
                "Name",
                text: Binding(
                    get: { name },
                    set: {
                        name = $0
                        typedWithFocus = nameFocused
                    })
            )
            .focused($nameFocused)
            Button("Edit") { nameFocused = true }
        }
    }
}

/// The same, with a focus that names its field.
private struct AddressForm: View {
    enum Field: Hashable { case street }
    @State private var street = ""
    @State private var typedWithFocus = false
    @FocusState private var focus: Field?

    var body: some View {
        TextField(
            "Street",
            text: Binding(
                get: { street },
                set: {
                    street = $0
                    typedWithFocus = focus == .street
                })
        )
        .focused($focus, equals: .street)
    }
}

@Suite @MainActor struct FocusStateTests {
    @Test func aFocusedFieldHasTheKeyboardWhileTypedIntoAndTheFocusIsRecordedAsState() {
        let store = RootViewCoordinator.store { _ in NameForm() }
        store.launch()
        store.skipEvents()
        store.tap("Name", argument: "Ann")
        store.expectEvents([
            #"userTapped Name on s1 with "Ann""#,
            #"viewModelStateChanged s1 to {"@State":{"NameForm.name":"Ann","NameForm.nameFocused":false,"NameForm.typedWithFocus":true}}"#,
        ])
        store.tap("Edit")
        store.expectEvents([
            "userTapped Edit on s1",
            #"viewModelStateChanged s1 to {"@State":{"NameForm.name":"Ann","NameForm.nameFocused":true,"NameForm.typedWithFocus":true}}"#,
        ])
    }

    @Test func aFocusThatNamesItsFieldIsThatFieldWhileTypedIntoAndNilAfter() {
        let store = RootViewCoordinator.store { _ in AddressForm() }
        store.launch()
        store.skipEvents()
        store.tap("Street", argument: "Elm")
        store.expectEvents([
            #"userTapped Street on s1 with "Elm""#,
            #"viewModelStateChanged s1 to {"@State":{"AddressForm.focus":null,"AddressForm.street":"Elm","AddressForm.typedWithFocus":true}}"#,
        ])
    }
}
