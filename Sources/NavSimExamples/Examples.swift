public import NavSimSimulator

/// The example apps, one per seed note.
public enum Examples {
    /// Every example, in seed order.
    public static let all: [AppDescription] = [
        LoginExample.example, WelcomeExample.example, ChildrenExample.example, ProjectsExample.example,
        EditorExample.example,
    ]

    /// The example called `name`.
    ///
    /// - Throws: ``AppDescriptionError/unknownApp(_:available:)``.
    public static func named(_ name: String) throws(AppDescriptionError) -> AppDescription {
        try AppDescription.named(name, in: all)
    }
}
