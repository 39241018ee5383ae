internal import CSimulatedTime
import Foundation
import Synchronization

/// What a session clears before its app launches, so that a run does not start where the
/// one before it left off.
///
/// Every session empties `UserDefaults.standard` (the store apps remember a signed-in user
/// or a finished onboarding in) and every defaults suite an earlier session wrote to. A
/// process that runs nothing but sessions (the `navsim` tool) also seals files
/// (``sealFiles()``): its apps' home, documents, caches and temporary folders are one
/// folder of the process's own, emptied before every session. The stores of framework
/// stand-ins (NavSimKeychainAccess's keychain items) are emptied too, once they registered
/// (docs/architecture.md, "Sealed sessions").
enum SealedSlate {
    static func reset() {
        for empty in stores.withLock({ $0 }) { empty() }
        let defaults = UserDefaults.standard
        for key in defaults.dictionaryRepresentation().keys { defaults.removeObject(forKey: key) }
        while let suite = navsim_simulation_take_defaults_suite() {
            defaults.removePersistentDomain(forName: String(cString: suite))
            free(suite)
        }
        Sandbox.current?.empty()
    }

    /// The functions emptying the stores of framework stand-ins, in registration order.
    private static let stores = Mutex<[@Sendable () -> Void]>([])

    /// Registers `empty`, which empties a framework stand-in's store (a keychain's items),
    /// for every later session to call before its app launches.
    static func register(_ empty: @escaping @Sendable () -> Void) {
        stores.withLock { $0.append(empty) }
    }

    /// Gives this process's apps a folder of their own for files, from now on.
    static func sealFiles() {
        sealsFiles.withLock { $0 = true }
    }

    private static let sealsFiles = Mutex(false)

    /// The folder apps of this process see as home (`HOME`, the documents folder, the XDG
    /// folders) and as temporary folder (`TMPDIR`): `navsim-sandbox-PID-…` in the real
    /// temporary folder, removed when the process exits. A forked explore worker makes its
    /// own on its first session.
    final class Sandbox: Sendable {
        let path: String
        let owner: pid_t

        private init?() {
            Sandbox.removeAbandoned()
            var template = Array("\(Sandbox.parent)/navsim-sandbox-\(getpid())-XXXXXX".utf8CString)
            guard let made = mkdtemp(&template) else { return nil }
            path = String(cString: made)
            owner = getpid()
            navsim_simulation_set_home(path + "/home")
            setenv("HOME", path + "/home", 1)
            setenv("TMPDIR", path + "/tmp", 1)
            setenv("XDG_CONFIG_HOME", path + "/home/.config", 1)
            setenv("XDG_CACHE_HOME", path + "/home/.cache", 1)
            setenv("XDG_DATA_HOME", path + "/home/.local/share", 1)
        }

        /// The sandbox of this process, made on first use once files are sealed.
        static var current: Sandbox? {
            guard sealsFiles.withLock({ $0 }) else { return nil }
            return made.withLock { sandbox in
                if sandbox?.owner != getpid() {
                    sandbox = Sandbox()
                    if sandbox != nil, !registeredRemoval {
                        registeredRemoval = true
                        atexit { Sandbox.made.withLock { $0?.remove() } }
                    }
                }
                return sandbox
            }
        }

        nonisolated(unsafe) private static var registeredRemoval = false
        private static let made = Mutex<Sandbox?>(nil)

        /// The real temporary folder, read before the sandbox replaces `TMPDIR`.
        private static let parent: String = {
            let folder = ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp"
            return folder.isEmpty ? "/tmp" : String(folder.reversed().drop { $0 == "/" }.reversed())
        }()

        /// The folders an empty sandbox holds, each empty.
        private static let folders = ["home/Documents", "home/.config", "home/.cache", "home/.local/share", "tmp"]

        /// Empties the sandbox and makes its folders again, unless it is empty already.
        func empty() {
            guard !isEmpty else { return }
            try? FileManager.default.removeItem(atPath: path + "/home")
            try? FileManager.default.removeItem(atPath: path + "/tmp")
            for folder in Self.folders {
                try? FileManager.default.createDirectory(
                    atPath: "\(path)/\(folder)", withIntermediateDirectories: true)
            }
        }

        /// Whether the sandbox holds its empty folders and nothing else: a few reads of
        /// directories, where emptying it costs a walk and a dozen system calls.
        private var isEmpty: Bool {
            let expected: [String: Set<String>] = [
                "home": ["Documents", ".config", ".cache", ".local"], "home/.local": ["share"],
            ]
            for folder in ["home", "home/.local"] + Self.folders {
                guard let entries = Self.entries(of: "\(path)/\(folder)"), entries == expected[folder, default: []]
                else { return false }
            }
            return true
        }

        /// The names in the directory `path` that start with `prefix`, or `nil` if it cannot
        /// be read. Names are compared as bytes first: the temporary folder may hold thousands.
        private static func entries(of path: String, startingWith prefix: String = "") -> Set<String>? {
            guard let directory = opendir(path) else { return nil }
            defer { closedir(directory) }
            let prefix = Array(prefix.utf8)
            var names: Set<String> = []
            let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 0
            while let entry = readdir(directory) {
                // Only the name's own bytes: an entry is as long as its name, not as `dirent`.
                let start = UnsafeRawPointer(entry) + nameOffset
                let bytes = UnsafeRawBufferPointer(
                    start: start, count: strlen(start.assumingMemoryBound(to: CChar.self)))
                // memcmp, not `starts(with:)`, whose generic walk costs thousands of
                // instructions an entry in a debug build.
                guard bytes.count >= prefix.count, memcmp(start, prefix, prefix.count) == 0 else { continue }
                let name = String(decoding: bytes, as: UTF8.self)
                if name != ".", name != ".." { names.insert(name) }
            }
            return names
        }

        /// Removes the sandbox, if this process made it (a forked worker exits too).
        func remove() {
            guard owner == getpid() else { return }
            try? FileManager.default.removeItem(atPath: path)
        }

        /// Removes the sandboxes of processes that no longer run (killed before they could).
        private static func removeAbandoned() {
            for entry in entries(of: parent, startingWith: "navsim-sandbox-") ?? [] {
                let pid = entry.dropFirst("navsim-sandbox-".count).prefix { $0.isNumber }
                guard let pid = pid_t(pid), kill(pid, 0) != 0, errno == ESRCH else { continue }
                try? FileManager.default.removeItem(atPath: "\(parent)/\(entry)")
            }
        }
    }
}
