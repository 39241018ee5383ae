import Foundation
import NavSimCore
import NavSimJournal
import NavSimTestSupport
import Testing

/// The fold is exactly what it was before its lookups changed: for every sample trace in
/// `Traces/`, the dumps of the state after each step (``stateDump(_:)``, every stored
/// field) digest to what the fold of commit d7ebadb gave (on the traces of that commit),
/// and, since the run loop re-recorded the traces (format 1.2), to what the merge of both
/// gave on the new ones; the editor traces, re-recorded when every screen's ViewModel state
/// began to be recorded, to what the unchanged fold gave on them; the traces re-recorded
/// when owners began to be found after their screens (format 1.4, `ownerFound`), to what
/// the fold that applies it gave on them; the traces of the seed variants added since
/// (and the welcome traces, re-recorded when the seed's Home left by the system back button
/// joined its scenario and the fixed Home began to hear its pop), to what the fold
/// that keeps coordinators' notes gave on them, the notes left out of the dump.
@Suite struct FoldDigestTests {
    /// Trace name to the digest of the dumps at every step and the number of steps, made
    /// by the fold before the change.
    static let expected: [String: (digest: UInt64, steps: Int)] = [
        "children-explore": (0xd43d_bc35_d1ed_02cc, 1_445),
        "children-navigationDelegate": (0x9496_e277_ca51_3972, 82),
        "children-neverRemoved": (0xffd6_ac94_4820_3f84, 51),
        "children-notStored": (0x6279_1540_665f_2e41, 32),
        "children-removedOnDisappear": (0xdb60_8452_520b_2a14, 52),
        "children-removedOnWillDisappear": (0x223c_e53d_5eee_afd1, 43),
        "children-rootNotStored": (0x1e23_4422_f2da_3269, 14),
        "editor-coordinator": (0x6ca0_1035_88ac_3160, 106),
        "editor-explore": (0xdc42_5f56_3693_bb5b, 1_705),
        "editor-naive": (0xf3c3_dc5e_487c_31fe, 75),
        "editor-naiveDelegate": (0xe0d3_8f53_ef90_0f20, 96),
        "editor-pageSheet": (0xf4be_f55c_60f9_fe04, 41),
        "editor-presentDetailsPushesList": (0xadea_99dd_3137_aeb4, 31),
        "editor-stopOnlyDismisses": (0x517f_b7d5_745e_c967, 58),
        "editor-strongCoordinator": (0x8811_5627_1c14_017c, 55),
        "login-explore": (0xd505_0bc0_a2e6_fbd4, 1_093),
        "login-navigator": (0xbbfc_da82_96c1_83fb, 43),
        "login-pageSheet": (0x9d2a_a1ea_4e23_3c1e, 62),
        "login-popOnCancel": (0x4873_3626_d18b_2ae9, 25),
        "login-strongParent": (0xe21c_d45a_eff4_2fad, 66),
        "login-weakParent": (0xb058_46fe_5e80_f00c, 78),
        "projects-explore": (0x2cd3_f079_d97f_682b, 1_064),
        "projects-routerTracksPops": (0x8b56_ce75_f096_2f3c, 103),
        "projects-seed": (0xe0d8_826b_4bbe_d6ad, 83),
        "welcome-explore": (0xb6e0_10f5_7fcb_56f2, 63),
        "welcome-fixed": (0xdfd4_8f86_a0aa_8fe2, 73),
        "welcome-seed": (0xa659_8715_cb1c_f53c, 75),
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
