// MARK: - Byte access with typed throws

extension [UInt8] {
    /// Calls `body` with the array's bytes, keeping the typed error that
    /// `withUnsafeBytes` would erase.
    func withBytes<Result>(
        _ body: (UnsafeRawBufferPointer) throws(TraceError) -> Result
    ) throws(TraceError) -> Result {
        let outcome: Swift.Result<Result, TraceError> = withUnsafeBytes { bytes in
            do throws(TraceError) {
                return .success(try body(bytes))
            } catch {
                return .failure(error)
            }
        }
        return try outcome.get()
    }

    /// Calls `body` with the array's mutable bytes, keeping the typed error that
    /// `withUnsafeMutableBytes` would erase.
    mutating func withMutableBytes<Result>(
        _ body: (UnsafeMutableRawBufferPointer) throws(TraceError) -> Result
    ) throws(TraceError) -> Result {
        let outcome: Swift.Result<Result, TraceError> = withUnsafeMutableBytes { bytes in
            do throws(TraceError) {
                return .success(try body(bytes))
            } catch {
                return .failure(error)
            }
        }
        return try outcome.get()
    }
}
