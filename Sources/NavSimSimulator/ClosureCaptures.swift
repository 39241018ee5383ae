import Foundation

/// What closures capture, read from the metadata the compiler emits for each closure
/// context: the description Xcode's memory graph and `swift-inspect` read.
///
/// A closure value is two words, its function and its context. The context is
/// - nothing, when the closure captures nothing;
/// - the captured object itself, when it captures one strong reference and nothing else;
/// - a heap object whose metadata (`HeapLocalVariableMetadata`: the kind `0x400`, the
///   offset of the first capture, a pointer to a `CaptureDescriptor`) lists the captured
///   values' types as mangled names, laid out one after the other from that offset, after
///   the generic bindings. A `[weak x]` capture's name ends in `Xw`, an `[unowned x]`
///   one's in `Xo`, an `unowned(unsafe)` one's in `Xu`; a captured `var` is a box (a
///   name ending in `Xx`), a heap object of its own, described the same way or, made
///   by the runtime (`swift_allocBox`), by its boxed type (`GenericBoxHeapMetadata`, the
///   kind `0x500`).
///
/// A generic closure's context starts with its generic bindings (type metadata and witness
/// tables); the descriptor's metadata sources say which binding (`B0`, `B1`, …) is the
/// metadata of which generic parameter. A capture whose type is such a parameter
/// (`AnyCancellable.init(_:)`'s `canceller.cancel`, which captures a `Sink`) is read with
/// the type its context's binding gives.
///
/// The layout follows the runtime's own reader (`ReflectionContext::getClosureContextInfo`
/// in the Swift repository). What it cannot see: closures compiled without reflection
/// metadata (no descriptor), and in a generic closure the captures after the first one
/// whose type names a generic parameter (their offsets depend on its size), and that one
/// too unless its type is a parameter a binding gives (not `[T]`, `T.Output`).
enum ClosureCaptures {
    /// How a context (or box) holds what it captured, worked out once per metadata.
    struct Plan {
        /// One captured value and how it holds objects.
        enum Capture {
            /// A value held strongly, of this shape.
            case strong(offset: Int, shape: ObjectGraph.Shape)
            /// A `weak` reference: not ownership, but a link.
            case weak(offset: Int)
            /// An `unowned` (safe) reference: not ownership, but a link.
            case unowned(offset: Int)
            /// A captured `var`: a strong reference to its box.
            case box(offset: Int)
            /// A value whose type is a generic parameter, held strongly: its metadata is the
            /// context's word at `binding`; `offset` is where it starts before alignment.
            case generic(binding: Int, offset: Int)
        }

        let captures: [Capture]
    }

    /// The metadata kinds of the heap objects a closure context can be.
    static let classKind: UInt = 0
    static let contextKind: UInt = 0x400
    static let boxKind: UInt = 0x500

    /// The plan of a context whose metadata has the kind `0x400`, from its capture
    /// descriptor.
    static func plan(ofContextMetadata metadata: UnsafeRawPointer, graph: ObjectGraph) -> Plan {
        let word = MemoryLayout<UInt>.size
        let firstCapture = Int(metadata.load(fromByteOffset: word, as: UInt32.self))
        guard let descriptor = metadata.load(fromByteOffset: 2 * word, as: UnsafeRawPointer?.self) else {
            return Plan(captures: [])
        }
        let count = Int(descriptor.load(as: UInt32.self))
        let bindings = Int(descriptor.load(fromByteOffset: 8, as: UInt32.self))
        let parameters = boundParameters(descriptor, captures: count)
        var offset = firstCapture + bindings * word
        var captures: [Plan.Capture] = []
        for index in 0..<count {
            let record = descriptor + 12 + index * 4
            let name = (record + Int(record.load(as: Int32.self))).assumingMemoryBound(to: UInt8.self)
            let (length, plain) = measure(name)
            let suffix = suffix(of: plain)
            if let thick = implementationFunction(plain) {
                // A closure captured by another: a function, then its context if thick.
                offset = aligned(offset, to: word)
                if thick { captures.append(.strong(offset: offset, shape: .closure)) }
                offset += thick ? 2 * word : word
                continue
            }
            switch suffix {
            case "Xw", "Xo", "Xu", "Xx", "XX":
                offset = aligned(offset, to: word)
                switch suffix {
                case "Xw": captures.append(.weak(offset: offset))
                case "Xo": captures.append(.unowned(offset: offset))
                case "Xx", "XX": captures.append(.box(offset: offset))
                default: break
                }
                offset += word
            default:
                // In a generic closure, a type that names a generic parameter cannot be looked up
                // without the context's generic arguments: the runtime returns nothing for `T`,
                // but stops the process for `T.Output` (OpenCombine's `removeDuplicates()`).
                if bindings > 0, namesGenericParameter(name, length: length) {
                    if let binding = parameters[Array(UnsafeBufferPointer(start: name, count: length))] {
                        captures.append(.generic(binding: firstCapture + binding * word, offset: offset))
                    }
                    return Plan(captures: captures)
                }
                guard let type = SwiftRuntime.type(named: name, length: length) else { return Plan(captures: captures) }
                offset = aligned(offset, to: alignment(of: type))
                let shape = graph.shape(of: type)
                if !shape.isNone { captures.append(.strong(offset: offset, shape: shape)) }
                offset += size(of: type)
            }
        }
        return Plan(captures: captures)
    }

    /// The generic parameters whose metadata is one of a context's bindings, by their mangled
    /// names (`x`, `q_`), each with the binding's index: the descriptor's metadata sources
    /// after its capture types, each a relative pointer to a parameter's mangled name and one
    /// to its source (`B` and the binding's index for a closure binding).
    private static func boundParameters(_ descriptor: UnsafeRawPointer, captures: Int) -> [[UInt8]: Int] {
        let sources = Int(descriptor.load(fromByteOffset: 4, as: UInt32.self))
        var parameters: [[UInt8]: Int] = [:]
        for index in 0..<sources {
            let record = descriptor + 12 + captures * 4 + index * 8
            let parameter = string(at: record + Int(record.load(as: Int32.self)))
            let source = string(at: record + 4 + Int(record.load(fromByteOffset: 4, as: Int32.self)))
            guard source.first == UInt8(ascii: "B"),
                let binding = Int(String(decoding: source.dropFirst(), as: UTF8.self))
            else { continue }
            parameters[parameter] = binding
        }
        return parameters
    }

    /// The bytes of the C string at `pointer` (a mangled name with no symbolic reference).
    private static func string(at pointer: UnsafeRawPointer) -> [UInt8] {
        let bytes = pointer.assumingMemoryBound(to: UInt8.self)
        return Array(UnsafeBufferPointer(start: bytes, count: strlen(pointer.assumingMemoryBound(to: CChar.self))))
    }

    /// Where a value of `type` starts in a context, the previous value ending at `offset`.
    static func aligned(_ offset: Int, for type: Any.Type) -> Int {
        aligned(offset, to: alignment(of: type))
    }

    /// Whether the plain characters that end a mangled name make a SIL function type (a
    /// closure as the compiler stores it: `type* 'I' attributes '_'`, which the runtime
    /// cannot look up), and if so whether it is thick (a context follows the function):
    /// not when its callee convention (after `I`, an escaping `e`, a differentiability
    /// letter) is `t`, thin, or its representation `C` or `B`.
    private static func implementationFunction(_ plain: [UInt8]) -> Bool? {
        guard plain.last == UInt8(ascii: "_"), let start = plain.lastIndex(of: UInt8(ascii: "I")) else { return nil }
        var attributes = plain[(start + 1)...].drop { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "d") }
        guard let callee = attributes.popFirst() else { return nil }
        let representation = attributes.first
        return callee != UInt8(ascii: "t") && representation != UInt8(ascii: "C") && representation != UInt8(ascii: "B")
    }

    /// Whether a mangled name may name a generic parameter: its plain characters (outside
    /// symbolic references) hold a generic parameter (`x`, `q…`), or an operator of dependent
    /// member, pack or opaque types (`Q…`). It may say so of a name that does not (a `q` in
    /// Optional's `Sq`, an `x` in an identifier): a generic closure is then read up to it.
    private static func namesGenericParameter(_ name: UnsafePointer<UInt8>, length: Int) -> Bool {
        var index = 0
        while index < length {
            switch name[index] {
            case 1...0x17: index += 5
            case 0x18...0x1F: index += 1 + MemoryLayout<UInt>.size
            case UInt8(ascii: "x"), UInt8(ascii: "q"), UInt8(ascii: "Q"): return true
            default: index += 1
            }
        }
        return false
    }

    /// The last two plain characters of the mangled name at `name`: `Xw`, `Xo` or `Xu` for a
    /// `weak`, `unowned` or `unowned(unsafe)` reference.
    static func plainSuffix(of name: UnsafePointer<UInt8>) -> String {
        suffix(of: measure(name).plain)
    }

    private static func suffix(of plain: [UInt8]) -> String {
        String(decoding: plain.suffix(2), as: UTF8.self)
    }

    /// The length of a mangled name with its symbolic references (a byte 1–23 and a 32-bit
    /// relative offset, or a byte 24–31 and a pointer), and the plain characters after the
    /// last one.
    private static func measure(_ name: UnsafePointer<UInt8>) -> (length: Int, plain: [UInt8]) {
        var length = 0
        var plain: [UInt8] = []
        while name[length] != 0 {
            switch name[length] {
            case 1...0x17:
                length += 5
                plain = []
            case 0x18...0x1F:
                length += 1 + MemoryLayout<UInt>.size
                plain = []
            default:
                plain.append(name[length])
                length += 1
            }
        }
        return (length, plain)
    }

    private static func aligned(_ offset: Int, to alignment: Int) -> Int {
        (offset + alignment - 1) / alignment * alignment
    }

    private static func size(of type: Any.Type) -> Int {
        func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
        return size(type)
    }

    private static func alignment(of type: Any.Type) -> Int {
        func alignment<T>(_: T.Type) -> Int { MemoryLayout<T>.alignment }
        return alignment(type)
    }
}

// MARK: - The entry points

/// The Swift runtime's functions these read with, found by name (declaring them with
/// `@_silgen_name` is reserved to the runtime). Each takes and returns plain pointers, which
/// the C calling convention passes as Swift's does.
enum SwiftRuntime {
    /// The type a mangled name (with symbolic references, read where it lies) names.
    static func type(named name: UnsafePointer<UInt8>, length: Int) -> Any.Type? {
        guard let typeByMangledName, let metadata = typeByMangledName(name, UInt(length), nil, nil) else {
            return nil
        }
        return unsafeBitCast(metadata, to: Any.Type.self)
    }

    /// The object a `weak` reference at `reference` holds, or `nil` once it is gone.
    static func loadWeak(_ reference: UnsafeRawPointer) -> AnyObject? {
        guard let weakLoadStrong, let object = weakLoadStrong(reference) else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(object).takeRetainedValue()
    }

    /// Whether `object` (held by an `unowned` reference, which keeps its memory) has begun
    /// to deinitialize.
    static func isDeallocating(_ object: UnsafeRawPointer) -> Bool {
        isDeallocatingFunction?(object) ?? true
    }

    private static let typeByMangledName = function(
        "swift_getTypeByMangledNameInContext",
        as: (@convention(c) (UnsafePointer<UInt8>, UInt, UnsafeRawPointer?, UnsafeRawPointer?) -> UnsafeRawPointer?)
            .self)
    private static let weakLoadStrong = function(
        "swift_weakLoadStrong", as: (@convention(c) (UnsafeRawPointer) -> UnsafeMutableRawPointer?).self)
    private static let isDeallocatingFunction = function(
        "swift_isDeallocating", as: (@convention(c) (UnsafeRawPointer) -> Bool).self)

    private static func function<F>(_ name: String, as type: F.Type) -> F? {
        dlsym(nil, name).map { unsafeBitCast($0, to: type) }
    }
}
