#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// The seed's base coordinator: an `Input` struct (the navigation controller), an
/// `Output` struct of actions back to the parent, `start()` and `dismiss()`.
@MainActor
protocol Coordinator: AnyObject {
    associatedtype InputType
    associatedtype OutputType

    var input: InputType { get }
    var actions: OutputType { get }
    init(input: InputType, actions: OutputType)

    func start()
    func dismiss()
}

extension Coordinator {
    func dismiss() {
        // The seed calls fatalError("Dismiss is not implemented"), which would end NavSim
        // too: appFatalError is implemented in the NavSim-only file as a recorded crash.
        appFatalError("Dismiss is not implemented", in: self)
    }
}
