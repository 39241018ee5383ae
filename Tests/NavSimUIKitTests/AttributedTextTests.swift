import Foundation
import NavSimCore
import Testing

@testable import NavSimUIKit

/// Styled text as ToDoList writes it: `AttributedString` made from a dictionary of UIKit
/// attributes for its buttons' configurations, and labels and fields whose text is set
/// styled and read plain.
@Suite @MainActor struct AttributedTextTests {
    @Test func aContainerFromADictionaryKeepsUIKitsAttributesReadableByName() throws {
        let font = UIFont.systemFont(ofSize: 16)
        let container = AttributeContainer([
            .font: font, .foregroundColor: UIColor.white, .backgroundColor: UIColor.black, .kern: 1.5,
            .baselineOffset: 2, .underlineStyle: NSUnderlineStyle.single.rawValue,
            .strikethroughStyle: NSUnderlineStyle.double, .strokeColor: UIColor.red, .strokeWidth: Float(3),
            .link: "https://example.com/terms", NSAttributedString.Key("NavSimUnknown"): 1,
            .paragraphStyle: NSParagraphStyle(),
        ])
        #expect(container.font === font)
        #expect(container.foregroundColor == .white)
        #expect(container.backgroundColor == .black)
        #expect(container.kern == 1.5)
        #expect(container.baselineOffset == 2)
        #expect(container.underlineStyle == .single)
        #expect(container.strikethroughStyle == .double)
        #expect(container.strokeColor == .red)
        #expect(container.strokeWidth == 3)
        #expect(container.link == URL(string: "https://example.com/terms"))

        let title = AttributedString("Create", attributes: container)
        #expect(String(title.characters) == "Create")
        #expect(title.runs.count == 1)
        #expect(title.font === font && title.foregroundColor == .white)
        #expect(
            AttributeContainer([.font: "not a font", .foregroundColor: UIColor.white])
                == {
                    var expected = AttributeContainer()
                    expected.foregroundColor = .white
                    return expected
                }(), "a value of another type is left out")
    }

    @Test func aConfigurationsStyledTitleIsItsTitleAndNamesTheButton() {
        withSession {
            let button = UIButton()
            var configuration = UIButton.Configuration.plain()
            configuration.title = "plain"
            configuration.attributedTitle = AttributedString(
                "Cancel", attributes: AttributeContainer([.font: UIFont.systemFont(ofSize: 16)]))
            button.configuration = configuration
            #expect(button.controlName == "Cancel")
            #expect(button.titleLabel?.text == "Cancel")
            #expect(button.configuration?.title == "Cancel")
            button.configuration?.title = "Close"
            #expect(button.configuration?.attributedTitle == AttributedString("Close"), "unstyled")
            button.configuration?.attributedTitle = nil
            #expect(button.configuration?.title == nil && button.controlName == "button")
        }
    }

    @Test func styledTextSetsThePlainTextAndPlainTextReplacesTheStyle() {
        withSession {
            let label = UILabel()
            label.font = .systemFont(ofSize: 20)
            label.attributedText = NSAttributedString(string: "DO IT", attributes: [.foregroundColor: UIColor.red])
            #expect(label.text == "DO IT")
            #expect(label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .red)
            label.text = "Done"
            #expect(label.attributedText?.string == "Done")
            #expect(label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) == nil)
            #expect(label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont === label.font)
            label.attributedText = nil
            #expect(label.text == nil && label.attributedText == nil)

            let field = UITextField()
            field.attributedText = NSAttributedString(string: "24/12/2024", attributes: [.foregroundColor: UIColor.red])
            #expect(field.text == "24/12/2024")
            field.text = "25/12/2024"
            #expect(field.attributedText?.string == "25/12/2024")
            #expect(field.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) == nil)
        }
    }

    /// A field whose app sets only its styled placeholder is named by it, as one with a plain
    /// placeholder is: each sets the other, as in UIKit.
    @Test func aStyledPlaceholderIsThePlaceholderAndNamesTheField() {
        withSession {
            let field = UITextField()
            #expect(field.attributedPlaceholder == nil && field.controlName == "textField")
            field.attributedPlaceholder = NSAttributedString(
                string: "Email", attributes: [.foregroundColor: UIColor.lightGray])
            #expect(field.placeholder == "Email")
            #expect(field.controlName == "Email")
            #expect(field.sampleArguments == ["Email", ""])
            #expect(
                field.attributedPlaceholder?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
                    == .lightGray)
            field.placeholder = "Password"
            #expect(field.attributedPlaceholder?.string == "Password")
            #expect(field.attributedPlaceholder?.attribute(.foregroundColor, at: 0, effectiveRange: nil) == nil)
            field.attributedPlaceholder = nil
            #expect(field.placeholder == nil && field.controlName == "textField")
        }
    }
}
