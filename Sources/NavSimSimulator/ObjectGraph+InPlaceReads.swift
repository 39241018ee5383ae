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
        /// bytes apart in its storage.
        case objectArray(offset: Int, stride: Int, optionalElements: Bool)
        /// An optional of an optional reference (`T??`, what a `lazy var` of type `T?` stores):
        /// no object when its word is `none`'s or `.some(nil)`'s.
        case nestedOptionalObject(offset: Int, none: UInt, someNone: UInt)
        /// A collection (or an optional) of anything else: read in place only while it holds
        /// nothing (a leaked coordinator's empty children).
        case emptyContainer(offset: Int, container: any ObjectContainer.Type)
        /// A closure (or an optional one): read in place only while it has no context, so
        /// captures nothing (`nil`, or a function that captures nothing, as a view
        /// controller's unused loader is).
        case closureWithoutContext(offset: Int)
    }

    /// Appends to `addresses` the addresses of the objects `object`, whose class's plan is
    /// `plan`, holds strongly, as ``appendStrongObjects(of:plan:to:)`` finds them and in its
    /// order, when they can be read in place: its fields hold objects directly, in arrays of
    /// them, or in collections that are empty. Most coordinators are such, and a walk reads
    /// every one of them, leaked or not, at every look.
    ///
    /// What is read is held by `object`'s fields while no code runs, so no reference is
    /// taken.
    ///
    /// - Returns: Whether it read them; when not, `addresses` is as it was.
    func appendHeldAddresses(of object: AnyObject, plan: ClassPlan, to addresses: inout [UInt]) -> Bool {
        guard let reads = plan.inPlaceReads else { return false }
        let start = addresses.count
        let word = MemoryLayout<UInt>.size
        // Read straight, with no closure: the caller holds `object` (``_fixLifetime`` below).
        let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
        var readAll = true
        reading: for read in reads {
            switch read {
            case .object(let offset): addresses.append(base.load(fromByteOffset: offset, as: UInt.self))
            case .optionalObject(let offset):
                let address = base.load(fromByteOffset: offset, as: UInt.self)
                if address != 0 { addresses.append(address) }
            case .objectArray(let offset, let stride, let optionalElements):
                // The standard library's stable layout: the storage object's header, its
                // count, its capacity, then the elements.
                let storage = base.load(fromByteOffset: offset, as: UnsafeRawPointer.self)
                let count = storage.load(fromByteOffset: 2 * word, as: Int.self)
                for index in 0..<count {
                    let address = storage.load(fromByteOffset: 4 * word + index * stride, as: UInt.self)
                    if address != 0 || !optionalElements { addresses.append(address) }
                }
            case .nestedOptionalObject(let offset, let none, let someNone):
                let address = base.load(fromByteOffset: offset, as: UInt.self)
                if address != none && address != someNone { addresses.append(address) }
            case .emptyContainer(let offset, let container):
                guard container.count(at: base + offset) <= 0 else {
                    addresses.removeSubrange(start...)
                    readAll = false
                    break reading
                }
            case .closureWithoutContext(let offset):
                guard base.load(fromByteOffset: offset + word, as: UInt.self) == 0 else {
                    addresses.removeSubrange(start...)
                    readAll = false
                    break reading
                }
            }
        }
        _fixLifetime(object)
        return readAll
    }

    /// How the fields `slots` (at `offset` in what stores them) are read in place, or `nil`
    /// when one of them holds a value whose objects only its type at run time tells (an
    /// existential, an enum, a Combine object). Not with Objective-C bridging, where an
    /// array's storage may be an `NSArray`.
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
                        .objectArray(offset: at, stride: MemoryLayout<UInt>.size, optionalElements: optionalElements))
                case .inline(let fields):
                    guard let inner = inPlaceReads(of: fields, at: at) else { return nil }
                    reads += inner
                case .container(let container):
                    let read = arrayOfObjectsRead(container, at: at) ?? nestedOptionalObjectRead(container, at: at)
                    reads.append(read ?? .emptyContainer(offset: at, container: container))
                case .closure: reads.append(.closureWithoutContext(offset: at))
                case .dynamic, .enumeration, .lookedThrough: return nil
                }
            }
            return reads
        #endif
    }

    /// The read of an array (of `container`'s type) whose elements start with a reference,
    /// such as `[any CoordinatorProtocol]` of a class-bound protocol, or `nil` if it is not
    /// one.
    private func arrayOfObjectsRead(_ container: any ObjectContainer.Type, at offset: Int) -> InPlaceRead? {
        guard container.isArray, let element = container.elementTypes.first else { return nil }
        func stride<T>(_: T.Type) -> Int { MemoryLayout<T>.stride }
        switch shape(of: element) {
        case .object: return .objectArray(offset: offset, stride: stride(element), optionalElements: false)
        case .optionalObject: return .objectArray(offset: offset, stride: stride(element), optionalElements: true)
        default: return nil
        }
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
