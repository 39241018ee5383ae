import NavSimSimulator

/// A xib of the app's, in a package `navsim init` wrote (its build gives NavSim the file):
/// its top-level objects are made as UIKit's nib loading makes them, with the owner as File's
/// Owner (docs/uikit.md, "Storyboards and xibs").
@preconcurrency @MainActor
open class UINib: NSObject {
    /// The xib's name, without `.xib`.
    let name: String

    /// The xib `name` (the bundle is ignored).
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }

    /// The options of ``instantiate(withOwner:options:)``; NavSim uses none.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// The xib's document; stops the app when the app has no such xib, as UIKit raises.
    var document: InterfaceElement {
        guard let document = PortedInterface.document("\(name).xib") else {
            UIKitException.raise("Could not load NIB in bundle: 'NSBundle (loaded)' with name '\(name)'")
        }
        return document
    }

    /// New top-level objects of the xib, in its order, the owner's outlets and actions connected.
    /// Like UIKit's, the objects are also kept until the run loop's turn ends (autoreleased).
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        let objects = InterfaceInflater(document: document, storyboard: nil).instantiateNib(
            owner: ownerOrNil.map { $0 as AnyObject })
        for object in objects { Runtime.current?.autorelease(object) }
        return objects
    }
}

extension Bundle {
    /// The top-level objects of the xib `name`, made with `owner` as File's Owner.
    @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
    }
}

extension UITableView {
    /// Registers the cell of the xib `nib` for `identifier`: its class, and its content made
    /// in each cell dequeued for it.
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        guard let nib else {
            register(nil as AnyClass?, forCellReuseIdentifier: identifier)
            prototypes[identifier] = nil
            return
        }
        let document = nib.document
        guard let element = document.child(named: "objects")?.children.first(where: { $0.name == "tableViewCell" })
        else {
            UIKitException.raise(
                "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a UITableViewCell instance"
            )
        }
        register(
            element["customClass"].flatMap(PortedInterface.appClass(named:)) ?? UITableViewCell.self,
            forCellReuseIdentifier: identifier)
        prototypes[identifier] = { cell in
            InterfaceInflater(document: document, storyboard: nil).fill(cell, from: element, scene: nil)
        }
    }
}
