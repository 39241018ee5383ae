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
    private var boxes: [Key: AnyObject] = [:]
    /// The keys the drawing under way asked for.
    private var drawn: Set<Key> = []

    /// The box kept for `property` of the view at `path`, else `box`, which is kept from now on.
    func box(for property: StateProperty, at path: [AnyHashable], else box: AnyObject) -> AnyObject {
        let key = Key(path: path, property: property)
        drawn.insert(key)
        if let kept = boxes[key] { return kept }
        boxes[key] = box
        return box
    }

    /// Runs `draw`, a whole drawing, then forgets the state of the views it did not draw.
    func drawing(_ draw: () -> Void) {
        drawn = []
        draw()
        boxes = boxes.filter { drawn.contains($0.key) }
    }
}

/// A property of a view: the view's type and the property's name.
struct StateProperty: Hashable {
    let view: ObjectIdentifier
    let name: String

    init(of view: Any.Type, named name: String) {
        self.view = ObjectIdentifier(view)
        self.name = name
    }
}
