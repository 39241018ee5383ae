import SwiftShims

/// The Swift runtime's private reflection entry points, wrapped in one place.
///
/// `Mirror` cannot tell a `weak var parentCoordinator` from a strong property and copies
/// every field it shows; the runtime's own field walk (the one behind the standard
/// library's `_forEachField`) can. These are the runtime's ABI, not its API: each is
/// declared here with the signature the standard library uses for it
/// (`stdlib/public/core/ReflectionMirror.swift`, `runtime/ReflectionMirror.cpp`), and each
/// has a test in `ReflectionTests`. All of them exist in every Swift runtime since 5.2
/// and behave as described on the toolchains NavSim supports, so the fast reading never
/// falls back to `Mirror`; the safe one (``ObjectReading/safe``) reads objects through
/// `Mirror` alone and treats every field as strong.
///
/// - `swift_getMetadataKind`: what kind of type a metatype is (struct, class, enum, …);
///   an existential's metadata then holds its flags and its number of protocols
///   (`ExistentialTypeMetadata` in `include/swift/ABI/Metadata.h`).
/// - `swift_reflectionMirror_recursiveCount`, `…_recursiveChildMetadata`,
///   `…_recursiveChildOffset`: a struct's, tuple's or class's stored fields (a class's
///   inherited ones first) with their name, type, byte offset and whether the reference
///   is strong (`weak`, `unowned` and `unowned(unsafe)` are not). They look through
///   existentials, with no value to look into: asked about an existential type they
///   crash, so ``fields(of:)`` asks only about structs, tuples and classes.
/// - `swift_reflectionMirror_subscript`: one field's value, loaded the way its ownership
///   requires (a `weak` field whose object is gone reads as `nil`).
///
/// - `swift_getTypeContextDescriptor`: a nominal type's descriptor, whose field descriptor
///   tells a `weak` field from an `unowned` one (``ownership(ofField:declaredBy:)``).
///
/// Enums are not described by these entry points (their cases need a value); the
/// tracker reads their payloads through `Mirror`.
package enum Reflection {
    /// The kinds of type the object graph walk tells apart.
    package enum Kind: Equatable {
        case structure, enumeration, optional, tuple, function, existential, metatype, classType, other
    }

    /// A stored field of a struct, tuple or class.
    package struct Field {
        /// The field's name (`.0` for an unlabelled tuple element).
        package let name: String
        /// The field's declared type (`Optional<T>` for a `weak var x: T?`).
        package let type: Any.Type
        /// The field's byte offset from the start of the value, or of the object for a class.
        package let offset: Int
        /// Whether the field holds a strong reference: false for `weak`, `unowned` and
        /// `unowned(unsafe)`.
        package let isStrong: Bool
    }

    /// The kind of `type`.
    package static func kind(of type: Any.Type) -> Kind {
        switch metadataKind(type) {
        case 0x200: .structure
        case 0x201: .enumeration
        case 0x202: .optional
        case 0x301: .tuple
        case 0x302: .function
        case 0x303, 0x307: .existential
        case 0x304, 0x306: .metatype
        // The runtime reports every class as 0, whatever its metadata starts with.
        case 0: .classType
        default: .other
        }
    }

    /// Whether `type` is an existential of protocols only classes can adopt (`any P` where
    /// `P: AnyObject`, with or without a superclass), whose value starts with its strong
    /// reference to the object; not `AnyObject` itself, which may hold a value boxed as an
    /// object.
    ///
    /// Read from the existential's metadata: its flags (bit 31 set when values of any kind
    /// conform; the special-protocol bits set for `any Error`, which is boxed) and how many
    /// protocols it names, the two 32-bit words after the kind.
    package static func isClassBoundExistential(_ type: Any.Type) -> Bool {
        guard metadataKind(type) == 0x303 else { return false }
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        let flags = metadata.load(fromByteOffset: MemoryLayout<UInt>.size, as: UInt32.self)
        let protocols = metadata.load(fromByteOffset: MemoryLayout<UInt>.size + 4, as: UInt32.self)
        return flags & 0xBF00_0000 == 0 && (protocols > 0 || flags & 0x4000_0000 != 0)
    }

    /// Whether `type` is an existential that values of any kind can conform to (`Any`,
    /// `any P` where `P` is not class-bound), stored as three words of value (a class
    /// instance's reference in the first), then the value's type metadata, then the witness
    /// tables: the flags say not class-bound and no special protocol (`any Error` is boxed).
    package static func isOpaqueExistential(_ type: Any.Type) -> Bool {
        guard metadataKind(type) == 0x303 else { return false }
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        let flags = metadata.load(fromByteOffset: MemoryLayout<UInt>.size, as: UInt32.self)
        return flags & 0x8000_0000 != 0 && flags & 0x3F00_0000 == 0
    }

    /// The descriptor of a struct, enum or class type that has one of its own, unique in
    /// the process (the descriptor's flags say so, bit 6): `nil` for other kinds of type and
    /// for imported C types, whose descriptors each image may hold a copy of.
    package static func uniqueTypeDescriptor(of type: Any.Type) -> UnsafeRawPointer? {
        guard let descriptor = typeContextDescriptor(type) else { return nil }
        let flags = descriptor.load(as: UInt32.self)
        return flags & 0x40 != 0 && (16...18).contains(flags & 0x1F) ? descriptor : nil
    }

    /// The descriptor of the one Swift protocol the existential `type` names (`(any P).self`),
    /// read from its metadata: after the kind, the flags (bit 30: a superclass constraint
    /// follows) and the number of protocols, then each protocol's descriptor (bit 0 set for
    /// an Objective-C protocol).
    package static func protocolDescriptor(ofExistential type: Any.Type) -> UnsafeRawPointer? {
        guard metadataKind(type) == 0x303 else { return nil }
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        let word = MemoryLayout<UInt>.size
        let flags = metadata.load(fromByteOffset: word, as: UInt32.self)
        guard metadata.load(fromByteOffset: word + 4, as: UInt32.self) == 1 else { return nil }
        let first = 2 * word + (flags & 0x4000_0000 != 0 ? word : 0)
        let reference = metadata.load(fromByteOffset: first, as: UInt.self)
        guard reference & 1 == 0 else { return nil }
        return UnsafeRawPointer(bitPattern: reference)
    }

    /// The stored fields of a struct, tuple or class (the inherited ones first), in
    /// declaration order; none for any other kind of type.
    package static func fields(of type: Any.Type) -> [Field] {
        switch kind(of: type) {
        case .structure, .tuple, .classType: break
        default: return []
        }
        return (0..<recursiveCount(type)).map { index in
            var metadata = _FieldReflectionMetadata()
            let fieldType = recursiveChildMetadata(type, index: index, fieldMetadata: &metadata)
            let name = metadata.name.map { String(cString: $0) } ?? ""
            metadata.freeFunc?(metadata.name)
            return Field(
                name: name, type: fieldType, offset: recursiveChildOffset(type, index: index),
                isStrong: metadata.isStrong)
        }
    }

    /// Whether `type` belongs to the standard library, Foundation, Dispatch or NavSim's own
    /// modules rather than to the app.
    package static func isSystemType(_ type: Any.Type) -> Bool {
        isSystemModule(_typeName(type, qualified: true).prefix { $0 != "." })
    }

    /// Whether `module` is the standard library, Foundation, Dispatch or one of NavSim's
    /// modules below NavSimUIKit.
    package static func isSystemModule(_ module: Substring) -> Bool {
        systemModules.contains(module) || module.hasPrefix("Foundation") || module.hasPrefix("_")
    }

    /// Modules whose types are not the app's.
    private static let systemModules: Set<Substring> = [
        "Swift", "Foundation", "Dispatch", "Synchronization", "Observation", "CoreFoundation",
        "NavSimCore", "NavSimSimulator", "NavSimJournal",
    ]

    /// How a field refers to its object.
    package enum Ownership: Equatable {
        case strong
        /// `weak`: reads as `nil` once the object is gone.
        case weak
        /// `unowned`: keeps the object's memory, but reading it once the object is gone traps.
        case unowned
        /// `unowned(unsafe)`, or a field whose ownership is not known: its object's memory
        /// may be freed, so it is never read.
        case unownedUnsafe
    }

    /// How field number `index` of those the struct or class `level` declares itself (not
    /// a class's superclasses) refers to its object.
    ///
    /// Read from the field's record in the type's field descriptor (`FieldRecord` in
    /// `include/swift/RemoteInspection/Records.h`): its mangled type name ends in `Xw` for
    /// `weak`, `Xo` for `unowned`, `Xu` for `unowned(unsafe)`, the suffixes closure contexts
    /// use for their captures (``ClosureCaptures``).
    package static func ownership(ofField index: Int, declaredBy level: Any.Type) -> Ownership {
        guard let descriptor = typeContextDescriptor(level),
            let fields = relative(descriptor + 16),
            index < Int(fields.load(fromByteOffset: 12, as: UInt32.self))
        else { return .unownedUnsafe }
        let recordSize = Int(fields.load(fromByteOffset: 10, as: UInt16.self))
        guard let name = relative(fields + 16 + index * recordSize + 4) else { return .unownedUnsafe }
        switch ClosureCaptures.plainSuffix(of: name.assumingMemoryBound(to: UInt8.self)) {
        case "Xw": return .weak
        case "Xo": return .unowned
        case "Xu": return .unownedUnsafe
        default: return .strong
        }
    }

    /// The object the `unowned` reference (optional or not) at `reference` refers to, or
    /// `nil` when it is `nil` or the object has begun to deinitialize.
    ///
    /// An unowned reference is the object's address, whose memory stays until the reference
    /// goes, so whether the object is deinitializing can be read (where reading the field
    /// through the runtime would trap).
    package static func unownedObject(at reference: UnsafeRawPointer) -> AnyObject? {
        guard let object = reference.load(as: UnsafeRawPointer?.self), !SwiftRuntime.isDeallocating(object) else {
            return nil
        }
        return Unmanaged<AnyObject>.fromOpaque(object).takeUnretainedValue()
    }

    /// The object the `weak` reference at `reference` holds (a `weak var` of a class or of a
    /// class-bound existential, whose storage starts with it), or `nil` once it is gone: what
    /// reading the field through the runtime's reflection loads, without looking the field up.
    package static func weakObject(at reference: UnsafeRawPointer) -> AnyObject? {
        SwiftRuntime.loadWeak(reference)
    }

    /// The address a 32-bit relative pointer at `pointer` points to, or `nil` for zero.
    private static func relative(_ pointer: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = pointer.load(as: Int32.self)
        return offset == 0 ? nil : pointer + Int(offset)
    }

    /// The value of `object`'s field number `index` of the fields `level` declares itself
    /// (not its superclasses), loaded as its ownership requires.
    ///
    /// A `weak` field whose object is gone reads as `nil`. Reading an `unowned` field
    /// whose object is gone traps, as it does in the app: callers read only optional
    /// non-strong fields, which are `weak` in all but unusual code.
    package static func value(of object: AnyObject, field index: Int, declaredBy level: AnyClass) -> Any {
        var name: UnsafePointer<CChar>?
        var free: NameFreeFunc?
        let value = child(of: object, type: level, index: index, outName: &name, outFreeFunc: &free)
        free?(name)
        return value
    }
}

// MARK: - The entry points

@_silgen_name("swift_getMetadataKind")
private func metadataKind(_ type: Any.Type) -> UInt

@_silgen_name("swift_getTypeContextDescriptor")
private func typeContextDescriptor(_ type: Any.Type) -> UnsafeRawPointer?

@_silgen_name("swift_reflectionMirror_recursiveCount")
private func recursiveCount(_ type: Any.Type) -> Int

@_silgen_name("swift_reflectionMirror_recursiveChildMetadata")
private func recursiveChildMetadata(
    _ type: Any.Type, index: Int, fieldMetadata: UnsafeMutablePointer<_FieldReflectionMetadata>
) -> Any.Type

@_silgen_name("swift_reflectionMirror_recursiveChildOffset")
private func recursiveChildOffset(_ type: Any.Type, index: Int) -> Int

@_silgen_name("swift_reflectionMirror_subscript")
private func child<T>(
    of value: T, type: Any.Type, index: Int, outName: UnsafeMutablePointer<UnsafePointer<CChar>?>,
    outFreeFunc: UnsafeMutablePointer<NameFreeFunc?>
) -> Any
