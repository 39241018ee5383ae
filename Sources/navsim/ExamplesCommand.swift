import ArgumentParser
import NavSimExamples

struct ExamplesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "examples",
        abstract: "List the example apps, their variants and the bugs they reproduce.",
        discussion: "Exit status: 0 listed; 64 a usage error."
    )

    func run() {
        for example in Examples.all {
            print("\(example.name) (seed \(example.seed)): \(example.summary)")
            for variant in example.variants {
                let bug = variant.bug.map { "\n      bug: \($0)" } ?? ""
                print("  - \(variant.name): \(variant.summary)\(bug)")
            }
        }
    }
}
