import Testing

@testable import NavSimTesting

/// The `StaticString` a failure gives `XCTFail` reads back as the location's path.
@Suite struct TestFailureTests {
    @Test(arguments: ["/work/App/Tests/LoginTests.swift", "/tmp/Ünïcode tests/日本.swift", ""])
    func aStaticStringMadeAtRunTimeReadsBackAsTheText(text: String) {
        let made = TestFailure.staticString(text)
        #expect(made.description == text)
        #expect(made.utf8CodeUnitCount == text.utf8.count)
        #expect(made.hasPointerRepresentation)
        #expect(made.isASCII == text.utf8.allSatisfy { $0 < 0x80 })
    }

    /// The layout `staticString` writes is the one the compiler writes for literals.
    @Test func theLayoutMatchesALiteralsLayout() {
        let literal: StaticString = "é/LoginTests.swift"
        let layout = unsafeBitCast(literal, to: TestFailure.StaticStringLayout.self)
        #expect(MemoryLayout<StaticString>.size == MemoryLayout<TestFailure.StaticStringLayout>.size)
        #expect(layout.start == UnsafeRawPointer(literal.utf8Start))
        #expect(layout.count == UInt(literal.utf8CodeUnitCount))
        #expect(layout.flags == 0)
        #expect(unsafeBitCast(("abc" as StaticString), to: TestFailure.StaticStringLayout.self).flags == 2)
    }
}
