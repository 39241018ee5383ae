public import Foundation

extension AttributeScopes {
    /// UIKit's attributes of an `AttributedString`, as `AttributeScopes.UIKitAttributes` on
    /// iOS, so `container.font = …` and `text.foregroundColor` build, and NavSim reads them back
    /// (it draws no text). Their names are the `NSAttributedString.Key` raw values, as in UIKit.
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }

    /// UIKit's attributes, with Foundation's.
    public struct UIKitAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let kern: KernAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let strokeColor: StrokeColorAttribute
        public let strokeWidth: StrokeWidthAttribute
        public let foundation: AttributeScopes.FoundationAttributes

        /// The `UIFont` of the text.
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = UIFont
            public static let name = NSAttributedString.Key.font.rawValue
        }
        /// The `UIColor` of the text.
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.foregroundColor.rawValue
        }
        /// The `UIColor` behind the text.
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.backgroundColor.rawValue
        }
        /// The letter spacing, in points.
        public enum KernAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.kern.rawValue
        }
        /// The offset from the baseline, in points.
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.baselineOffset.rawValue
        }
        /// How the text is underlined.
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = NSUnderlineStyle
            public static let name = NSAttributedString.Key.underlineStyle.rawValue
        }
        /// How a line goes through the text.
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = NSUnderlineStyle
            public static let name = NSAttributedString.Key.strikethroughStyle.rawValue
        }
        /// The `UIColor` of the outline.
        public enum StrokeColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.strokeColor.rawValue
        }
        /// The width of the outline, in percent of the font size.
        public enum StrokeWidthAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.strokeWidth.rawValue
        }
    }
}

extension AttributeDynamicLookup {
    /// UIKit's attributes by name: `container.font`, `text.foregroundColor`.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}
