internal import CSwiftSections
import Foundation

/// The return addresses of the call that recorded a screen, kept to find out afterwards
/// whose method showed it when no object links the screen to its coordinator
/// (`LikesCoordinator.start()` presenting `LikesView(controller: LikesController()).hosted()`).
///
/// Capturing is cheap (glibc's `backtrace`, no names); only a screen still without an owner
/// when the input ends is named, from the symbol tables of the loaded files (Swift functions
/// are not in an executable's dynamic symbol table), each address once per process.
///
/// The frame that counts is the nearest one of a **coordinator**, going out from the
/// innermost frame of **app code** (a Swift function of a module that is none of NavSim's,
/// the standard library's, Foundation's or a test framework's): an instance method of a
/// coordinator class or a closure in one, whose symbol starts with the class's own (its type
/// descriptor's name without `Mn`, which private classes have too) and names no type nested
/// in it (a nested or local type's descriptor). The app frames passed on the way out are
/// helpers that do the showing for a coordinator: a router's method
/// (`AuthCoordinator.start()` calling `appRouter.setRootViewController(vc)`), a struct's, a
/// free function, a nested type's. The search stops, naming nothing, at a frame of a
/// recorded view controller's class (a screen a view controller showed is not its
/// caller's), at a `static` member or `deinit` of a coordinator class (no instance of it
/// is showing), and at a frame of an untracked class named as a coordinator is (a child
/// made in a local and let go showed the screen, not its caller).
///
/// In an optimized build, a method can be inlined into its caller, whose frame would then
/// stand for it (a child's `start()` showing up as its parent's): nothing is captured there
/// (NavSim built in release, as `swift build -c release` builds the app too), and such
/// screens stay ownerless.
package struct CallStack {
    private let addresses: [UInt]

    /// Reads the names of the executable's code now where stacks are captured (a debug
    /// build), so that the processes forked after it (fresh launches, workers) share them
    /// rather than each reading the symbol table again; nothing in an optimized build.
    package static func readNamesBeforeForking() {
        #if DEBUG
            navsim_read_executable_names()
        #endif
    }

    /// The most frames kept: the app's frame is near the top, under NavSim's few.
    private static let depth = 64

    /// The calling thread's stack, or `nil` in an optimized build.
    static func capture() -> CallStack? {
        #if DEBUG
            return withUnsafeTemporaryAllocation(of: UnsafeMutableRawPointer?.self, capacity: depth) { buffer in
                let count = Int(navsim_return_addresses(buffer.baseAddress, Int32(depth)))
                return CallStack(addresses: buffer.prefix(count).map { UInt(bitPattern: $0) })
            }
        #else
            return nil
        #endif
    }

    /// The class among `coordinators` whose instance method, or a closure in one, is the
    /// stack's nearest coordinator frame; `nil` if the search stops first at a frame of one of
    /// `controllers` (or a superclass of one) or at a `static` member or `deinit` of a
    /// coordinator class, or finds none.
    @MainActor func showingClass(among coordinators: [AnyClass], controllers: [AnyClass]) -> AnyClass? {
        let classes =
            coordinators.compactMap { type in Self.symbolPrefix(of: type).map { (type, $0, true) } }
            + controllers.compactMap { type in Self.symbolPrefix(of: type).map { (type, $0, false) } }
        for address in addresses {
            // A return address is just past its call, which may end its function.
            let code = address - 1
            guard let symbol = Self.appSymbol(at: code) else { continue }
            guard
                let (type, prefix, isCoordinator) = classes.filter({ symbol.hasPrefix($0.1) })
                    .max(by: { $0.1.count < $1.1.count })
            else {
                if Self.isOfCoordinatorNamedClass(symbol, near: code) { return nil }
                continue
            }
            if Self.namesNestedType(symbol, after: prefix, near: code) { continue }
            guard isCoordinator, Self.isInstanceMember(symbol) else { return nil }
            return type
        }
        return nil
    }

    // MARK: - Names

    /// The symbol of the function at `code` if it is app code, `nil` if it is not (NavSim's, a
    /// library's, C) or has no name in a symbol table.
    @MainActor private static func appSymbol(at code: UInt) -> String? {
        if let known = appSymbols[code] { return known }
        let found: String? =
            if let name = navsim_function_name(code).map(String.init(cString:)), let module = module(of: name),
                !isLibrary(module)
            {
                name
            } else { nil }
        appSymbols[code] = .some(found)
        return found
    }

    @MainActor private static var appSymbols: [UInt: String?] = [:]

    /// The module of a Swift symbol (`$s6Job4m2…`), `nil` for the standard library's
    /// (`$sS…`, `$ss…`) and for a name that is not Swift's.
    private static func module(of symbol: String) -> Substring? {
        guard symbol.hasPrefix("$s") else { return nil }
        let rest = symbol.utf8.dropFirst(2)
        let digits = rest.prefix { $0 >= 0x30 && $0 <= 0x39 }
        guard let length = Int(Substring(digits)), length > 0, digits.first != 0x30 else { return nil }
        let name = rest.dropFirst(digits.count).prefix(length)
        return name.count == length ? Substring(name) : nil
    }

    /// Whether `module` is NavSim's, a library's, or a test framework's: not the app's.
    private static func isLibrary(_ module: Substring) -> Bool {
        Reflection.isSystemModule(module) || libraryModules.contains(module)
    }

    private static let libraryModules: Set<Substring> = [
        "NavSimUIKit", "NavSimSwiftUI", "NavSimCombine", "NavSimNetworking", "NavSimReplay", "NavSimExploration",
        "NavSimTesting", "NavSimCLI", "NavSimDiagrams", "NavSimViewer", "NavSimExamples", "OpenCombine",
        "OpenCombineShim", "OpenCombineDispatch", "OpenCombineFoundation", "ArgumentParser", "Testing", "XCTest",
    ]

    /// Whether `symbol` is an instance method, accessor or initializer, or a closure in one:
    /// not `static` (or `class`), not a `deinit`.
    private static func isInstanceMember(_ symbol: String) -> Bool {
        guard let demangled = demangle(symbol) else { return false }
        return !demangled.contains("static ") && !demangled.contains(".deinit")
    }

    private static func demangle(_ symbol: String) -> String? {
        symbol.withCString { name in
            guard let text = swiftDemangle(name, UInt(symbol.utf8.count), nil, nil, 0) else { return nil }
            defer { free(text) }
            return String(cString: text)
        }
    }

    /// Whether `symbol` is a member of a class, or of a type nested in one, whose name ends as
    /// a coordinator's (``ObjectGraph/hasCoordinatorName(_:)``): the outermost class whose type
    /// descriptor the file holding `code` defines. Such a frame is a coordinator's that no
    /// object of the app reaches (a local the caller let go), so the search stops there.
    private static func isOfCoordinatorNamedClass(_ symbol: String, near code: UInt) -> Bool {
        let bytes = Array(symbol.utf8)
        for end in bytes.indices.dropFirst(2) where bytes[end] == 0x43 {
            // `C`: a class.
            let descriptor = String(decoding: bytes[...end], as: UTF8.self) + "Mn"
            guard navsim_defines_type(code, descriptor) != 0, let text = demangle(descriptor) else { continue }
            // `nominal type descriptor for Module.Name`, or `Module.(Name in _…)` if private.
            let last = text.split(separator: ".").last ?? ""
            let name = last.hasPrefix("(") ? last.dropFirst().prefix { $0 != " " } : last
            return ObjectGraph.hasCoordinatorName(name)
        }
        return false
    }

    /// Whether `symbol`, which starts with a class's `prefix`, is of a type nested in that
    /// class (or local to one of its methods): a longer prefix ending in a type's kind is a
    /// type descriptor's name in the file holding `code`.
    private static func namesNestedType(_ symbol: String, after prefix: String, near code: UInt) -> Bool {
        let bytes = Array(symbol.utf8)
        for end in (prefix.utf8.count + 1)..<bytes.count where [0x43, 0x56, 0x4F].contains(bytes[end]) {
            // `C`, `V`, `O`: a class, a struct, an enum.
            let descriptor = String(decoding: bytes[...end], as: UTF8.self) + "Mn"
            if navsim_defines_type(code, descriptor) != 0 { return true }
        }
        return false
    }

    /// The start of the symbols of `type`'s members: its type descriptor's name without
    /// `Mn`, `nil` if the symbol table does not name it.
    @MainActor private static func symbolPrefix(of type: AnyClass) -> String? {
        let key = ObjectIdentifier(type)
        if let known = prefixes[key] { return known }
        // A Swift class's metadata, with no Objective-C interop, is its kind, superclass,
        // flags and sizes (40 bytes), then its type descriptor (the ABI's `TargetClassMetadata`).
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        let descriptor = metadata.load(fromByteOffset: 40, as: UInt.self)
        let name = navsim_function_name(descriptor).map(String.init(cString:))
        let prefix = name.flatMap { $0.hasSuffix("Mn") ? String($0.dropLast(2)) : nil }
        prefixes[key] = .some(prefix)
        return prefix
    }

    @MainActor private static var prefixes: [ObjectIdentifier: String?] = [:]
}

/// The Swift runtime's demangler (`swift_demangle`, declared in the runtime's `Demangle.h`).
@_silgen_name("swift_demangle")
private func swiftDemangle(
    _ mangledName: UnsafePointer<CChar>, _ length: UInt, _ output: UnsafeMutablePointer<CChar>?,
    _ outputSize: UnsafeMutablePointer<UInt>?, _ flags: UInt32
) -> UnsafeMutablePointer<CChar>?
