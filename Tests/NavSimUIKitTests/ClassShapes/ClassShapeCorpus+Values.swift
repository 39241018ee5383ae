import Foundation
import NavSimCore
import NavSimUIKit

/// Values a view model records: Swift strings of every representation, SIMD vectors and
/// numbers of every width.
extension ClassShapeCorpus {
    static let longText = String(repeating: "long ", count: 20)

    final class StringsViewModel {
        var empty = ""
        var small = "abc"
        var smallUnicode = "é"
        var literal = "a literal longer than fifteen bytes"
        var native = longText
        var bridged = String(NSString(string: "from NSString"))
        var decoded = String(decoding: Data("décodé".utf8), as: UTF8.self)
        var substring = String("prefix-suffix".dropFirst(7))
        var emoji = "👩‍👩‍👧 e\u{301}"
        var character: Character = "x"
        var optional: String? = "some"
        var shared = NSMutableString(string: "mutable") as String
    }

    final class NumbersViewModel {
        var position = SIMD2<Float>(1, 2)
        var color = SIMD4<Int32>(1, 2, 3, 4)
        var scale: CGFloat = 2.5
        var offset: Int32 = -3
        var byte: UInt8 = 255
        var total: UInt64 = 1 << 40
    }

    static let values: [ClassShape] = [
        ClassShape(
            "strings of every representation", tree: held(by: "ParentCoordinator"),
            state: [
                "empty": "", "small": "abc", "smallUnicode": "é", "literal": "a literal longer than fifteen bytes",
                "native": .string(longText), "bridged": "from NSString", "decoded": "décodé", "substring": "suffix",
                "emoji": "👩‍👩‍👧 e\u{301}", "character": "x", "optional": "some", "shared": "mutable",
            ]
        ) {
            let child = ChildCoordinator()
            let root = ParentCoordinator()
            root.children = [child]
            return (root, screen(StringsViewModel(), ownedBy: child))
        },
        ClassShape(
            "SIMD vectors and numbers of every width", tree: held(by: "ParentCoordinator"),
            state: [
                "position": [1, 2], "color": [1, 2, 3, 4], "scale": 2.5, "offset": -3, "byte": 255,
                "total": 1_099_511_627_776,
            ]
        ) {
            let child = ChildCoordinator()
            let root = ParentCoordinator()
            root.children = [child]
            return (root, screen(NumbersViewModel(), ownedBy: child))
        },
    ]
}
