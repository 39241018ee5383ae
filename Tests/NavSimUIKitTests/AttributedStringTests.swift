import Foundation
import NavSimUIKit
import Testing

/// Attributed strings styled with UIKit's text attributes, as view models build them.
@Suite @MainActor struct AttributedStringTests {
    @Test func uikitAttributesKeepUIKitsRawValuesAndTheirValues() throws {
        let font = UIFont.boldSystemFont(ofSize: 14)
        let attributes: [NSAttributedString.Key: Any] = [
            .foregroundColor: UIColor.orange, .font: font, .underlineStyle: NSUnderlineStyle.single.rawValue,
        ]
        let text = NSMutableAttributedString(string: "3 payments", attributes: attributes)
        text.append(NSAttributedString(string: " due", attributes: [.kern: 1.5]))

        #expect(NSAttributedString.Key.font.rawValue == "NSFont")
        #expect(NSAttributedString.Key.foregroundColor.rawValue == "NSColor")
        #expect(text.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == font)
        #expect(text.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .orange)
        #expect(text.attribute(.underlineStyle, at: 0, effectiveRange: nil) as? Int == 1)
        #expect(text.attribute(.font, at: 11, effectiveRange: nil) == nil)
        let label = withSession { UILabel() }
        label.attributedText = text
        #expect(label.attributedText?.string == "3 payments due")
    }
}
