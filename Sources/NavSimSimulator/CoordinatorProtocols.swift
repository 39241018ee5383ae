internal import CSwiftSections

/// The app's coordinator protocols: the protocols the executable's modules declare, outside
/// the standard library, Foundation and NavSim, whose names end in `Coordinator`,
/// `Coordinating` or `Flow`. A class that conforms to one
/// is a coordinator whatever its own name (`final class Onboarding: AppCoordinating`).
///
/// The protocols are read once from the executable's `swift5_protocols` section, the list
/// the Swift runtime itself searches (`TargetProtocolRecord` in the ABI's `Metadata.h`):
/// each record is a 32-bit relative pointer to a protocol descriptor, whose lowest bit says
/// it points at a pointer to the descriptor and whose next bit is reserved. A descriptor
/// starts with its flags, its parent context (the module, or the type it is nested in) and
/// its name, each 32 bits, the last two relative to where they are; a module's descriptor
/// has the same first three fields. Conformance is then asked of the runtime
/// (`swift_conformsToProtocol`), which caches its answers and knows inherited conformances.
///
/// Protocols of libraries the executable loads at run time are not in its section: an app
/// built as a dynamic library is seen by its class names only.
enum CoordinatorProtocols {
    /// The descriptors of the app's coordinator protocols.
    nonisolated(unsafe) static let descriptors: [UnsafeRawPointer] = {
        var count = 0
        guard let records = navsim_protocol_records(&count), count > 0 else { return [] }
        return (0..<count).compactMap { index -> UnsafeRawPointer? in
            let descriptor = contextPointer(at: UnsafeRawPointer(records + index))
            guard let descriptor, let name = name(of: descriptor),
                nameSuffixes.contains(where: name.hasSuffix),
                let module = module(of: descriptor), !Reflection.isSystemModule(module[...]),
                !navSimModules.contains(module)
            else { return nil }
            return descriptor
        }
    }()

    static let nameSuffixes = ["Coordinator", "Coordinating", "Flow"]

    /// NavSim's modules above the simulator, whose protocols are not the app's (NavSimUIKit's
    /// `UIViewControllerTransitionCoordinator` is UIKit's).
    private static let navSimModules: Set = [
        "NavSimUIKit", "NavSimSwiftUI", "NavSimReplay", "NavSimExploration", "NavSimTesting", "NavSimCLI",
    ]

    /// Whether `type` conforms to one of the app's coordinator protocols.
    static func conforms(_ type: AnyClass) -> Bool {
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        return descriptors.contains {
            Conformances.mayConform(type, toProtocol: $0) && navsim_conforms_to_protocol(metadata, $0) != 0
        }
    }

    /// The context descriptor a relative, possibly indirect, pointer at `field` points to.
    private static func contextPointer(at field: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = Int(field.load(as: Int32.self))
        guard offset != 0 else { return nil }
        let target = field + (offset & ~3)
        return offset & 1 == 0 ? target : target.load(as: UnsafeRawPointer?.self)
    }

    /// The name of the context `descriptor` describes (the third 32-bit field).
    private static func name(of descriptor: UnsafeRawPointer) -> String? {
        let field = descriptor + 8
        let offset = Int(field.load(as: Int32.self))
        guard offset != 0 else { return nil }
        return String(cString: (field + offset).assumingMemoryBound(to: CChar.self))
    }

    /// The name of the module `descriptor`'s context is declared in, up its parents.
    private static func module(of descriptor: UnsafeRawPointer) -> String? {
        var context = descriptor
        for _ in 0..<64 {
            // The kind is the flags' lowest 5 bits; a module is kind 0.
            if context.load(as: UInt32.self) & 0x1F == 0 { return name(of: context) }
            guard let parent = contextPointer(at: context + 4) else { return nil }
            context = parent
        }
        return nil
    }
}
