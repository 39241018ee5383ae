import NavSimCore
import Testing

@testable import NavSimExploration

/// What makes two sightings the same bug.
@Suite struct SightingTests {
    private func signature(_ command: String, _ reason: String) -> Sighting.Signature {
        Sighting(.violation(.ignored(command: command, reason: reason)), in: NavigationState()).signature
    }

    /// An ignored command is told apart by its command and reason, not by the ids in them: an
    /// alert presented twice and one presented from a covered screen are two bugs.
    @Test func anIgnoredCommandIsItsMessageWithoutIDs() {
        let twice = signature("present s4 on s1", "s1 is already presenting s3")
        #expect(twice == signature("present s12 on s2", "s2 is already presenting s9"))
        #expect(twice != signature("present s4 on s2", "s2's view is not in the window hierarchy"))
        #expect(twice.ignored == "UIKit ignored `present s on s`: s is already presenting s")
        #expect(
            Sighting.withoutIDs("popViewController on k12: s3x and as1 stay")
                == "popViewController on k: s3x and as1 stay")
    }
}
