import NavSimCore
import Testing

@testable import NavSimJournal

/// `presented` version 2: UIKit's modal style appended after the version 1 byte, which
/// older readers read alone.
@Suite("Modal styles on the wire")
struct ModalStyleWireTests {
    private func decode(_ payload: [UInt8]) throws -> NavigationEvent {
        try payload.withUnsafeBytes { buffer in
            var reader = ByteReader(buffer)
            return try NavigationEvent.decode(from: &reader)
        }
    }

    /// `presented s6 by k5`, then the given style bytes.
    private func presented(_ styles: [UInt8]) -> [UInt8] { [27, 12, 11] + styles }

    @Test("each style is its UIKit raw value after the version 1 byte", arguments: ModalStyle.allCases)
    func everyStyle(style: ModalStyle) throws {
        var bytes: [UInt8] = []
        let event = NavigationEvent.presented(.screen(ScreenID(6)), presenter: .container(ContainerID(5)), style: style)
        try event.encode(into: &bytes)
        let uikitRawValue: [ModalStyle: UInt8] = [
            .fullScreen: 0, .pageSheet: 1, .formSheet: 2, .currentContext: 3, .custom: 4, .overFullScreen: 5,
            .overCurrentContext: 6, .popover: 7,
        ]
        #expect(bytes == presented([style.hidesPresenter ? 0 : 1, uikitRawValue[style] ?? 99]))
        #expect(try decode(bytes) == event)
    }

    @Test("a version 1 payload reads as full screen or page sheet")
    func versionOne() throws {
        let screen = ControllerID.screen(ScreenID(6))
        let presenter = ControllerID.container(ContainerID(5))
        #expect(try decode(presented([0])) == .presented(screen, presenter: presenter, style: .fullScreen))
        #expect(try decode(presented([1])) == .presented(screen, presenter: presenter, style: .pageSheet))
    }

    @Test("a UIKit style that contradicts the version 1 byte, or is unknown, is malformed")
    func contradictions() {
        #expect(throws: PayloadProblem.invalidTag(field: "UIKit modal style", tag: 5)) {
            try decode(presented([0, 5]))
        }
        #expect(throws: PayloadProblem.invalidTag(field: "UIKit modal style", tag: 0)) {
            try decode(presented([1, 0]))
        }
        #expect(throws: PayloadProblem.invalidTag(field: "UIKit modal style", tag: 8)) {
            try decode(presented([1, 8]))
        }
        #expect(throws: PayloadProblem.invalidTag(field: "modal style", tag: 2)) { try decode(presented([2, 2])) }
    }
}
