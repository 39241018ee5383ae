import Foundation
import NavSimCore
import Testing

@testable import NavSimJournal

/// Seeded random-mutation fuzzing of the trace reader and the JSON Lines importer.
///
/// Each run mutates valid inputs thousands of times with a fixed seed, so a failure
/// reproduces. Every input must end in events or a typed `TraceError` (typed throws make
/// any other error impossible) without crashing or hanging. Set `NAVSIM_FUZZ_ITERATIONS`
/// for a longer run.
@Suite("Fuzzing")
struct FuzzTests {
    static let iterations = ProcessInfo.processInfo.environment["NAVSIM_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 3000

    @Test("mutated traces end in events or a typed error", arguments: [UInt64(1), 2])
    func traces(seed: UInt64) throws {
        let original = try TraceFiles.bytes(of: SampleEvents.everyCase)
        var random = SplitMix64(seed: seed)
        var outcomes = Outcomes()
        for _ in 0..<Self.iterations / 2 {
            var bytes = Self.mutate(original, using: &random)
            if Bool.random(using: &random) { bytes.refreshChecksums() }
            for mode in [RecoveryMode.strict, .salvage] {
                do {
                    let trace = try TraceReader(bytes: bytes, mode: mode).readAll()
                    outcomes.record(trace.events.count == SampleEvents.everyCase.count)
                    #expect(trace.records.count <= bytes.count / 10)
                } catch {
                    outcomes.record(error)
                }
            }
        }
        #expect(outcomes.errors > 0)
        #expect(outcomes.partial > 0)
        #expect(!outcomes.kinds.isEmpty)
    }

    @Test("mutated JSON Lines end in events or a typed error", arguments: [UInt64(3), 4])
    func jsonLines(seed: UInt64) throws {
        let original = Array(try JSONLines.text(manifest: TraceFiles.manifest, events: SampleEvents.everyCase).utf8)
        var random = SplitMix64(seed: seed)
        var outcomes = Outcomes()
        for _ in 0..<Self.iterations / 2 {
            let bytes = Self.mutate(original, using: &random, alphabet: Array(#"{}[]",:\-.0123456789eEtfnu"#.utf8))
            do {
                let parsed = try JSONLines.parse(bytes: bytes)
                outcomes.record(parsed.events.count == SampleEvents.everyCase.count)
            } catch {
                guard case .invalidJSONLines(let line, _) = error else {
                    Issue.record("unexpected error \(error)")
                    continue
                }
                #expect(line >= 1)
                outcomes.record(error)
            }
        }
        #expect(outcomes.errors > 0)
        #expect(!outcomes.kinds.isEmpty)
    }

    // MARK: - Mutations

    /// Applies one to four random mutations.
    static func mutate(
        _ input: [UInt8], using random: inout SplitMix64, alphabet: [UInt8] = Array(0...255)
    ) -> [UInt8] {
        var bytes = input
        for _ in 0..<Int.random(in: 1...4, using: &random) where !bytes.isEmpty {
            let index = Int.random(in: 0..<bytes.count, using: &random)
            let length = min(Int.random(in: 1...16, using: &random), bytes.count - index)
            switch Int.random(in: 0..<7, using: &random) {
            case 0: bytes[index] ^= UInt8(1) << UInt8.random(in: 0..<8, using: &random)
            case 1: bytes[index] = alphabet.randomElement(using: &random) ?? 0
            case 2: bytes.removeSubrange(index...)
            case 3: bytes.removeSubrange(index..<(index + length))
            case 4: bytes.insert(contentsOf: bytes[index..<(index + length)], at: index)
            case 5:
                let garbage = (0..<length).map { _ in alphabet.randomElement(using: &random) ?? 0 }
                bytes.insert(contentsOf: garbage, at: index)
            default:
                let other = Int.random(in: 0..<bytes.count, using: &random)
                bytes.swapAt(index, other)
            }
        }
        return bytes
    }

    /// Counts of what the fuzzed inputs led to, so the test can check it explored.
    struct Outcomes {
        var errors = 0
        var complete = 0
        var partial = 0
        var kinds: Set<String> = []

        mutating func record(_ complete: Bool) {
            if complete { self.complete += 1 } else { partial += 1 }
        }

        mutating func record(_ error: TraceError) {
            errors += 1
            #expect(!error.description.isEmpty)
            kinds.insert(String("\(error)".prefix(24)))
        }
    }
}
