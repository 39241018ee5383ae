/// What the build of a package `navsim init` wrote knows about the app's Interface Builder
/// files: each storyboard's and xib's XML, the app's classes they name, and each class's
/// `@IBOutlet`s, `@IBAction`s and `@objc` methods, which Linux cannot find by name at run time. The build
/// generates the call to ``install(documents:classes:connections:)``; `NavSimApp` runs it
/// before launching.
@MainActor
public enum PortedInterface {
    /// A class's outlets (by property name) and actions (by Objective-C selector name, as
    /// storyboards name them: `save:`).
    public struct Connections {
        let matches: (AnyObject) -> Bool
        let outlets: [String: @MainActor (AnyObject, AnyObject) -> Void]
        let actions: [String: Selector]

        /// The connections of `type`'s own declarations.
        public init<Owner: AnyObject>(
            of type: Owner.Type, outlets: [String: @MainActor (AnyObject, AnyObject) -> Void],
            actions: [String: Selector]
        ) {
            matches = { $0 is Owner }
            self.outlets = outlets
            self.actions = actions
        }
    }

    private static var documents: [String: String] = [:]
    private static var parsed: [String: InterfaceElement] = [:]
    private static var classes: [String: AnyClass] = [:]
    private static var connections: [Connections] = []

    /// Installs the app's documents (file name with extension → XML), its classes the
    /// documents name (class name → class) and its classes' connections. Every launch of a
    /// ported app installs the same documents: those parsed already are kept.
    public static func install(documents: [String: String], classes: [String: AnyClass], connections: [Connections]) {
        if documents != self.documents { parsed = [:] }
        self.documents = documents
        self.classes = classes
        self.connections = connections
        Selector.register(connections.map { ($0.matches, $0.actions.sorted { $0.key < $1.key }.map(\.value)) })
    }

    /// The document `file` (`Main.storyboard`, `Cell.xib`), parsed once; `nil` when the app
    /// has none. A document that is not well-formed stops the app, as UIKit's loading does.
    static func document(_ file: String) -> InterfaceElement? {
        if let element = parsed[file] { return element }
        guard let text = documents[file] else { return nil }
        do {
            let element = try InterfaceXMLReader.read(text)
            parsed[file] = element
            return element
        } catch {
            fatalError("Could not load the document \(file): \(error)")
        }
    }

    /// The app's class called `name` in a document (`customClass`).
    static func appClass(named name: String) -> AnyClass? { classes[name] }

    /// Sets `object`'s outlet `name` to `value`; `false` when no class of `object`'s declares it.
    static func connect(outlet name: String, of object: AnyObject, to value: AnyObject) -> Bool {
        guard let set = connections.lazy.filter({ $0.matches(object) }).compactMap({ $0.outlets[name] }).first else {
            return false
        }
        set(object, value)
        return true
    }

    /// The action `selector` (`save:`) of `object`'s classes, if one declares it.
    static func action(_ selector: String, of object: AnyObject) -> Selector? {
        connections.lazy.filter { $0.matches(object) }.compactMap { $0.actions[selector] }.first
    }
}
