public import Foundation

extension AttributeContainer {
    /// The attributes of an `NSAttributedString` dictionary (`[.font: …, .foregroundColor: …]`),
    /// as iOS's `AttributeContainer.init(_:)` makes them
    /// (https://developer.apple.com/documentation/foundation/attributecontainer/init(_:)):
    /// UIKit's attributes (``AttributeScopes/UIKitAttributes``) and Foundation's link. Linux's
    /// Foundation has no such initializer. A key NavSim does not know, or a value of another
    /// type than UIKit's, is left out.
    public init(_ dictionary: [NSAttributedString.Key: Any]) {
        self.init()
        for (key, value) in dictionary { Self.setters[key]?(&self, value) }
    }

    private typealias UIKit = AttributeScopes.UIKitAttributes

    /// How each known key's value goes into a container.
    private static let setters: [NSAttributedString.Key: @Sendable (inout AttributeContainer, Any) -> Void] = [
        .font: setter(UIKit.FontAttribute.self) { $0 as? UIFont },
        .foregroundColor: setter(UIKit.ForegroundColorAttribute.self) { $0 as? UIColor },
        .backgroundColor: setter(UIKit.BackgroundColorAttribute.self) { $0 as? UIColor },
        .strokeColor: setter(UIKit.StrokeColorAttribute.self) { $0 as? UIColor },
        .kern: setter(UIKit.KernAttribute.self, number),
        .baselineOffset: setter(UIKit.BaselineOffsetAttribute.self, number),
        .strokeWidth: setter(UIKit.StrokeWidthAttribute.self, number),
        .underlineStyle: setter(UIKit.UnderlineStyleAttribute.self, lineStyle),
        .strikethroughStyle: setter(UIKit.StrikethroughStyleAttribute.self, lineStyle),
        .link: setter(AttributeScopes.FoundationAttributes.LinkAttribute.self) {
            $0 as? URL ?? ($0 as? String).flatMap(URL.init(string:))
        },
    ]

    private static func setter<Key: AttributedStringKey>(
        _ key: Key.Type, _ convert: @escaping @Sendable (Any) -> Key.Value?
    ) -> @Sendable (inout AttributeContainer, Any) -> Void where Key.Value: Sendable {
        { container, value in
            if let converted = convert(value) { container[Key.self] = converted }
        }
    }

    /// A number as the dictionary holds it: any of Swift's number types.
    @Sendable private static func number(_ value: Any) -> CGFloat? {
        switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as Float: CGFloat(value)
        default: nil
        }
    }

    /// A line style as the dictionary holds it: `NSUnderlineStyle.single.rawValue`, or the style.
    @Sendable private static func lineStyle(_ value: Any) -> NSUnderlineStyle? {
        (value as? Int).map(NSUnderlineStyle.init(rawValue:)) ?? value as? NSUnderlineStyle
    }
}
