import NavSimTesting
import RecipesApp
import Testing

/// Random walks over the recipes app: the leaky variant's leak is found and shrunk, the
/// fixed variant is clean.
@Suite @MainActor
struct RecipesExplorationTests {
    @Test func theLeakyVariantLeaksTheCookingCoordinator() throws {
        let exploration = Exploration(named: "recipes", variant: "leaky", seeds: 1...5, inputs: 100) {
            RecipesApp.make(variant: "leaky")
        }
        let finding = try #require(exploration.run())
        #expect(finding.walk.problem.rule == "flowEndedButAlive")
        #expect(finding.walk.problem.description.contains("CookingCoordinator"))
        let shortest = try #require(finding.shortest)
        #expect(shortest.inputs.count == 3)
        #expect(shortest.inputs.last == .back(.button))
    }

    @Test func theFixedVariantIsClean() {
        Exploration(named: "recipes", variant: "fixed", seeds: 1...5, inputs: 100) {
            RecipesApp.make(variant: "fixed")
        }
        .expectNoFindings()
    }
}
