import Testing

@testable import NavSimSimulator

/// The address table answers as a dictionary keyed by the same addresses would, through
/// growth and emptying.
@Suite struct AddressTableTests {
    final class Object {}

    @Test func answersAsADictionaryWould() {
        let objects = (0..<100).map { _ in Object() }
        let keys = objects.map { UInt(bitPattern: ObjectIdentifier($0)) }
        var table = AddressTable()
        var dictionary: [UInt: Int] = [:]
        #expect(table.number(of: keys[0]) == nil, "an empty table holds nothing")
        for (index, key) in keys.enumerated() {
            let added = table.insert(key, number: index)
            dictionary[key] = index
            let addedAgain = table.insert(key, number: -1)
            #expect(added && !addedAgain, "a second insert adds nothing")
        }
        #expect(table.count == 100)
        for key in keys.prefix(10) {
            table.set(1_000, of: key)
            dictionary[key] = 1_000
        }
        for key in keys { #expect(table.number(of: key) == dictionary[key]) }
        table.removeAll()
        #expect(table.count == 0)
        for key in keys { #expect(table.number(of: key) == nil) }
        table.set(5, of: keys[3])
        #expect(table.number(of: keys[3]) == 5 && table.count == 1, "a table emptied takes addresses again")
    }
}
