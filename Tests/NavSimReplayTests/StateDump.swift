import Foundation
import NavSimCore

/// Every stored field of a state as text, nodes in id order: two states with the same dump
/// are equal field for field. The fold digests in `FoldDigests/` were made with this dump
/// from the fold as it was before its storage changed.
func stateDump(_ state: NavigationState) -> String {
    var lines = ["step \(state.step)", "crash \(String(describing: state.crash))"]
    // `notes`, `creator` and `hasShownScreensThroughChildren`, kept after these digests were
    // made, are left out too: OutputRuleTests, StaleReferenceTests and FlowThroughChildrenTests
    // check them.
    for (id, node) in state.coordinators.sorted(by: { $0.key < $1.key }) {
        lines.append(
            "\(id) \(node)".replacingOccurrences(of: ", notes: \(node.notes)", with: "")
                .replacingOccurrences(of: ", creator: \(String(describing: node.creator))", with: "")
                .replacingOccurrences(
                    of: ", hasShownScreensThroughChildren: \(node.hasShownScreensThroughChildren)", with: ""))
    }
    // `isMadeAnew`, derived after these digests were made, is left out: KeptScreensTests and
    // KeptScreensRuleTests check it. `embedded`, which holds the embedded screens and (format
    // 2.0) navigation controllers in one list since, is dumped as the `children` these
    // digests were made with, then `embeddedContainers` unless empty (EmbeddedContainerApplyTests
    // and SplitViewTests check their order).
    for (id, node) in state.screens.sorted(by: { $0.key < $1.key }) {
        let containers = node.embeddedContainers.isEmpty ? "" : ", embeddedContainers: \(node.embeddedContainers)"
        lines.append(
            "\(id) \(node)".replacingOccurrences(of: ", isMadeAnew: \(node.isMadeAnew)", with: "")
                .replacingOccurrences(
                    of: ", embedded: \(node.embedded)", with: ", children: \(node.children)" + containers))
    }
    for (id, node) in state.containers.sorted(by: { $0.key < $1.key }) { lines.append("\(id) \(node)") }
    // `frontSince` and `isHidden`, added after these digests were made, are left out while
    // `nil` (no window ordered front) and `false` (no window hidden): WindowOrderApplyTests
    // and HiddenWindowApplyTests check them.
    for (id, node) in state.windows.sorted(by: { $0.key < $1.key }) {
        var dump = "\(id) \(node)"
        if node.frontSince == nil { dump = dump.replacingOccurrences(of: ", frontSince: nil", with: "") }
        if !node.isHidden { dump = dump.replacingOccurrences(of: ", isHidden: false", with: "") }
        lines.append(dump)
    }
    for (request, service) in state.pendingRequests.sorted(by: { $0.key < $1.key }) {
        lines.append("request \(request) \(service)")
    }
    return lines.joined(separator: "\n")
}

/// FNV-1a, 64 bits, over text: a digest of many dumps that fits on a line.
struct FoldDigest {
    private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    mutating func add(_ text: String) {
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value &*= 0x0000_0100_0000_01B3
        }
        value ^= 0x0A
        value &*= 0x0000_0100_0000_01B3
    }
}
