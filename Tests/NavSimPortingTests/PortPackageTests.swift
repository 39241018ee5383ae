import NavSimPorting
import Testing

/// What `navsim init` calls the app's module.
@Suite struct PortPackageTests {
    @Test func theModuleIsNamedAfterTheFolderOrAfterATuistTargetsFolder() {
        #expect(PortPackage.moduleName(forFolderAt: "/work/WallaMarvel") == "WallaMarvel")
        #expect(PortPackage.moduleName(forFolderAt: "/work/Job4m2/Targets/Job4m2/Sources") == "Job4m2")
        #expect(PortPackage.moduleName(forFolderAt: "/work/app/src/") == "app")
        #expect(PortPackage.moduleName(forFolderAt: "/work/My App-2") == "My_App_2")
        #expect(PortPackage.moduleName(forFolderAt: "/work/2048") == "_2048")
    }
}
