import Foundation
import Testing
import XCTest

/// Reports a failed expectation to whichever framework runs the caller's test, at the
/// caller's file and line: Swift Testing's `Issue.record` inside a Swift Testing test,
/// XCTest's `XCTFail` otherwise. The store's API takes Swift Testing's `SourceLocation`
/// (`#_sourceLocation`) in both, so one API serves both kinds of suite.
enum TestFailure {
    static func record(_ message: String, at location: SourceLocation) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message), sourceLocation: location)
        } else {
            XCTFail(message, file: staticString(location.filePath), line: UInt(location.line))
        }
    }

    /// `XCTFail` takes its file as a `StaticString` (`#filePath` at the call); a location
    /// carries a `String`. This makes a `StaticString` over a copy of `text` that lives as
    /// long as the process (failures are few), laid out as the standard library lays one
    /// out: the address of UTF-8 bytes, their count, and flags (ASCII or not; `TestFailureTests`
    /// checks the layout against literals).
    static func staticString(_ text: String) -> StaticString {
        let bytes = Array(text.utf8)
        let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count + 1)
        storage.initialize(from: bytes + [0], count: bytes.count + 1)
        let isASCII = bytes.allSatisfy { $0 < 0x80 }
        let layout = StaticStringLayout(
            start: UnsafeRawPointer(storage), count: UInt(bytes.count), flags: isASCII ? 2 : 0)
        return unsafeBitCast(layout, to: StaticString.self)
    }

    /// `StaticString`'s stored properties: a pointer (or a scalar), a count, flags (bit 0:
    /// holds a scalar; bit 1: is ASCII).
    struct StaticStringLayout {
        var start: UnsafeRawPointer
        var count: UInt
        var flags: UInt8
    }
}
