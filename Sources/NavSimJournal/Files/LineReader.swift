/// Splits a file into lines, reading it a chunk at a time, for ``JSONLinesReader``.
///
/// Memory stays bounded: a line longer than the limit is refused before it is held whole.
final class LineReader {
    /// One non-blank line.
    struct Line {
        /// The line's bytes without its newline (and without a byte order mark).
        let text: [UInt8]
        /// Its number, counting every line from 1.
        let number: Int
        /// The bytes before `text` on the line: a byte order mark on the first line.
        let skipped: Int
    }

    /// The UTF-8 byte order mark, ignored at the start of the file.
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The number of the last line read, blank lines included.
    private(set) var number = 0
    private let source: any ByteSource
    private let chunk: UnsafeMutableRawBufferPointer
    private let maximumLineLength: Int
    private var buffer: [UInt8] = []
    /// Where the next line starts in `buffer`.
    private var lineStart = 0
    /// Where to go on looking for the end of the line in `buffer`.
    private var searchStart = 0
    private var readOffset: UInt64 = 0
    private var endOfFile = false

    /// Reads `source` `chunkSize` bytes at a time, refusing lines longer than
    /// `maximumLineLength`.
    init(source: any ByteSource, chunkSize: Int, maximumLineLength: Int) {
        self.source = source
        chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: max(chunkSize, 16), alignment: 8)
        self.maximumLineLength = maximumLineLength
    }

    deinit { chunk.deallocate() }

    /// The next line that holds more than spaces, or `nil` at the end of the file.
    ///
    /// - Throws: ``JSONLinesProblem/lineTooLong(limit:)`` as a
    ///   ``TraceError/invalidJSONLines(line:problem:)``, or an I/O error.
    func nextLine() throws(TraceError) -> Line? {
        while let line = try nextRawLine() {
            let skipped = number == 1 && line.starts(with: Self.byteOrderMark) ? Self.byteOrderMark.count : 0
            let text = line.dropFirst(skipped)
            if text.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) {
                return Line(text: Array(text), number: number, skipped: skipped)
            }
        }
        return nil
    }

    /// The next line, blank or not, without its newline; `nil` at the end of the file.
    private func nextRawLine() throws(TraceError) -> ArraySlice<UInt8>? {
        while true {
            if let newline = buffer[searchStart...].firstIndex(of: UInt8(ascii: "\n")) {
                return takeLine(to: newline, next: newline + 1)
            }
            searchStart = buffer.count
            guard buffer.count - lineStart <= maximumLineLength else {
                throw .invalidJSONLines(line: number + 1, problem: .lineTooLong(limit: maximumLineLength))
            }
            if endOfFile {
                return lineStart < buffer.count ? takeLine(to: buffer.count, next: buffer.count) : nil
            }
            try readChunk()
        }
    }

    /// The line from `lineStart` to `end`; the next one starts at `next`.
    private func takeLine(to end: Int, next: Int) -> ArraySlice<UInt8> {
        let line = buffer[lineStart..<end]
        lineStart = next
        searchStart = next
        number += 1
        return line
    }

    /// Drops the lines already read and appends the next chunk of the file.
    private func readChunk() throws(TraceError) {
        if lineStart > 0 {
            buffer.removeFirst(lineStart)
            searchStart -= lineStart
            lineStart = 0
        }
        let got = try source.read(into: chunk.baseAddress.unsafelyUnwrapped, count: chunk.count, at: readOffset)
        buffer.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[..<got]))
        readOffset += UInt64(got)
        endOfFile = got == 0
    }
}
