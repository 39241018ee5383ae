import Foundation
import NavSimNetworking
import Testing

/// `Bundle.main` of a ported app (`Bundle.navSimMain`): Foundation's main bundle with the
/// app's Info.plist, its build settings filled as documented.
@Suite(.serialized) struct MainBundleTests {
    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>CFBundleIdentifier</key>
            <string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
            <key>CFBundleShortVersionString</key>
            <string>$(MARKETING_VERSION)</string>
            <key>CFBundleName</key>
            <string>${PRODUCT_NAME} Beta</string>
            <key>APIHost</key>
            <string>$(API_HOST)</string>
            <key>UIApplicationSceneManifest</key>
            <dict>
                <key>UIApplicationSupportsMultipleScenes</key>
                <false/>
                <key>Names</key>
                <array><string>$(TARGET_NAME)</string></array>
            </dict>
        </dict>
        </plist>
        """

    @Test func theMainBundleAnswersWithTheAppsInfoPlist() throws {
        Bundle.installNavSimInfoPlist(Self.plist, module: "Shop")
        let bundle = Bundle.navSimMain
        #expect(bundle.bundleIdentifier == "navsim.Shop")
        #expect(bundle.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String == "1.0")
        #expect(bundle.object(forInfoDictionaryKey: "CFBundleName") as? String == "Shop Beta")
        #expect(bundle.object(forInfoDictionaryKey: "APIHost") as? String == "$(API_HOST)", "not a known setting")
        let manifest = try #require(bundle.infoDictionary?["UIApplicationSceneManifest"] as? [String: Any])
        #expect(manifest["Names"] as? [String] == ["Shop"])
        #expect(manifest["UIApplicationSupportsMultipleScenes"] as? Bool == false)
        #expect(bundle.infoDictionary?.count == 5)
        #expect(Bundle.navSimMain === bundle, "one main bundle")
        Bundle.installNavSimInfoPlist(Self.plist, module: "Shop")
        #expect(Bundle.navSimMain === bundle, "the same Info.plist installed again is kept")
        Bundle.installNavSimInfoPlist(Self.plist, module: "Cafe")
        #expect(Bundle.navSimMain.bundleIdentifier == "navsim.Cafe", "another module's is made anew")

        Bundle.installNavSimInfoPlist("not a plist", module: "Shop")
        #expect(Bundle.navSimMain.infoDictionary == nil && Bundle.navSimMain.bundleIdentifier == nil)
    }
}
