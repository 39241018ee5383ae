import NavSimCore

// MARK: - Record frames

extension [UInt8] {
    /// Starts a record frame: a placeholder CRC and length, the record type and the
    /// sequence number. Returns where the frame starts, for ``finishFrame(from:)``.
    @inline(__always)
    mutating func beginFrame(type: UInt8, sequence: UInt64) -> Int {
        let start = count
        for _ in 0..<TraceFormat.frameHeaderLength { append(0) }
        append(type)
        appendVarint(sequence)
        return start
    }

    /// Completes the frame begun at `start`: stores the body length and the CRC32C of the
    /// length and body.
    ///
    /// - Throws: ``TraceError/recordTooLarge(bytes:limit:)``, after removing the frame.
    mutating func finishFrame(from start: Int) throws(TraceError) {
        let length = count - start - TraceFormat.frameHeaderLength
        guard length <= TraceFormat.maximumRecordLength else {
            removeSubrange(start...)
            throw .recordTooLarge(bytes: length, limit: TraceFormat.maximumRecordLength)
        }
        withUnsafeMutableBytes { bytes in
            bytes.storeBytes(of: UInt32(length).littleEndian, toByteOffset: start + 4, as: UInt32.self)
            let crc = CRC32C.checksum(UnsafeRawBufferPointer(rebasing: bytes[(start + 4)...]))
            bytes.storeBytes(of: crc.littleEndian, toByteOffset: start, as: UInt32.self)
        }
    }

    /// Appends a whole event record.
    ///
    /// - Throws: ``TraceError`` when the event cannot be encoded; nothing is appended then.
    mutating func appendEventRecord(_ event: NavigationEvent, sequence: UInt64) throws(TraceError) {
        let start = beginFrame(type: TraceFormat.RecordType.event.rawValue, sequence: sequence)
        do {
            try event.encode(into: &self)
        } catch {
            removeSubrange(start...)
            throw .unencodableEvent(problem: error)
        }
        try finishFrame(from: start)
    }
}
