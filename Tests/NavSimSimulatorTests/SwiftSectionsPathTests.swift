import CSwiftSections
import Testing

/// CSwiftSections answers the same on Linux's path (the linker's section symbols, `dladdr1`'s
/// link map, `/proc/self/exe`) and on the POSIX one (`dladdr`, argv[0], the section read from
/// the file), the one a build for another platform runs (docs/platforms.md).
@Suite struct SwiftSectionsPathTests {
    /// A class of this file, whose type descriptor the test binary's symbol table names.
    final class Marker {
        func stack() -> [UInt] {
            withUnsafeTemporaryAllocation(of: UnsafeMutableRawPointer?.self, capacity: 32) { buffer in
                let count = Int(navsim_return_addresses(buffer.baseAddress, 32))
                return buffer.prefix(count).map { UInt(bitPattern: $0) }
            }
        }
    }

    @Test func bothPathsFindTheSameProtocolRecords() {
        var linuxCount = 0
        var portableCount = 0
        let linux = navsim_protocol_records_on_path(&linuxCount, 0)
        let portable = navsim_protocol_records_on_path(&portableCount, 1)
        #expect(linuxCount > 0)
        #expect(portableCount == linuxCount)
        #expect(portable == linux)
    }

    @Test func bothPathsNameTheSameFunctions() throws {
        let addresses = Marker().stack().map { $0 - 1 }
        let linux = addresses.map { navsim_function_name_on_path($0, 0).map { String(cString: $0) } }
        let portable = addresses.map { navsim_function_name_on_path($0, 1).map { String(cString: $0) } }
        #expect(portable == linux)
        // The marker's method is on the stack, named by its mangled symbol (under a
        // sanitizer, its `backtrace` interceptor is innermost).
        #expect(linux.contains { $0?.hasPrefix("$s") == true && $0?.contains("6MarkerC5stack") == true })
    }

    @Test func bothPathsKnowWhichFileDefinesAType() throws {
        let names = Marker().stack().map {
            ($0 - 1, navsim_function_name_on_path($0 - 1, 0).map { String(cString: $0) })
        }
        let (code, symbol) = try #require(names.first { $0.1?.contains("6MarkerC") == true })
        let name = try #require(symbol)
        // The marker's descriptor: the method's symbol up to the class's kind, then `Mn`.
        let marker = try #require(name.range(of: "6MarkerC"))
        let descriptor = String(name[..<marker.upperBound]) + "Mn"
        #expect(navsim_defines_type_on_path(code, descriptor, 0) == 1)
        #expect(navsim_defines_type_on_path(code, descriptor, 1) == 1)
        #expect(navsim_defines_type_on_path(code, descriptor + "x", 1) == 0)
    }
}
