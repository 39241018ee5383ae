import Foundation
import NavSimCore
import NavSimJournal
import NavSimTestSupport
import Testing

/// The fold is exactly what it was before its lookups changed: for every sample trace in
/// `Traces/`, the dumps of the state after each step (``stateDump(_:)``, every stored
/// field) digest to what the fold of commit d7ebadb gave.
@Suite struct FoldDigestTests {
    /// Trace name to the digest of the dumps at every step and the number of steps, made
    /// by the fold before the change.
    static let expected: [String: (digest: UInt64, steps: Int)] = [
        "children-explore": (0x9083_6e46_94f8_0ce4, 1_335),
        "children-navigationDelegate": (0xacd1_fd42_3e35_324b, 77),
        "children-neverRemoved": (0xefbb_99ef_03f8_6afa, 48),
        "children-notStored": (0xfb5f_a63a_efd0_bc43, 30),
        "children-removedOnDisappear": (0xa64b_72b6_1955_b7ae, 48),
        "children-removedOnWillDisappear": (0xe29e_6b32_78a3_2e24, 42),
        "children-rootNotStored": (0x1e23_4422_f2da_3269, 14),
        "editor-coordinator": (0xe33b_413a_bcc8_674e, 95),
        "editor-explore": (0x9e42_6459_9a5c_99ab, 1_573),
        "editor-naive": (0x9a30_5b65_8c96_f7b7, 67),
        "editor-naiveDelegate": (0xfd19_931e_461a_41c9, 86),
        "editor-presentDetailsPushesList": (0x8c97_97ad_74ed_9d0d, 29),
        "editor-strongCoordinator": (0xf87b_1692_2218_d4b3, 50),
        "login-explore": (0x7e71_6c7d_c866_fe67, 1_009),
        "login-navigator": (0x8e87_506a_e24a_523d, 41),
        "login-popOnCancel": (0x7992_05b6_0b5f_f341, 24),
        "login-strongParent": (0xcfac_4b36_1fcd_7926, 62),
        "login-weakParent": (0x6a32_bda2_c063_9a7c, 72),
        "projects-explore": (0x1378_943a_4a62_e023, 1_025),
        "projects-routerTracksPops": (0xa503_bf77_ffcd_3b31, 94),
        "projects-seed": (0x6c2c_5943_0fda_6ee2, 76),
        "welcome-explore": (0x3b6f_9af7_ed79_545a, 60),
        "welcome-fixed": (0x312b_6e39_76b5_480a, 66),
        "welcome-seed": (0x964a_965b_236f_06ee, 33),
    ]

    @Test func everySampleTraceHasADigest() {
        #expect(Set(sampleTraces) == Set(Self.expected.keys))
    }

    @Test(arguments: sampleTraces)
    func foldMatchesTheFoldBefore(name: String) throws {
        let reader = try TraceReader(path: repositoryRoot.appendingPathComponent("Traces/\(name).navtrace").path)
        var state = NavigationState()
        var digest = FoldDigest()
        while let record = try reader.next() {
            try state.apply(record.event)
            digest.add(stateDump(state))
        }
        let expected = try #require(Self.expected[name])
        #expect(state.step == expected.steps)
        #expect(digest.value == expected.digest)
    }
}
