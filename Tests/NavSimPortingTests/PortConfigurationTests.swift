import NavSimPorting
import Testing

/// Which of the app's files `navsim-port.json`'s `exclude` leaves out, as `navsim-port`
/// decides at each build.
@Suite struct PortConfigurationTests {
    let configuration = PortConfiguration(
        appFolders: ["../app"], exclude: ["../app/Helpers/Extensions.swift", "../app/Services"])

    @Test func anExcludedFileOrAnythingInAnExcludedFolderIsLeftOutAndNothingElse() {
        let package = "/work/port"
        #expect(configuration.excludes("/work/app/Helpers/Extensions.swift", packageDirectory: package))
        #expect(configuration.excludes("/work/app/Services/Store.swift", packageDirectory: package))
        #expect(configuration.excludes("/work/app/Services/Cloud/Sync.swift", packageDirectory: package))
        #expect(!configuration.excludes("/work/app/Helpers/HttpHelper.swift", packageDirectory: package))
        #expect(!configuration.excludes("/work/app/ServicesList.swift", packageDirectory: package))
        #expect(!configuration.excludes("/elsewhere/app/Helpers/Extensions.swift", packageDirectory: package))
    }

    @Test func pathsAreComparedStandardized() {
        #expect(configuration.excludes("/work/app/Models/../Helpers/Extensions.swift", packageDirectory: "/work/port/"))
        let excludingNothing = PortConfiguration(appFolders: ["../app"], exclude: nil)
        #expect(!excludingNothing.excludes("/work/app/A.swift", packageDirectory: "/work/port"))
    }
}
