import Foundation
import NavSimNetworking
import Testing

/// `NavSimAnyObject`, what the port writes where iOS code subscripts an `AnyObject`
/// (phamvantien142/RecipeFood reads its JSON so).
struct AnyObjectSubscriptTests {
    private let json = Data(#"{"Key": 3, "Value": [{"Id": 7, "Name": "Pho"}]}"#.utf8)

    /// JSONSerialization's mutable containers are Foundation's classes on Linux too.
    @Test func foundationsContainersAreReadByKeyAndIndex() throws {
        let message = try JSONSerialization.jsonObject(with: json, options: .mutableContainers) as AnyObject

        #expect((NavSimAnyObject(message)["Key"] as AnyObject? as? Int) == 3)
        #expect(NavSimAnyObject(message)["Missing"] == nil)
        let rows = try #require(NavSimAnyObject(message)["Value"] as? NSMutableArray)
        var names: [String] = []
        for row in rows as [AnyObject] {
            names.append((NavSimAnyObject(row)["Name"] as AnyObject? as? String) ?? "")
        }
        #expect(names == ["Pho"])
        #expect((NavSimAnyObject(NavSimAnyObject(rows)[0])["Id"] as AnyObject? as? Int) == 7)
    }

    /// Without `.mutableContainers`, iOS's containers are immutable.
    @Test func immutableContainersHoldImmutableOnes() throws {
        let message = try JSONSerialization.jsonObject(with: json, options: []) as AnyObject

        #expect(NavSimAnyObject(message)["Value"] is NSArray)
        #expect(!(NavSimAnyObject(message)["Value"] is NSMutableArray))
    }

    @Test func swiftsDictionariesAndArraysAreReadToo() {
        let message = ["Key": 3, "Value": [["Id": 7]]] as [String: Any] as AnyObject
        let rows = [["Id": 7]] as [Any] as AnyObject

        #expect((NavSimAnyObject(message)["Key"] as AnyObject? as? Int) == 3)
        #expect((NavSimAnyObject(NavSimAnyObject(rows)[0])["Id"] as AnyObject? as? Int) == 7)
    }

    /// `delay.doubleValue` on an `AnyObject` (RecipeFood's GIF frames): a number's or a
    /// string's value, as `NSNumber` and `NSString` answer.
    @Test func numbersAndStringsGiveTheirValues() {
        #expect(NavSimAnyObject(NSNumber(value: 0.25)).doubleValue == 0.25)
        #expect(NavSimAnyObject(NSNumber(value: 3)).integerValue == 3)
        #expect(NavSimAnyObject("2.5" as NSString).doubleValue == 2.5)
        #expect(NavSimAnyObject("x" as NSString).intValue == 0)
        #expect(NavSimAnyObject(NSNumber(value: true)).boolValue)
        #expect(NavSimAnyObject(NSNumber(value: 7)).stringValue == "7")
    }
}
