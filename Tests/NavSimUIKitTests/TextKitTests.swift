import Foundation
import NavSimCore
import Testing

@testable import NavSimUIKit

/// TextKit as apps use it to find the character a tap lands on in a label (ToDoList's
/// "sign up" link), over NavSim's inferred text layout.
@Suite @MainActor struct TextKitTests {
    /// ToDoList's recognizer: whether the tap is on `range` of the label's text, found with
    /// TextKit as the app writes it (the text centred in the label).
    final class RangeRecognizer: UITapGestureRecognizer {
        func tapped(in label: UILabel, range: NSRange) -> Bool {
            let layoutManager = NSLayoutManager()
            let textContainer = NSTextContainer(size: CGSize.zero)
            let textStorage = NSTextStorage(attributedString: label.attributedText!)
            layoutManager.addTextContainer(textContainer)
            textStorage.addLayoutManager(layoutManager)
            textContainer.lineFragmentPadding = 0.0
            textContainer.lineBreakMode = label.lineBreakMode
            textContainer.maximumNumberOfLines = label.numberOfLines
            let labelSize = label.bounds.size
            textContainer.size = labelSize
            let touch = location(in: label)
            let box = layoutManager.usedRect(for: textContainer)
            let offset = CGPoint(
                x: (labelSize.width - box.size.width) * 0.5 - box.origin.x,
                y: (labelSize.height - box.size.height) * 0.5 - box.origin.y)
            let index = layoutManager.characterIndex(
                for: CGPoint(x: touch.x - offset.x, y: touch.y - offset.y), in: textContainer,
                fractionOfDistanceBetweenInsertionPoints: nil)
            return NSLocationInRange(index, range)
        }
    }

    /// The label's target, logging whether each tap was on "sign up".
    final class Form: UIView {
        let log = Log()
        func tappedLabel(_ gesture: RangeRecognizer) {
            guard let label = gesture.view as? UILabel, let text = label.text else { return }
            log.append(gesture.tapped(in: label, range: (text as NSString).range(of: "sign up")) ? "sign up" : "missed")
        }
    }

    /// "Don't have an account? sign up" in 14-point text, "sign up" in red, centred.
    private static func linkText() -> NSAttributedString {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        let text = NSMutableAttributedString(
            string: "Don't have an account? sign up",
            attributes: [.font: UIFont.systemFont(ofSize: 14), .paragraphStyle: style])
        text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 23, length: 7))
        return text
    }

    @Test func theLayoutManagerPlacesCharactersAsNavSimMeasuresText() {
        let storage = NSTextStorage(attributedString: Self.linkText())
        let manager = NSLayoutManager()
        let container = NSTextContainer(size: .zero)
        container.lineFragmentPadding = 0
        manager.addTextContainer(container)
        storage.addLayoutManager(manager)
        #expect(manager.textStorage === storage && container.layoutManager === manager)
        #expect(storage.layoutManagers.count == 1 && manager.textContainers.count == 1)

        #expect(
            manager.usedRect(for: container) == CGRect(x: 0, y: 0, width: 210, height: 16.8), "7 points a character")
        var fraction: CGFloat = 1
        #expect(
            manager.characterIndex(
                for: CGPoint(x: 162, y: 8), in: container, fractionOfDistanceBetweenInsertionPoints: &fraction) == 23)
        #expect(fraction == 0)
        #expect(
            manager.characterIndex(
                for: CGPoint(x: -5, y: -5), in: container, fractionOfDistanceBetweenInsertionPoints: nil) == 0)
        #expect(
            manager.characterIndex(
                for: CGPoint(x: 900, y: 90), in: container, fractionOfDistanceBetweenInsertionPoints: nil) == 29)
        #expect(
            manager.boundingRect(forGlyphRange: NSRange(location: 23, length: 7), in: container)
                == CGRect(x: 161, y: 0, width: 49, height: 16.8))

        container.size = CGSize(width: 70, height: 0)
        container.maximumNumberOfLines = 2
        #expect(manager.usedRect(for: container) == CGRect(x: 0, y: 0, width: 70, height: 33.6), "10 a line, 2 lines")
        #expect(
            manager.characterIndex(
                for: CGPoint(x: 3, y: 20), in: container, fractionOfDistanceBetweenInsertionPoints: nil) == 10)
    }

    @Test func aTapOnALabelIsAimedAtEachStyledPartOfItsTextWhereTextKitFindsIt() {
        withSession {
            let form = Form()
            let label = UILabel()
            label.attributedText = Self.linkText()
            label.isUserInteractionEnabled = true
            form.addSubview(label)
            let recognizer = RangeRecognizer(
                target: form, action: Selector(navSimPort: "tappedLabel(_:)", Form.tappedLabel(_:)))
            label.addGestureRecognizer(recognizer)
            #expect(recognizer.sampleArguments == ["Don't have an account?", "sign up"])

            recognizer.tap(argument: "sign up")
            recognizer.tap(argument: "Don't have an account?")
            recognizer.tap(argument: .null)
            #expect(form.log.entries == ["sign up", "missed", "missed"])
            #expect(recognizer.location(in: label) == .zero, "only while the tap is recognized")

            label.text = "Plain"
            #expect(recognizer.sampleArguments == [.null], "text of one style")
        }
    }
}
