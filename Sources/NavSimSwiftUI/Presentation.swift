import NavSimUIKit

/// A modal presentation a view asks for: a sheet, a full-screen cover or an alert, shown
/// while `isPresented` holds.
struct Presentation {
    let isPresented: Bool
    /// Makes the controller to present, whose views read `environment` (SwiftUI passes the
    /// presenter's on); it calls `ended` once the user dismissed it (a sheet swiped down, an
    /// alert's button tapped, ``DismissAction``).
    let make:
        @MainActor (_ environment: EnvironmentValues, _ ended: @escaping @MainActor () -> Void) -> UIViewController?
    /// Sets the binding back (to `false`, or the item to `nil`) and runs `onDismiss`.
    let ended: @MainActor () -> Void
}

/// A presentation as drawn: where the view that asks for it is, and the environment its
/// content reads.
struct DrawnPresentation {
    let path: [AnyHashable]
    let presentation: Presentation
    let environment: EnvironmentValues
}

/// A view that asks its hosting controller to present something (``UIHostingController``).
public struct PresentationModifier<Content: View>: PrimitiveView, ModifiedView {
    let content: Content
    let presentation: Presentation

    func draw(into views: inout [UIView]) {
        Drawing.current?.record(presentation)
        Drawing.at("presentation") { content.drawn(into: &views) }
    }
}

extension View {
    /// Presents `content` as a sheet (a page sheet) while `isPresented` is `true`; swiping it
    /// down sets `isPresented` back to `false` and runs `onDismiss`.
    public func sheet<Sheet: View>(
        isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Sheet
    ) -> PresentationModifier<Self> {
        presenting(isPresented: isPresented, style: .pageSheet, onDismiss: onDismiss, content: content)
    }

    /// Presents `content` covering the screen while `isPresented` is `true`.
    public func fullScreenCover<Cover: View>(
        isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Cover
    ) -> PresentationModifier<Self> {
        presenting(isPresented: isPresented, style: .fullScreen, onDismiss: onDismiss, content: content)
    }

    /// Presents `content` made of `item` as a sheet while `item` is not `nil`; swiping it
    /// down sets `item` back to `nil` and runs `onDismiss`.
    public func sheet<Item: Identifiable, Sheet: View>(
        item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Sheet
    ) -> PresentationModifier<Self> {
        let shown = item.wrappedValue
        return PresentationModifier(
            content: self,
            presentation: Presentation(
                isPresented: shown != nil,
                make: { environment, ended in
                    shown.map { Self.hosting(content($0), style: .pageSheet, environment: environment, ended: ended) }
                },
                ended: {
                    item.wrappedValue = nil
                    onDismiss?()
                }))
    }

    private func presenting<Presented: View>(
        isPresented: Binding<Bool>, style: UIModalPresentationStyle, onDismiss: (@MainActor () -> Void)?,
        content: @escaping () -> Presented
    ) -> PresentationModifier<Self> {
        PresentationModifier(
            content: self,
            presentation: Presentation(
                isPresented: isPresented.wrappedValue,
                make: { environment, ended in
                    Self.hosting(content(), style: style, environment: environment, ended: ended)
                },
                ended: {
                    isPresented.wrappedValue = false
                    onDismiss?()
                }))
    }

    /// A hosting controller of `view` to present with `style`, its views reading `environment`
    /// but for the navigation destinations: a presentation is not in the presenter's stack.
    private static func hosting<Presented: View>(
        _ view: Presented, style: UIModalPresentationStyle, environment: EnvironmentValues,
        ended: @escaping @MainActor () -> Void
    ) -> UIViewController {
        var environment = environment
        environment.destinations = nil
        let controller = UIHostingController(rootView: view, environment: environment)
        controller.modalPresentationStyle = style
        controller.whenDismissed = ended
        return controller
    }
}

extension View {
    /// Keeps the user from swiping away the sheet this view is in while `isDisabled` holds:
    /// its hosting controller's `isModalInPresentation`.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        Declared(content: self) { $0.refusesInteractiveDismissal = isDisabled }
    }

    /// Presents an alert titled `title` while `isPresented` is `true`, drawn as a
    /// `UIAlertController` whose actions are the buttons `actions` lists (an OK button when
    /// it lists none); tapping one dismisses the alert and sets `isPresented` back to `false`
    /// before its action runs.
    public func alert<S: StringProtocol, Actions: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions
    ) -> PresentationModifier<Self> {
        alert(title, isPresented: isPresented, actions: actions) { EmptyView() }
    }

    /// Presents an alert titled `title` with the text `message` shows, while `isPresented` is
    /// `true` (``alert(_:isPresented:actions:)``).
    public func alert<S: StringProtocol, Actions: View, Message: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions,
        @ViewBuilder message: () -> Message
    ) -> PresentationModifier<Self> {
        asking(String(title), style: .alert, isPresented: isPresented, actions: actions(), message: message())
    }

    /// Presents a confirmation dialog titled `title` while `isPresented` is `true`, drawn as
    /// an action sheet `UIAlertController` whose actions are the buttons `actions` lists, then
    /// a Cancel button unless one of them has the cancel role, as Apple documents: "Dialogs
    /// include a standard dismiss action by default. If you provide a button with a role of
    /// cancel, that button takes the place of the default dismiss action." A title whose
    /// visibility is `.hidden` is left out.
    public func confirmationDialog<S: StringProtocol, Actions: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> Actions
    ) -> PresentationModifier<Self> {
        confirmationDialog(title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions) {
            EmptyView()
        }
    }

    /// Presents a confirmation dialog with the text `message` shows
    /// (``confirmationDialog(_:isPresented:titleVisibility:actions:)``).
    public func confirmationDialog<S: StringProtocol, Actions: View, Message: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> Actions, @ViewBuilder message: () -> Message
    ) -> PresentationModifier<Self> {
        asking(
            titleVisibility == .hidden ? nil : String(title), style: .actionSheet, isPresented: isPresented,
            actions: actions(), message: message())
    }

    /// Presents a `UIAlertController` of `style` while `isPresented` is `true`: the buttons
    /// `actions` draws, each dismissing it and setting `isPresented` back to `false` before
    /// its action runs, and the one an alert or a dialog adds (OK to an alert with no
    /// button, Cancel to a dialog with no cancel button).
    private func asking<Actions: View, Message: View>(
        _ title: String?, style: UIAlertController.Style, isPresented: Binding<Bool>, actions: Actions,
        message: Message
    ) -> PresentationModifier<Self> {
        PresentationModifier(
            content: self,
            presentation: Presentation(
                isPresented: isPresented.wrappedValue,
                make: { environment, ended in
                    let drawing = Drawing(environment: environment, invalidate: {})
                    var views: [UIView] = []
                    drawing.draw { actions.drawn(into: &views) }
                    let alert = UIAlertController(
                        title: title, message: Button<Text>.text(in: message.drawnViews), preferredStyle: style)
                    var buttons = drawing.buttons
                    if style == .alert, buttons.isEmpty {
                        buttons = [DrawnButton(title: "OK", role: .cancel, action: {})]
                    } else if style == .actionSheet, !buttons.contains(where: { $0.role == .cancel }) {
                        buttons.append(DrawnButton(title: "Cancel", role: .cancel, action: {}))
                    }
                    for button in buttons {
                        alert.addAction(
                            UIAlertAction(title: button.title, style: button.role?.alertStyle ?? .default) { _ in
                                ended()
                                button.action()
                            })
                    }
                    return alert
                },
                ended: { isPresented.wrappedValue = false }))
    }
}

/// Whether a part of a view is shown: a confirmation dialog's title.
public enum Visibility: Sendable {
    case automatic, visible, hidden
}

extension ButtonRole {
    /// The style of an alert's action for a button of this role.
    fileprivate var alertStyle: UIAlertAction.Style { self == .cancel ? .cancel : .destructive }
}
