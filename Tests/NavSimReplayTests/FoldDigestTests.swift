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
/// began to be recorded, to what the unchanged fold gave on them.
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
        "editor-coordinator": (0x3b4e_8ab1_5d54_9dbc, 105),
        "editor-explore": (0x335a_8d12_e636_6283, 1_704),
        "editor-naive": (0x59b4_f222_e16e_b637, 74),
        "editor-naiveDelegate": (0x1f8d_a201_cd57_9054, 95),
        "editor-presentDetailsPushesList": (0x361b_0c43_f903_16c2, 30),
        "editor-strongCoordinator": (0x88af_7567_0a71_2d35, 54),
        "login-explore": (0xd505_0bc0_a2e6_fbd4, 1_093),
        "login-navigator": (0xbbfc_da82_96c1_83fb, 43),
        "login-popOnCancel": (0x4873_3626_d18b_2ae9, 25),
        "login-strongParent": (0xe21c_d45a_eff4_2fad, 66),
        "login-weakParent": (0xb058_46fe_5e80_f00c, 78),
        "projects-explore": (0xcc82_41b8_f383_4ada, 1_063),
        "projects-routerTracksPops": (0xceb2_0dbc_4008_ecea, 102),
        "projects-seed": (0x292b_3a8d_2447_6d30, 82),
        "welcome-explore": (0xb6e0_10f5_7fcb_56f2, 63),
        "welcome-fixed": (0x26fe_e4db_4def_cf81, 72),
        "welcome-seed": (0x250c_85f1_3972_0eaa, 35),
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
