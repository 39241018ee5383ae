import NavSimCore
import NavSimSimulator
import NavSimUIKit

/// The `@State` of the views a hosting controller draws, kept from one drawing to the next,
/// as SwiftUI keeps a view's state for as long as the view is drawn at its identity.
///
/// A value is known by the view's path (its structural identity, ``Drawing/path``), the
/// view's type and the property's name. A view a drawing no longer draws loses its state,
/// so it starts again from its initial value if it is drawn later, as in SwiftUI; a new
/// `.id(_:)` is a new path, so it resets the state too.
@MainActor
final class ViewStates {
    /// A property of a view drawn at a path.
    private struct Key: Hashable {
        let path: [AnyHashable]
        let property: StateProperty
    }
    private var boxes: [Key: any KeptState] = [:]
    /// The keys the drawing under way asked for, in drawing order.
    private var drawn: [Key] = []

    /// The box kept for `property` of the view at `path`, else `box`, which is kept from now on.
    func box(for property: StateProperty, at path: [AnyHashable], else box: any KeptState) -> any KeptState {
        let key = Key(path: path, property: property)
        if !drawn.contains(key) { drawn.append(key) }
        if let kept = boxes[key] { return kept }
        boxes[key] = box
        return box
    }

    /// Runs `draw`, a whole drawing, then forgets the state of the views it did not draw.
    func drawing(_ draw: () -> Void) {
        drawn = []
        draw()
        let keys = Set(drawn)
        boxes = boxes.filter { keys.contains($0.key) }
    }

    /// The values of the views' own state in the last drawing: see ``record(_:reading:)``.
    func recorded(reading: ObjectReading) -> JSONValue? {
        Self.record(drawn.compactMap { key in boxes[key].map { (key.property, $0.keptValue) } }, reading: reading)
    }

    /// The values of views' own state, in drawing order, named by the view's type and the
    /// property (`DisclosureView.isOpen`, `#2` for the second of the name): the part of the
    /// screen's recorded state the views keep; `nil` when they keep none. An object kept in
    /// `@State` is a view model, recorded as such, not here.
    static func record(_ states: [(property: StateProperty, value: Any)], reading: ObjectReading) -> JSONValue? {
        var values: [String: JSONValue] = [:]
        for (property, value) in states where !(type(of: value) is AnyClass) {
            let name = "\(property.viewName).\(property.name.trimmingPrefix("_"))"
            var unique = name
            var count = 1
            while values[unique] != nil {
                count += 1
                unique = "\(name)#\(count)"
            }
            values[unique] = StateSnapshot.state(ofViewModel: value, reading: reading)
        }
        return values.isEmpty ? nil : .object(values)
    }
}

/// A property of a view: the view's type and the property's name.
struct StateProperty: Hashable {
    let view: ObjectIdentifier
    /// The view type's name without its generic arguments.
    let viewName: String
    let name: String

    init(of view: Any.Type, named name: String) {
        self.view = ObjectIdentifier(view)
        viewName = String(String(describing: view).prefix { $0 != "<" })
        self.name = name
    }
}

/// The box a `@State` keeps its value in.
protocol KeptState: AnyObject {
    var keptValue: Any { get }
}
