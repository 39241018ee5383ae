public import NavSimCore

/// A simulated content view controller: a named screen with controls a user can tap, an
/// optional ViewModel, and UIKit's lifecycle callbacks to override.
///
/// ```swift
/// final class MainViewController: Screen {
///     weak var coordinator: MainCoordinator?
///     init(owner: MainCoordinator) {
///         super.init(name: "Main", owner: owner)
///         addAction("add") { [weak self] _ in self?.coordinator?.addCoordinate() }
///     }
/// }
/// ```
open class Screen: ViewController, ScreenDriving {
    /// The screen's name, as traces and diagrams show it.
    public let name: String
    /// The screen's id in the trace.
    public let screenID: ScreenID
    /// Whether the screen is being popped: set from the start of a pop (or back swipe)
    /// until its end, as UIKit's `isMovingFromParent`.
    public internal(set) var isMovingFromParent = false
    private var actions: [String: Action] = [:]

    /// The screen's ViewModel; assigning one records its state.
    public var viewModel: (any ViewModelProtocol)? {
        didSet {
            viewModel?.screen = self
            viewModelDidChange()
        }
    }

    /// Creates a screen owned by `owner` (the coordinator that makes it).
    public convenience init(name: String, owner: BaseCoordinator, viewModel: (any ViewModelProtocol)? = nil) {
        self.init(name: name, runtime: owner.runtime, owner: owner, viewModel: viewModel)
    }

    /// Creates a screen; `owner` is `nil` for screens no coordinator made.
    public init(
        name: String, runtime: Runtime, owner: BaseCoordinator?, viewModel: (any ViewModelProtocol)? = nil
    ) {
        self.name = name
        screenID = runtime.makeScreenID()
        self.viewModel = viewModel
        super.init(runtime: runtime, id: .screen(screenID))
        viewModel?.screen = self
        runtime.register(self, as: screenID)
        runtime.emit(
            .screenCreated(
                screenID, name: name, owner: owner?.coordinatorID, state: viewModel?.stateValue ?? .null))
    }

    isolated deinit {
        runtime.unregister(controllerID)
        runtime.emit(.screenDeallocated(screenID))
    }

    // MARK: - Actions

    /// A control the user can tap, with sample arguments for exploration.
    struct Action {
        let arguments: [JSONValue]
        let handler: (JSONValue) -> Void
    }

    /// Adds a control named `name`; `arguments` are the values a random walk tries.
    public func addAction(_ name: String, arguments: [JSONValue] = [], _ handler: @escaping (JSONValue) -> Void) {
        actions[name] = Action(arguments: arguments, handler: handler)
    }

    /// The names of the controls, sorted.
    public var actionNames: [String] { actions.keys.sorted() }

    /// The sample arguments of the control `name` (`[null]` for a plain button).
    public func sampleArguments(of name: String) -> [JSONValue] {
        guard let arguments = actions[name]?.arguments, !arguments.isEmpty else { return [.null] }
        return arguments
    }

    package var controlNames: [String] { actionNames }

    package func sampleArguments(ofControl name: String) -> [JSONValue] { sampleArguments(of: name) }

    package func tapControl(_ name: String, argument: JSONValue) -> Bool {
        guard let action = actions[name] else { return false }
        action.handler(argument)
        return true
    }

    package var hidesBackButton: Bool { false }

    // MARK: - Lifecycle

    package func receive(_ callback: LifecycleCallback) {
        switch callback {
        case .viewDidLoad: viewDidLoad()
        case .viewWillAppear: viewWillAppear()
        case .viewDidAppear: viewDidAppear()
        case .viewWillDisappear: viewWillDisappear()
        case .viewDidDisappear: viewDidDisappear()
        }
    }

    /// Called once, when the screen is first shown.
    open func viewDidLoad() {}
    /// Called before the screen comes into view.
    open func viewWillAppear() {}
    /// Called after the screen came into view.
    open func viewDidAppear() {}
    /// Called before the screen leaves the view.
    open func viewWillDisappear() {}
    /// Called after the screen left the view.
    open func viewDidDisappear() {}

    // MARK: - ViewModel

    func viewModelDidChange() {
        guard runtime.state.screens[screenID] != nil else { return }
        runtime.emit(.viewModelStateChanged(screenID, state: viewModel?.stateValue ?? .null))
    }
}
