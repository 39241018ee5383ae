extension ObjectGraph {
    /// A field read in place by ``ObjectGraph/appendHeldAddresses(of:plan:to:)``: its words are
    /// the addresses of what it holds, with no retain, no release and no code generic over
    /// its type.
    enum InPlaceRead {
        /// A strong reference, or a class-bound existential, which starts with one.
        case object(offset: Int)
        /// An optional one: zero for `nil`.
        case optionalObject(offset: Int)
        /// An array of such references (optional ones when `optionalElements`), `stride`
        /// bytes apart in its storage; with `none`, an optional array, `nil` when its word is
        /// `none`.
        case objectArray(offset: Int, stride: Int, optionalElements: Bool, none: UInt?)
        /// An array of existentials that any value can conform to (`[any Coordinator]`), each
        /// read as ``existential(offset:none:)`` reads one.
        case existentialArray(offset: Int, stride: Int)
        /// An existential that any value can conform to (`any Coordinator`, `Any`): three words
        /// of value, then the type's metadata. Read in place while it holds an object (the
        /// value's first word), as the walk reads it. With `none`, an optional one, `nil` when
        /// the metadata's word is `none`.
        case existential(offset: Int, none: UInt?)
        /// An optional of an optional reference (`T??`, what a `lazy var` of type `T?` stores):
        /// no object when its word is `none`'s or `.some(nil)`'s.
        case nestedOptionalObject(offset: Int, none: UInt, someNone: UInt)
        /// A dictionary whose keys and values are read in place, read while it holds one entry
        /// at most (`childCoordinators["add"]`); more are walked in the order of their keys'
        /// descriptions, which only the keys' code tells.
        case dictionary(offset: Int, entry: EntryReads)
        /// A collection (or an optional) of anything else: read in place only while it holds
        /// nothing (a leaked coordinator's empty children).
        case emptyContainer(offset: Int, container: any ObjectContainer.Type)
        /// A closure (or an optional one): its context, the word after its function, read as
        /// ``ClosureCaptures`` describes it.
        case closure(offset: Int)
        /// A captured `var`: a reference to its box, read as a closure's context is.
        case box(offset: Int)
    }

    /// How a dictionary's key and value are read in place, and how far apart each is stored
    /// from the next.
    struct EntryReads {
        let key: [InPlaceRead]
        let keyStride: Int
        let value: [InPlaceRead]
        let valueStride: Int
    }

    /// How a closure context or a box holds objects in place, worked out once per metadata.
    struct ContextReads {
        /// `nil` when one of its captures cannot be read in place (a generic one, a
        /// dictionary, an enum).
        let reads: [InPlaceRead]?
    }

    /// Appends to `addresses` the addresses of the objects `object`, whose class's plan is
    /// `plan`, holds strongly, as ``appendStrongObjects(of:plan:to:)`` finds them and in its
    /// order, when they can be read in place: its fields hold objects directly, in arrays of
    /// them, in existentials, in what its closures capture, or in collections that are empty.
    /// Most coordinators and view controllers are such, and a walk reads every one of them,
    /// leaked or not, at every look.
    ///
    /// What is read is held by `object`'s fields while no code runs, so no reference is
    /// taken.
    ///
    /// - Returns: Whether it read them; when not, `addresses` is as it was.
    func appendHeldAddresses(of object: AnyObject, plan: ClassPlan, to addresses: inout [UInt]) -> Bool {
        guard let reads = plan.inPlaceReads else { return false }
        let start = addresses.count
        var entered = EnteredContexts()
        // Read straight, with no closure: the caller holds `object` (``_fixLifetime`` below).
        let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
        let readAll = appendInPlace(reads, at: base, to: &addresses, entered: &entered)
        if !readAll { addresses.removeSubrange(start...) }
        _fixLifetime(object)
        return readAll
    }

    /// The contexts and boxes one read has entered, each read once as ``HeldObjects`` reads
    /// them: the first in place, since most reads enter one at most, and no array (not even
    /// an empty one, which a read would release) before a second.
    private struct EnteredContexts {
        private var first: UInt = 0
        private var others: [UInt]?

        /// Notes `address` as entered; whether it was not before.
        mutating func enter(_ address: UInt) -> Bool {
            guard address != first, others?.contains(address) != true else { return false }
            if first == 0 { first = address } else { others = (others ?? []) + [address] }
            return true
        }
    }

    /// Appends the addresses `reads` find in the value at `base`; whether all could be read.
    private func appendInPlace(
        _ reads: [InPlaceRead], at base: UnsafeRawPointer, to addresses: inout [UInt], entered: inout EnteredContexts
    ) -> Bool {
        let word = MemoryLayout<UInt>.size
        for read in reads {
            switch read {
            case .object(let offset): addresses.append(base.load(fromByteOffset: offset, as: UInt.self))
            case .optionalObject(let offset):
                let address = base.load(fromByteOffset: offset, as: UInt.self)
                if address != 0 { addresses.append(address) }
            case .objectArray(let offset, let stride, let optionalElements, let none):
                // The standard library's stable layout: the storage object's header, its
                // count, its capacity, then the elements.
                let storageWord = base.load(fromByteOffset: offset, as: UInt.self)
                if storageWord == none { continue }
                guard let storage = UnsafeRawPointer(bitPattern: storageWord) else { return false }
                let count = storage.load(fromByteOffset: 2 * word, as: Int.self)
                for index in 0..<count {
                    let address = storage.load(fromByteOffset: 4 * word + index * stride, as: UInt.self)
                    if address != 0 || !optionalElements { addresses.append(address) }
                }
            case .existentialArray(let offset, let stride):
                let storage = base.load(fromByteOffset: offset, as: UnsafeRawPointer.self)
                let count = storage.load(fromByteOffset: 2 * word, as: Int.self)
                for index in 0..<count {
                    guard appendExistential(at: storage + 4 * word + index * stride, none: nil, to: &addresses) else {
                        return false
                    }
                }
            case .existential(let offset, let none):
                guard appendExistential(at: base + offset, none: none, to: &addresses) else { return false }
            case .nestedOptionalObject(let offset, let none, let someNone):
                let address = base.load(fromByteOffset: offset, as: UInt.self)
                if address != none && address != someNone { addresses.append(address) }
            case .dictionary(let offset, let entry):
                let storage = base.load(fromByteOffset: offset, as: UnsafeRawPointer.self)
                switch storage.load(fromByteOffset: 2 * word, as: Int.self) {
                case 0: continue
                case 1:
                    guard appendOnlyEntry(of: storage, entry, to: &addresses, entered: &entered) else { return false }
                default: return false
                }
            case .emptyContainer(let offset, let container):
                guard container.count(at: base + offset) <= 0 else { return false }
            case .closure(let offset):
                let context = base.load(fromByteOffset: offset + word, as: UInt.self)
                guard appendCaptures(ofContext: context, to: &addresses, entered: &entered) else { return false }
            case .box(let offset):
                let box = base.load(fromByteOffset: offset, as: UInt.self)
                guard appendCaptures(ofContext: box, to: &addresses, entered: &entered) else { return false }
            }
        }
        return true
    }

    /// Appends what the one entry of the native dictionary whose storage is `storage` holds,
    /// key then value, as ``HeldObjects`` collects them. The standard library's layout: the
    /// storage object's header, its count, capacity, scale (the log of its number of buckets),
    /// age and seed, its keys' and its values' addresses, then a bit per bucket, set when the
    /// bucket is in use.
    private func appendOnlyEntry(
        of storage: UnsafeRawPointer, _ entry: EntryReads, to addresses: inout [UInt],
        entered: inout EnteredContexts
    ) -> Bool {
        let word = MemoryLayout<UInt>.size
        let buckets = 1 << Int(storage.load(fromByteOffset: 4 * word, as: Int8.self))
        for index in 0..<((buckets + word * 8 - 1) / (word * 8)) {
            let bits = storage.load(fromByteOffset: 8 * word + index * word, as: UInt.self)
            guard bits != 0 else { continue }
            let bucket = index * word * 8 + bits.trailingZeroBitCount
            let keys = storage.load(fromByteOffset: 6 * word, as: UnsafeRawPointer.self)
            let values = storage.load(fromByteOffset: 7 * word, as: UnsafeRawPointer.self)
            return appendInPlace(entry.key, at: keys + bucket * entry.keyStride, to: &addresses, entered: &entered)
                && appendInPlace(
                    entry.value, at: values + bucket * entry.valueStride, to: &addresses, entered: &entered)
        }
        return false
    }

    /// Appends the object the existential at `pointer` holds, when it holds one the walk reads
    /// as an object; whether it could tell: a value that holds no object (plain data, a
    /// string) is told by its type, and one that holds objects otherwise (a struct of them)
    /// only its type tells how to read.
    private func appendExistential(at pointer: UnsafeRawPointer, none: UInt?, to addresses: inout [UInt]) -> Bool {
        let typeWord = pointer.load(fromByteOffset: 3 * MemoryLayout<UInt>.size, as: UInt.self)
        if typeWord == none { return true }
        guard let metadata = UnsafeRawPointer(bitPattern: typeWord) else { return false }
        let type = unsafeBitCast(metadata, to: Any.Type.self)
        switch shape(of: type) {
        case .none: return true
        case .object where Reflection.kind(of: type) == .classType:
            addresses.append(pointer.load(as: UInt.self))
            return true
        default: return false
        }
    }

    /// Appends what the closure context (or box) at `address` holds, as
    /// ``HeldObjects/collect(at:as:)`` collects it: nothing for none, the context itself when
    /// it is the one object the closure captures, else its captures once per read.
    private func appendCaptures(ofContext address: UInt, to addresses: inout [UInt], entered: inout EnteredContexts)
        -> Bool
    {
        guard let context = UnsafeRawPointer(bitPattern: address) else { return true }
        let metadata = context.load(as: UnsafeRawPointer.self)
        let kind = metadata.load(as: UInt.self)
        if kind == ClosureCaptures.classKind {
            addresses.append(address)
            return true
        }
        guard entered.enter(address), kind == ClosureCaptures.contextKind || kind == ClosureCaptures.boxKind else {
            return true
        }
        guard let reads = contextReads(ofMetadata: metadata, kind: kind).reads else { return false }
        return appendInPlace(reads, at: context, to: &addresses, entered: &entered)
    }

    /// The in-place reads of a closure context (`kind` ``ClosureCaptures/contextKind``: its
    /// strong captures and boxes; `weak` and `unowned` ones are not ownership) or of a box the
    /// runtime made (``ClosureCaptures/boxKind``: its value), worked out the first time.
    private func contextReads(ofMetadata metadata: UnsafeRawPointer, kind: UInt) -> ContextReads {
        if let reads = contextReadPlans.value(of: metadata) { return reads }
        let reads = ContextReads(reads: makeContextReads(ofMetadata: metadata, kind: kind))
        contextReadPlans.add(reads, of: metadata)
        return reads
    }

    private func makeContextReads(ofMetadata metadata: UnsafeRawPointer, kind: UInt) -> [InPlaceRead]? {
        if kind == ClosureCaptures.boxKind {
            let word = MemoryLayout<UInt>.size
            let offset = Int(metadata.load(fromByteOffset: word, as: UInt32.self))
            let type = metadata.load(fromByteOffset: 2 * word, as: Any.Type.self)
            return inPlaceReads(of: [Slot(offset: offset, size: 0, shape: shape(of: type))])
        }
        var reads: [InPlaceRead] = []
        for capture in capturePlan(ofContextMetadata: metadata).captures {
            switch capture {
            case .strong(let offset, let shape):
                guard let inner = inPlaceReads(of: [Slot(offset: offset, size: 0, shape: shape)]) else { return nil }
                reads += inner
            case .box(let offset): reads.append(.box(offset: offset))
            case .weak, .unowned: continue
            case .generic: return nil
            }
        }
        return reads
    }

    /// How the fields `slots` (at `offset` in what stores them) are read in place, or `nil`
    /// when one of them holds a value whose objects only its type at run time tells (an enum,
    /// a Combine object, a dictionary). Not with Objective-C bridging, where an array's
    /// storage may be an `NSArray`.
    func inPlaceReads(of slots: [Slot], at offset: Int = 0) -> [InPlaceRead]? {
        #if _runtime(_ObjC)
            return nil
        #else
            var reads: [InPlaceRead] = []
            for slot in slots {
                let at = offset + slot.offset
                switch slot.shape {
                case .none: continue
                case .object: reads.append(.object(offset: at))
                case .optionalObject: reads.append(.optionalObject(offset: at))
                case .objectArray(_, let optionalElements):
                    reads.append(
                        .objectArray(
                            offset: at, stride: MemoryLayout<UInt>.size, optionalElements: optionalElements, none: nil))
                case .inline(let fields):
                    guard let inner = inPlaceReads(of: fields, at: at) else { return nil }
                    reads += inner
                case .container(let container):
                    let read =
                        arrayRead(container, at: at) ?? optionalArrayRead(container, at: at)
                        ?? optionalExistentialRead(container, at: at) ?? nestedOptionalObjectRead(container, at: at)
                        ?? dictionaryRead(container, at: at)
                    reads.append(read ?? .emptyContainer(offset: at, container: container))
                case .dynamic(let type):
                    guard Reflection.isOpaqueExistential(type) else { return nil }
                    reads.append(.existential(offset: at, none: nil))
                case .closure: reads.append(.closure(offset: at))
                case .enumeration, .lookedThrough: return nil
                }
            }
            return reads
        #endif
    }

    /// The read of an array (of `container`'s type) whose elements start with a reference,
    /// such as `[any CoordinatorProtocol]` of a class-bound protocol, or are existentials any
    /// value can conform to, or `nil` if it is neither; `none` for an optional array.
    private func arrayRead(_ container: any ObjectContainer.Type, at offset: Int, none: UInt? = nil) -> InPlaceRead? {
        guard container.isArray, let element = container.elementTypes.first else { return nil }
        func stride<T>(_: T.Type) -> Int { MemoryLayout<T>.stride }
        switch shape(of: element) {
        case .object: return .objectArray(offset: offset, stride: stride(element), optionalElements: false, none: none)
        case .optionalObject:
            return .objectArray(offset: offset, stride: stride(element), optionalElements: true, none: none)
        case .dynamic(let type) where none == nil && Reflection.isOpaqueExistential(type):
            return .existentialArray(offset: offset, stride: stride(element))
        default: return nil
        }
    }

    /// The read of an optional array of references (of `container`'s type), stored in one
    /// word, or `nil` if it is not one.
    private func optionalArrayRead(_ container: any ObjectContainer.Type, at offset: Int) -> InPlaceRead? {
        let words = container.nilWords
        guard words.count == 1, let wrapped = container.elementTypes.first as? any ObjectContainer.Type else {
            return nil
        }
        return arrayRead(wrapped, at: offset, none: words[0])
    }

    /// The read of an optional existential any value can conform to (of `container`'s type),
    /// whose `nil` is told by its metadata's word, or `nil` if it is not one.
    private func optionalExistentialRead(_ container: any ObjectContainer.Type, at offset: Int) -> InPlaceRead? {
        guard let wrapped = container.elementTypes.first, Reflection.isOpaqueExistential(wrapped),
            let none = container.nilTypeWord
        else { return nil }
        return .existential(offset: offset, none: none)
    }

    /// The read of a dictionary (of `container`'s type) whose keys and values are read in
    /// place, or `nil` if it is not one.
    private func dictionaryRead(_ container: any ObjectContainer.Type, at offset: Int) -> InPlaceRead? {
        func stride<T>(_: T.Type) -> Int { MemoryLayout<T>.stride }
        guard let (key, value) = container.keyAndValueTypes,
            let keyReads = inPlaceReads(of: [Slot(offset: 0, size: 0, shape: shape(of: key))]),
            let valueReads = inPlaceReads(of: [Slot(offset: 0, size: 0, shape: shape(of: value))])
        else { return nil }
        return .dictionary(
            offset: offset,
            entry: EntryReads(key: keyReads, keyStride: stride(key), value: valueReads, valueStride: stride(value)))
    }

    /// The read of an optional of an optional reference (of `container`'s type), or `nil` if it
    /// is not one or is not stored in one word.
    private func nestedOptionalObjectRead(_ container: any ObjectContainer.Type, at offset: Int) -> InPlaceRead? {
        let words = container.nilWords
        guard words.count == 2, let wrapped = container.elementTypes.first, case .optionalObject = shape(of: wrapped)
        else { return nil }
        return .nestedOptionalObject(offset: offset, none: words[0], someNone: words[1])
    }
}
