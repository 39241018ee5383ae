import Testing

@testable import NavSimSimulator

/// The runtime's private reflection entry points behave as ``Reflection`` assumes: one
/// test per entry point, so a runtime that changes them fails here first.
@Suite struct ReflectionTests {
    protocol Service {}
    protocol Delegate: AnyObject {}
    protocol Describing<Subject> { associatedtype Subject }

    class Base: Delegate {
        weak var weakField: Base?
        var strongField: Base?
        weak var weakDelegate: (any Delegate)?
    }

    final class Sub: Base {
        unowned let unownedField: Base
        unowned(unsafe) let unsafeField: Base
        var any: Any = 0
        var service: (any Service)?
        var delegate: (any Delegate)?
        var services: [String: any Service] = [:]
        var children: [any Delegate]? = nil

        init(other: Base) {
            unownedField = other
            unsafeField = other
        }
    }

    final class Generic<Element> {
        var element: Element?
        var elements: [Element] = []
    }

    enum Route {
        case home
        case detail(Base)
    }

    struct Pair {
        var first: Int
        var second: Base
    }

    /// NavSim names types with `_typeName(_:qualified: false)`, which skips the protocol casts
    /// `String(describing:)` tries first: it must print what `String(describing:)` prints.
    @Test func aTypesNameIsWhatStringDescribingPrints() {
        let types: [Any.Type] = [
            Sub.self, Generic<Sub>.self, Int?.self, [String: any Service].self, ((Int) -> Void).self,
            (() -> Void)?.self, (any Delegate).self, (Int, String).self, Sub.Type.self,
        ]
        for type in types { #expect(_typeName(type, qualified: false) == String(describing: type)) }
    }

    @Test func metadataKindTellsTheKindsOfTypeApart() {
        #expect(Reflection.kind(of: Pair.self) == .structure)
        #expect(Reflection.kind(of: Route.self) == .enumeration)
        #expect(Reflection.kind(of: Base?.self) == .optional)
        #expect(Reflection.kind(of: (Int, Base).self) == .tuple)
        #expect(Reflection.kind(of: (() -> Void).self) == .function)
        #expect(Reflection.kind(of: Any.self) == .existential)
        #expect(Reflection.kind(of: (any Service).self) == .existential)
        #expect(Reflection.kind(of: AnyObject.self) == .existential)
        #expect(Reflection.kind(of: (any Delegate).self) == .existential)
        #expect(Reflection.kind(of: (any Describing<Int>).self) == .existential)
        #expect(Reflection.kind(of: Int.Type.self) == .metatype)
        #expect(Reflection.kind(of: Base.self) == .classType)
        #expect(Reflection.kind(of: Sub.self) == .classType)
    }

    @Test func classBoundExistentialsAreToldApartByTheirMetadata() {
        #expect(Reflection.isClassBoundExistential((any Delegate).self))
        #expect(Reflection.isClassBoundExistential((any Delegate & Service).self))
        #expect(Reflection.isClassBoundExistential((any Base & Service).self), "a superclass constraint")
        #expect(!Reflection.isClassBoundExistential(AnyObject.self), "it may hold a boxed value")
        #expect(!Reflection.isClassBoundExistential((any Service).self))
        #expect(!Reflection.isClassBoundExistential(Any.self))
        #expect(!Reflection.isClassBoundExistential((any Error).self))
        #expect(!Reflection.isClassBoundExistential((any Describing<Int>).self))
        #expect(!Reflection.isClassBoundExistential(Base.self))
        #expect(!Reflection.isClassBoundExistential((any Delegate)?.self))
    }

    @Test func fieldsTellStrongFromWeakAndUnownedInheritedFieldsFirst() {
        let fields = Reflection.fields(of: Sub.self)
        #expect(
            fields.map(\.name) == [
                "weakField", "strongField", "weakDelegate", "unownedField", "unsafeField", "any", "service",
                "delegate", "services", "children",
            ])
        #expect(fields.map(\.isStrong) == [false, true, false, false, false, true, true, true, true, true])
        #expect(same(fields[0].type, Base?.self))
        #expect(same(fields[2].type, (any Delegate)?.self))
        #expect(same(fields[3].type, Base.self))
        #expect(same(fields[5].type, Any.self))
        #expect(same(fields[8].type, [String: any Service].self))
        #expect(same(fields[9].type, [any Delegate]?.self))
        let offsets = fields.map(\.offset)
        #expect(offsets == offsets.sorted() && Set(offsets).count == offsets.count && offsets[0] >= 16)
        #expect(Reflection.fields(of: Base.self).map(\.name) == ["weakField", "strongField", "weakDelegate"])
    }

    @Test func fieldsOffsetsAddressTheStoredValues() {
        let other = Base()
        let object = Sub(other: other)
        object.strongField = other
        let offset = Reflection.fields(of: Sub.self)[1].offset
        let stored = withExtendedLifetime(object) {
            UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque()).load(
                fromByteOffset: offset, as: AnyObject?.self)
        }
        #expect(stored === other)
    }

    @Test func fieldsOfGenericClassesAreSubstituted() {
        let fields = Reflection.fields(of: Generic<Pair>.self)
        #expect(fields.map(\.name) == ["element", "elements"])
        #expect(same(fields[0].type, Pair?.self))
        #expect(same(fields[1].type, [Pair].self))
    }

    @Test func fieldsOfStructsAndTuples() {
        #expect(Reflection.fields(of: Pair.self).map(\.name) == ["first", "second"])
        #expect(Reflection.fields(of: Pair.self).map(\.offset) == [0, 8])
        let tuple = Reflection.fields(of: (Int, label: Base).self)
        #expect(tuple.map(\.name) == [".0", "label"])
        #expect(tuple.map(\.isStrong) == [true, true])
    }

    /// Asked about an existential, the runtime's field walk crashes; ``Reflection`` never
    /// asks. Enums are not described (their cases need a value).
    @Test func existentialsEnumsAndOptionalsHaveNoFields() {
        #expect(Reflection.fields(of: Any.self).isEmpty)
        #expect(Reflection.fields(of: (any Service).self).isEmpty)
        #expect(Reflection.fields(of: (any Delegate).self).isEmpty)
        #expect(Reflection.fields(of: (any Describing<Int>).self).isEmpty)
        #expect(Reflection.fields(of: Route.self).isEmpty)
        #expect(Reflection.fields(of: Optional<Base>.self).isEmpty)
        #expect(Reflection.fields(of: (() -> Void).self).isEmpty)
    }

    @Test func subscriptReadsAWeakFieldAsItsOwnershipRequires() {
        var target: Base? = Base()
        let object = Sub(other: Base())
        object.weakField = target
        object.weakDelegate = target
        // `weakField` is the superclass's field 0, `weakDelegate` its field 2.
        do {
            let weakField = Reflection.value(of: object, field: 0, declaredBy: Base.self)
            #expect(same(type(of: weakField), Base?.self) && weakField as? Base === target)
        }
        #expect(Reflection.value(of: object, field: 2, declaredBy: Base.self) as? Base === target)
        #expect(Reflection.value(of: object, field: 1, declaredBy: Sub.self) as? Base === object.unsafeField)
        target = nil
        let gone = Reflection.value(of: object, field: 0, declaredBy: Base.self)
        #expect(same(type(of: gone), Base?.self) && gone as? Base == nil)
    }

    @Test func ownershipTellsWeakFromUnownedAndUnownedUnsafeByTheFieldsMangledType() {
        #expect((0..<3).map { Reflection.ownership(ofField: $0, declaredBy: Base.self) } == [.weak, .strong, .weak])
        #expect(
            (0..<3).map { Reflection.ownership(ofField: $0, declaredBy: Sub.self) } == [
                .unowned, .unownedUnsafe, .strong,
            ])
        #expect(Reflection.ownership(ofField: 0, declaredBy: Generic<Base>.self) == .strong)
        #expect(Reflection.ownership(ofField: 2, declaredBy: Generic<Base>.self) == .unownedUnsafe, "no such field")
    }

    @Test func anUnownedReferenceIsReadOnlyWhileItsObjectLives() {
        var target: Base? = Base()
        let object = Sub(other: target!)
        let offset = Reflection.fields(of: Sub.self)[3].offset
        let reference = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque()) + offset
        #expect(withExtendedLifetime(object) { Reflection.unownedObject(at: reference) } === target)
        target = nil
        #expect(withExtendedLifetime(object) { Reflection.unownedObject(at: reference) } == nil)
    }

    private func same(_ first: Any.Type, _ second: Any.Type) -> Bool {
        ObjectIdentifier(first) == ObjectIdentifier(second)
    }
}
