import NavSimCore
import Testing

@testable import NavSimJournal

/// Decoding JSON payloads through the cache gives what decoding without it gives: the same
/// values, and the same errors, every time.
@Suite struct JSONValueCacheTests {
    private func decode(_ payload: [UInt8], cache: JSONValueCache?) -> Result<NavigationEvent, PayloadProblem> {
        payload.withUnsafeBytes { buffer in
            var reader = ByteReader(buffer)
            do throws(PayloadProblem) {
                return .success(try NavigationEvent.decode(from: &reader, cache: cache))
            } catch {
                return .failure(error)
            }
        }
    }

    private func payload(_ event: NavigationEvent) throws -> [UInt8] {
        var bytes: [UInt8] = []
        try event.encode(into: &bytes)
        return bytes
    }

    @Test func repeatsAndEvictionsDecodeAsWithoutTheCache() throws {
        let cache = JSONValueCache()
        // 600 states, each seen three times: repeats hit, and 256 slots evict.
        let states: [JSONValue] = (0..<600).map {
            ["entities": [["id": .number(Double($0)), "title": .string("é\($0)")]]]
        }
        for round in 0..<3 {
            for (index, state) in states.enumerated() {
                let bytes = try payload(.viewModelStateChanged(ScreenID(UInt32(index + 1)), state: state))
                let cached = decode(bytes, cache: cache)
                let expected = NavigationEvent.viewModelStateChanged(ScreenID(UInt32(index + 1)), state: state)
                #expect(try cached.get() == expected, "round \(round)")
            }
        }
    }

    @Test func aBadPayloadFailsEveryTimeAsWithoutTheCache() throws {
        let cache = JSONValueCache()
        var bytes = try payload(.viewModelStateChanged(ScreenID(1), state: ["title": "ab"]))
        // The title's last byte becomes a lone continuation byte: invalid UTF-8.
        bytes[bytes.count - 1] = 0x80
        let expected = decode(bytes, cache: nil)
        #expect(throws: PayloadProblem.invalidUTF8) { try expected.get() }
        for _ in 0..<2 { #expect(throws: PayloadProblem.invalidUTF8) { try decode(bytes, cache: cache).get() } }
        // A cut payload too.
        let cut = Array(bytes.dropLast(2))
        #expect(throws: PayloadProblem.truncated) { try decode(cut, cache: nil).get() }
        #expect(throws: PayloadProblem.truncated) { try decode(cut, cache: cache).get() }
    }
}
