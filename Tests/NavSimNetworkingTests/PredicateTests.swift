import Foundation
import NavSimCore
import NavSimNetworking
import NavSimSimulator
import NavSimUIKit
import Testing

/// `NSPredicate(format:)` as apps validate input with it (ToDoList's sign-up form), which
/// Linux's Foundation cannot parse.
@Suite @MainActor struct PredicateTests {
    /// A value with stored properties, as a key path on the left reads them.
    struct User {
        let email: String
        let age: Int
        let account: Account
    }
    struct Account {
        let id: UUID
    }

    @Test func selfMatchesARegularExpressionOverTheWholeString() {
        let email = "^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$"
        let results = ["ada@example.com", "ada@example", "x ada@example.com", ""].map {
            NSPredicate(format: "SELF MATCHES %@", email).evaluate(with: $0)
        }
        #expect(results == [true, false, false, false])
        #expect(NSPredicate(format: "SELF MATCHES %@", "^.{6,}$").evaluate(with: "secret"))
        #expect(!NSPredicate(format: "SELF MATCHES %@", "^.{6,}$").evaluate(with: "short"))
        #expect(!NSPredicate(format: "SELF MATCHES %@", "[a-z]+").evaluate(with: "abc1"), "the whole string")
        #expect(NSPredicate(format: "SELF MATCHES[c] %@", "[a-z]+").evaluate(with: "ABC"))
        #expect(!NSPredicate(format: "SELF MATCHES %@", "[a-z]+").evaluate(with: 42), "not a string")
    }

    @Test func stringOperatorsTakeTheCaseAndDiacriticOptions() {
        let cases: [(String, Any, Bool)] = [
            ("SELF CONTAINS[c] %@", "ADA", true), ("SELF CONTAINS %@", "ADA", false),
            ("SELF BEGINSWITH %@", "Ad", true), ("SELF BEGINSWITH %@", "da", false),
            ("SELF ENDSWITH 'ce'", "", true), ("SELF ENDSWITH[cd] \"CÉ\"", "", true),
            ("SELF LIKE 'A*a?e'", "", true), ("SELF LIKE[c] 'a*'", "", true), ("SELF LIKE 'a*'", "", false),
        ]
        for (format, argument, expected) in cases {
            #expect(NSPredicate(format: format, argument).evaluate(with: "Ada Lovelace") == expected, "\(format)")
        }
    }

    @Test func comparisonsReadKeyPathsNumbersAndEquatableValues() {
        let id = UUID()
        let user = User(email: "ada@example.com", age: 36, account: Account(id: id))
        let cases: [(NSPredicate, Bool)] = [
            (NSPredicate(format: "email = %@", "ada@example.com"), true),
            (NSPredicate(format: "email == %@", "bob@example.com"), false),
            (NSPredicate(format: "email ==[c] %@", "ADA@example.com"), true),
            (NSPredicate(format: "account.id = %@", id), true),
            (NSPredicate(format: "account.id != %@", UUID()), true),
            (NSPredicate(format: "%K >= %d", "age", 36), true),
            (NSPredicate(format: "age < 36"), false),
            (NSPredicate(format: "age > 35.5"), true),
            (NSPredicate(format: "age <= %@", 40), true),
            (NSPredicate(format: "missing == nil"), true),
        ]
        #expect(cases.map { $0.0.evaluate(with: user) } == cases.map { $0.1 })
        #expect(NSPredicate(format: "SELF == %@", 3).evaluate(with: 3.0))
        #expect(NSPredicate(format: "SELF == TRUE").evaluate(with: true))
        let both = NSCompoundPredicate(andPredicateWithSubpredicates: [
            NSPredicate(format: "SELF BEGINSWITH %@", "Ada"), NSPredicate(format: "SELF ENDSWITH %@", "lace"),
        ])
        #expect(both.evaluate(with: "Ada Lovelace") && !both.evaluate(with: "Ada Byron"), "Foundation's own predicates")
    }

    @Test func aFormatNavSimCannotReadIsTheSessionsRecordedCrashAndIsFalse() throws {
        let events = NewEvents()
        let session = Session(app: NavSimApp(), sink: events.log)
        try session.launch()
        _ = events.take()
        let predicates = session.runtime.asCurrent {
            [
                NSPredicate(format: "name IN %@", ["Ada"]),
                NSPredicate(format: "SELF MATCHES %@", "(unclosed"),
            ]
        }
        #expect(predicates.map { $0.evaluate(with: "Ada") } == [false, false])
        #expect(
            events.take() == [
                "crashed in app: NSPredicate(format: \"name IN %@\"): NavSim does not read the operator IN "
                    + "(NavSim reads one comparison: docs/uikit.md)"
            ], "the session records its first crash only")
    }
}
