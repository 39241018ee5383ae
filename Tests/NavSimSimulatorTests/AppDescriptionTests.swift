import NavSimSimulator
import Testing

/// An app description as any package declares it: through the public initializers only.
@MainActor
@Suite struct AppDescriptionTests {
    /// An app model that remembers the variant it was made for.
    final class Blank: AppModel {
        let variant: String
        init(variant: String) { self.variant = variant }
        func didFinishLaunching(runtime: Runtime) {}
    }

    static let twoVariants = AppDescription(
        name: "blank", summary: "nothing on screen", origin: "a test",
        variants: [.init(name: "first", summary: "the default"), .init(name: "second", summary: "", bug: "a bug")],
        make: { variant in Blank(variant: variant) })

    @Test func theFirstVariantIsTheDefaultAndEachIsMadeByName() throws {
        #expect((try Self.twoVariants.makeApp() as? Blank)?.variant == "first")
        #expect((try Self.twoVariants.makeApp(variant: "second") as? Blank)?.variant == "second")
        #expect(Self.twoVariants.variants.map(\.bug) == [nil, "a bug"])
        #expect(Self.twoVariants.origin == "a test")
    }

    @Test func anAppWithoutVariantsHasOneCalledDefault() throws {
        let single = AppDescription(name: "single", summary: "one way") { variant in Blank(variant: variant) }
        #expect(single.variants == [.init(name: "default", summary: "the app as declared")])
        #expect(single.origin == nil)
        #expect((try single.makeApp() as? Blank)?.variant == AppDescription.Variant.defaultName)
        #expect(throws: AppDescriptionError.unknownVariant("other", app: "single", available: ["default"])) {
            try single.makeApp(variant: "other")
        }
    }

    @Test func appsAreFoundByNameAndAnUnknownNameListsTheOthers() throws {
        #expect(try AppDescription.named("blank", in: [Self.twoVariants]).name == "blank")
        let error = AppDescriptionError.unknownApp("shop", available: ["blank"])
        #expect(throws: error) { try AppDescription.named("shop", in: [Self.twoVariants]) }
        #expect(error.description == "no app 'shop' (apps: blank)")
        #expect(
            AppDescriptionError.unknownVariant("x", app: "blank", available: ["first", "second"]).description
                == "blank has no variant 'x' (variants: first, second)")
    }
}
