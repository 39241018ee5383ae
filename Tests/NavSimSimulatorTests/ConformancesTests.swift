import Foundation
import Testing

@testable import NavSimSimulator

private protocol Probe {}
private protocol ClassProbe: AnyObject {}
private protocol Unadopted {}
private protocol Refined: Probe {}
private struct ViaRefined: Refined {}
private class ProbedBase: Refined {}
private final class ProbedLeaf: ProbedBase {}
private class Base: ClassProbe {}
private final class Derived: Base {}
private struct Adopting: Probe {}
private struct Plain {}
private enum Choice: Probe { case only }
private struct Box<Value> {}
extension Box: Probe where Value: Probe {}

/// ``Conformances`` says "cannot conform" only where the runtime says no: a type no
/// conformance record names, nor any of its superclasses; and "may" for every type the
/// runtime says conforms.
@Suite struct ConformancesTests {
    private static var types: [Any.Type] {
        [
            Adopting.self, ViaRefined.self, ProbedBase.self, ProbedLeaf.self, Plain.self, Choice.self, Base.self,
            Derived.self, Box<Adopting>.self, Box<Plain>.self,
            Int.self, String.self, [Int].self, [String: Plain].self, Int?.self, Plain?.self, (Int, Plain).self,
            (() -> Void).self, (any Probe).self, NSObject.self, NSString.self, Data.self, URL.self, AnyObject.self,
        ]
    }

    /// Each protocol, with the runtime's own answer (`type is any P.Type`).
    private static var protocols: [(existential: Any.Type, runtime: (Any.Type) -> Bool)] {
        [
            ((any Probe).self, { $0 is any Probe.Type }), ((any ClassProbe).self, { $0 is any ClassProbe.Type }),
            ((any Unadopted).self, { $0 is any Unadopted.Type }), ((any Hashable).self, { $0 is any Hashable.Type }),
            ((any Sequence).self, { $0 is any Sequence.Type }),
            ((any CustomStringConvertible).self, { $0 is any CustomStringConvertible.Type }),
            ((any Error).self, { $0 is any Error.Type }),
            ((any ObjectContainer).self, { $0 is any ObjectContainer.Type }),
        ]
    }

    @Test func everyTypeTheRuntimeSaysConformsMayConform() {
        var negatives = 0
        for type in Self.types {
            for (existential, runtime) in Self.protocols {
                let may = Conformances.mayConform(type, to: existential)
                if runtime(type) { #expect(may, "\(type) conforms to \(existential)") }
                if !may { negatives += 1 }
            }
        }
        #expect(negatives > 20, "the index rules out most pairs that do not conform")
    }

    @Test func aTypeNoRecordNamesCannotConform() {
        #expect(!Conformances.mayConform(Plain.self, to: (any Probe).self))
        #expect(!Conformances.mayConform(Int.self, to: (any Probe).self))
        #expect(!Conformances.mayConform(Adopting.self, to: (any Unadopted).self))
        #expect(!Conformances.mayConform(NSObject.self, to: (any ClassProbe).self))
        #expect(Conformances.mayConform(Adopting.self, to: (any Probe).self))
        #expect(Conformances.mayConform(Choice.self, to: (any Probe).self))
        // A conformance implied by a refined protocol's, and by a superclass's.
        #expect(Conformances.mayConform(ViaRefined.self, to: (any Probe).self))
        #expect(Conformances.mayConform(ProbedLeaf.self, to: (any Probe).self))
        // A superclass's conformance; a conditional one, which the runtime then decides.
        #expect(Conformances.mayConform(Derived.self, to: (any ClassProbe).self))
        #expect(Conformances.mayConform(Box<Plain>.self, to: (any Probe).self))
        // No descriptor to look up: a tuple, a function, an existential.
        #expect(Conformances.mayConform((Int, Plain).self, to: (any Probe).self))
        #expect(Conformances.mayConform((() -> Void).self, to: (any Probe).self))
        #expect(Conformances.mayConform((any Probe).self, to: (any Unadopted).self))
        // Not an existential of one protocol: no protocol to index.
        #expect(Conformances.mayConform(Plain.self, to: Any.self))
        #expect(Conformances.mayConform(Plain.self, to: (any Probe & Unadopted).self))
    }
}
