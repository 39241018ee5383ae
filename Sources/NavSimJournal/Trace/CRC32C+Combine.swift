// MARK: - Checksums of ranges from checksums of prefixes

extension CRC32C {
    /// The checksum of the bytes between two prefixes of the same data.
    ///
    /// CRC32C is linear over GF(2): for bytes `A` followed by `B`,
    /// `crc(A + B) == shift(crc(A), by: B.count) ^ crc(B)`. So from the checksums of the
    /// prefixes that end at `start` and at `end`, the checksum of the bytes between them
    /// costs two polynomial multiplications, whatever the distance.
    ///
    /// - Parameters:
    ///   - prefix: The checksum of the bytes before `start`.
    ///   - longerPrefix: The checksum of the bytes before `end`, from the same origin.
    ///   - count: `end - start`, the number of bytes between the two prefixes.
    /// - Returns: The checksum of the `count` bytes that follow the shorter prefix.
    static func checksum(between prefix: UInt32, and longerPrefix: UInt32, count: UInt64) -> UInt32 {
        longerPrefix ^ shift(prefix, by: count)
    }

    /// `crc` multiplied by x^(8·count) modulo the polynomial: what the register holds
    /// after `count` more zero bytes, without the initial and final inversion.
    static func shift(_ crc: UInt32, by count: UInt64) -> UInt32 {
        var value = crc
        var remaining = count
        let step = UInt64(powers.low.count * (powers.high.count - 1))
        while remaining >= step {
            value = multiply(value, powers.high[powers.high.count - 1])
            remaining -= step
        }
        let lowCount = UInt64(powers.low.count)
        value = multiply(value, powers.low[Int(remaining % lowCount)])
        return multiply(value, powers.high[Int(remaining / lowCount)])
    }

    /// The product of two polynomials modulo the Castagnoli polynomial, in the reflected
    /// bit order CRC32C uses (bit 31 holds the coefficient of x^0, bit 0 that of x^31).
    static func multiply(_ a: UInt32, _ b: UInt32) -> UInt32 {
        var product: UInt32 = 0
        var term = b  // b · x^i for the coefficient of a being looked at
        var mask: UInt32 = 1 << 31
        while mask != 0, a & (mask | (mask &- 1)) != 0 {
            if a & mask != 0 { product ^= term }
            term = term & 1 == 1 ? (term >> 1) ^ polynomial : term >> 1
            mask >>= 1
        }
        return product
    }

    /// x^(8·i) for i below 4096 (`low`), and x^(8·4096·j) for j up to 4096 (`high`), so a
    /// shift by up to 16 MiB + 4 KiB bytes costs two multiplications.
    static let powers: (low: [UInt32], high: [UInt32]) = {
        let one: UInt32 = 1 << 31
        var low = [one]
        for index in 1..<4096 {
            // Multiplying by x^8 is what one zero byte does to the register.
            let previous = low[index - 1]
            low.append(table[Int(previous & 0xFF)] ^ (previous >> 8))
        }
        let block = table[Int(low[4095] & 0xFF)] ^ (low[4095] >> 8)
        var high = [one]
        for index in 1...4096 { high.append(multiply(high[index - 1], block)) }
        return (low, high)
    }()
}
