/// What a ported app's `Bundle.main.bundleIdentifier`, `.infoDictionary` and
/// `.object(forInfoDictionaryKey:)` read: the app's own `Info.plist`, which Foundation's main
/// bundle on Linux (the `navsim` executable's) does not have.
///
/// The build of a package `navsim init` wrote rewrites those reads to
/// ``Foundation/Bundle/navSimMain`` and installs the app's `Info.plist` before launch
/// (docs/your-app.md); Foundation's `Bundle` cannot be subclassed outside Foundation on
/// Linux, so the rest of `Bundle.main` is Foundation's. Xcode fills the build settings an
/// `Info.plist` names (`$(PRODUCT_BUNDLE_IDENTIFIER)`) from the project; NavSim, which does
/// not read the project, uses ``buildSettings(module:)``.
public final class NavSimMainBundle: @unchecked Sendable {
    /// The app's bundle, set when its files are installed, before launch, and only read after.
    nonisolated(unsafe) static var installed: NavSimMainBundle?
    /// The Info.plist text and module ``installed`` was made from: every launch of a ported
    /// app installs the same, which is kept rather than read and resolved again.
    nonisolated(unsafe) static var installedSource: (infoPlist: String, module: String)?

    /// The app's Info.plist, its build settings resolved; `nil` without one, as for a
    /// bundle with no information.
    public let infoDictionary: [String: Any]?

    init(infoDictionary: [String: Any]?) { self.infoDictionary = infoDictionary }

    /// The Info.plist's `CFBundleIdentifier`.
    public var bundleIdentifier: String? { infoDictionary?["CFBundleIdentifier"] as? String }

    /// The Info.plist's value for `key`.
    public func object(forInfoDictionaryKey key: String) -> Any? { infoDictionary?[key] }

    /// The bundle of the app's `Info.plist` text (an XML property list), its build settings
    /// resolved for `module`; `nil` if the text is not a dictionary.
    static func make(infoPlist text: String, module: String) -> NavSimMainBundle? {
        guard
            let plist = try? PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil),
            let information = resolved(plist, buildSettings(module: module)) as? [String: Any]
        else { return nil }
        return NavSimMainBundle(infoDictionary: information)
    }

    /// The build settings an `Info.plist` of Xcode's templates names, as NavSim fills them
    /// for the app's module: `PRODUCT_BUNDLE_IDENTIFIER` is `navsim.<module>`, the product,
    /// executable and target names are the module's, the language `en`, and the versions
    /// those of a new Xcode project (`1.0`, `1`).
    static func buildSettings(module: String) -> [String: String] {
        [
            "PRODUCT_BUNDLE_IDENTIFIER": "navsim.\(module)", "PRODUCT_NAME": module, "EXECUTABLE_NAME": module,
            "PRODUCT_MODULE_NAME": module, "TARGET_NAME": module, "DEVELOPMENT_LANGUAGE": "en",
            "MARKETING_VERSION": "1.0", "CURRENT_PROJECT_VERSION": "1",
        ]
    }

    /// `value` with each `$(NAME)` and `${NAME}` of `settings` in its strings replaced;
    /// other names are left as written.
    private static func resolved(_ value: Any, _ settings: [String: String]) -> Any {
        switch value {
        case let text as String where text.utf8.contains(UInt8(ascii: "$")):
            settings.reduce(text) { text, setting in
                text.replacingOccurrences(of: "$(\(setting.key))", with: setting.value)
                    .replacingOccurrences(of: "${\(setting.key)}", with: setting.value)
            }
        case let dictionary as [String: Any]: dictionary.mapValues { resolved($0, settings) }
        case let array as [Any]: array.map { resolved($0, settings) }
        default: value
        }
    }
}

extension Bundle {
    /// The app's Info.plist as its main bundle's (``NavSimMainBundle``); with none
    /// installed, a bundle with no information. NavSim only: what the app's
    /// `Bundle.main.bundleIdentifier` and the like read.
    public static var navSimMain: NavSimMainBundle {
        NavSimMainBundle.installed ?? NavSimMainBundle(infoDictionary: nil)
    }

    /// Makes ``navSimMain`` answer with `infoPlist`, the app's `Info.plist` (an XML property
    /// list), its build settings resolved for `module`. NavSim only: the build of a package
    /// `navsim init` wrote calls it before launch.
    public static func installNavSimInfoPlist(_ infoPlist: String, module: String) {
        if let source = NavSimMainBundle.installedSource, source.infoPlist == infoPlist, source.module == module {
            return
        }
        NavSimMainBundle.installed = NavSimMainBundle.make(infoPlist: infoPlist, module: module)
        NavSimMainBundle.installedSource = (infoPlist, module)
    }
}
