import Foundation
import NavSimNetworking
import Testing

/// A `UUID` passed to `String(format:)` for `%@`, as apps write ids into keys and paths: on
/// Apple platforms it bridges to `NSUUID`, whose description is its `uuidString`.
@Suite struct UUIDFormatTests {
    private let id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!

    @Test func aUUIDIsFormattedAsItsString() {
        #expect(String(format: "item-%@", id as any CVarArg) == "item-E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
        #expect(String(format: "%@/%d", arguments: [id, 7]) == "E621E1F8-C36C-495A-93FC-0C247A3E6E5F/7")
    }
}
