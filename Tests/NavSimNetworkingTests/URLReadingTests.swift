import Feed
import Foundation
import NavSimCore
import NavSimSimulator
import Testing

/// Foundation's one-call URL readers in app code (Tests/NetworkFixture/Feed/CaptionReader.swift):
/// `String(contentsOf:)`, `String(contentsOf:encoding:)` and `Data(contentsOf:options:)` of a
/// web URL are requests of the session, as `Data(contentsOf:)` is, through the declarations
/// the port's interface file adds to the app's module; a file URL is read by Foundation.
@Suite @MainActor
struct URLReadingTests {
    private let url = URL(string: "https://img.example.com/1.txt")!
    private let requested = #"serviceRequested GET img.example.com/1.txt #N: {"url":"https://img.example.com/1.txt"}"#

    private func requested(_ number: Int) -> String {
        requested.replacing("#N", with: "#\(number)")
    }

    @Test func eachReaderOfAWebURLIsARequestAnsweredByTheSession() throws {
        let read = ReadLines()
        let events = NewEvents()
        let session = try launchWork(events) { [url] in
            FeedNavSim.readCaption(at: url) { @Sendable lines in read.lines = lines }
        }
        #expect(events.take().last == requested(1))
        try session.respond(to: "GET img.example.com/1.txt", with: ["text": "A cat"])
        #expect(events.take() == [#"serviceResponded GET img.example.com/1.txt #1: {"text":"A cat"}"#, requested(2)])
        try session.respond(to: "GET img.example.com/1.txt", with: ["text": "Café"])
        #expect(events.take() == [#"serviceResponded GET img.example.com/1.txt #2: {"text":"Café"}"#, requested(3)])
        #expect(read.lines == nil)
        try session.respond(to: "GET img.example.com/1.txt", with: ["status": 404])
        let failure = CocoaError(.fileReadUnknown, userInfo: [NSURLErrorKey: url])
        #expect(read.lines == ["A cat", "Café", "\(failure)"])
        #expect(session.state.pendingRequests == [:])
    }

    @Test func eachReaderOfAFileURLReadsTheFile() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("navsim-caption-\(UUID())")
        try Data("A dog".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let read = ReadLines()
        FeedNavSim.readCaption(at: file) { @Sendable lines in read.lines = lines }
        #expect(read.lines == ["A dog", "A dog", "A dog"])
    }
}

/// What the caption reader gave, set on the operation's thread, which takes turns with the
/// session's.
private final class ReadLines: @unchecked Sendable {
    var lines: [String]?
}
