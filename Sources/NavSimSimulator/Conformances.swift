internal import CSwiftSections

/// Answers "may this type conform to that protocol?" without the Swift runtime's search.
///
/// The runtime answers a type's first cast to a protocol (`as? any P`, `is any P.Type`) by
/// reading every conformance record of every loaded image, for the type and each of its
/// superclasses: about 35,000 instructions in NavSim's own executable, 300,000 in an app's,
/// and most casts NavSim makes of the app's types answer no. Here each protocol's records
/// are indexed once (`navsim_may_conform`), by the type descriptor they name, so a type
/// none of whose descriptors (its own, its superclasses') is named cannot conform, and no
/// cast is made. Where the index cannot tell (a tuple, a function, an existential, an
/// imported C type, a record naming an Objective-C class), the answer is "may": the caller
/// then casts, and the runtime answers as before.
package enum Conformances {
    /// Whether `type` may conform to the protocol of `existential` (`(any P).self`): false
    /// only when no conformance record names `type`'s descriptor or a superclass's.
    package static func mayConform(_ type: Any.Type, to existential: Any.Type) -> Bool {
        guard let protocolDescriptor = Reflection.protocolDescriptor(ofExistential: existential) else { return true }
        return mayConform(type, toProtocol: protocolDescriptor)
    }

    /// ``mayConform(_:to:)`` for the protocol `protocolDescriptor` describes.
    static func mayConform(_ type: Any.Type, toProtocol protocolDescriptor: UnsafeRawPointer) -> Bool {
        var level: Any.Type? = type
        while let current = level {
            guard let descriptor = Reflection.uniqueTypeDescriptor(of: current) else { return true }
            if navsim_may_conform(descriptor, protocolDescriptor) != 0 { return true }
            guard Reflection.kind(of: current) == .classType else { return false }
            level = _getSuperclass(unsafeBitCast(current, to: AnyClass.self))
        }
        return false
    }
}
