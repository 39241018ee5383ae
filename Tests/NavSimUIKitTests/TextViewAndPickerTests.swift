import Foundation
import NavSimCore
import Testing

@testable import NavSimUIKit

/// Text views, date pickers and toolbars: the controls of a form that the first ports of
/// real apps met (ToDoList's new-task screen).
@Suite @MainActor struct TextViewAndPickerTests {
    /// A text view that is its own delegate, as apps write a placeholder: it logs what it is
    /// asked and may refuse.
    final class NoteView: UITextView, UITextViewDelegate {
        let log: Log
        var allowsChange = true
        init(log: Log) {
            self.log = log
            super.init(frame: .zero)
            delegate = self
        }
        required init?(coder: NSCoder) { nil }

        func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
            log.append("shouldBegin")
            return true
        }
        func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin \(textView.text ?? "")") }
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            log.append("shouldChange \(range.location) \(range.length) \(text)")
            return allowsChange
        }
        func textViewDidChange(_ textView: UITextView) { log.append("didChange \(textView.text ?? "")") }
        func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd") }
    }

    @Test func typingIntoATextViewReplacesItsTextWithTheDelegatesSayAtEachStep() {
        withSession {
            let log = Log()
            let view = UIView()
            let note = NoteView(log: log)
            view.addSubview(note)
            note.attributedText = NSAttributedString(string: "Description")
            #expect(note.text == "Description")
            var controls: [any TappableControl] = []
            view.collectControls(into: &controls)
            #expect(controls.map(\.controlName) == ["textView"])
            #expect(note.sampleArguments == ["Text", ""])

            note.tap(argument: "Buy milk")
            note.allowsChange = false
            note.tap(argument: "Buy eggs")
            note.tap(argument: .null)

            #expect(
                log.entries == [
                    "shouldBegin", "didBegin Description", "shouldChange 0 11 Buy milk", "didChange Buy milk", "didEnd",
                    "shouldBegin", "didBegin Buy milk", "shouldChange 0 8 Buy eggs", "didEnd",
                ])
            #expect(note.text == "Buy milk")
            note.isEditable = false
            #expect(!note.isTappable)
        }
    }

    @Test func aDatePickerChoosesTheArgumentsDateClampedAndSendsValueChanged() throws {
        try withSession {
            let picker = UIDatePicker(frame: .zero)
            let start = try #require(ISO8601DateFormatter().date(from: "2025-01-01T00:00:00Z"))
            picker.date = start
            picker.maximumDate = start.addingTimeInterval(2 * 24 * 60 * 60)
            picker.datePickerMode = .date
            picker.preferredDatePickerStyle = .wheels
            var dates: [String] = []
            picker.addAction(
                UIAction { [unowned picker] _ in dates.append(ISO8601DateFormatter().string(from: picker.date)) },
                for: .valueChanged)
            #expect(picker.controlName == "datePicker")
            #expect(picker.sampleArguments == ["2025-01-02T00:00:00Z"])

            picker.tap(argument: "2025-01-02T00:00:00Z")
            picker.tap(argument: "2025-01-02T00:00:00Z")
            picker.tap(argument: "2025-03-01T00:00:00Z")
            picker.tap(argument: "not a date")
            picker.tap(argument: .null)

            #expect(dates == ["2025-01-02T00:00:00Z", "2025-01-03T00:00:00Z"], "the same date, or none, sends nothing")
        }
    }

    @Test func aToolbarsItemsAreTappedWhereverTheBarIs() {
        withSession {
            let log = Log()
            let view = UIView()
            let toolbar = UIToolbar(frame: .zero)
            view.addSubview(toolbar)
            toolbar.setItems(
                [
                    UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
                    UIBarButtonItem(title: "Done", primaryAction: log.action("done")),
                ], animated: true)
            var controls: [any TappableControl] = []
            view.collectControls(into: &controls)
            #expect(controls.map(\.controlName) == ["Done"])
            controls.first?.tap(argument: .null)
            #expect(log.entries == ["done"])
            toolbar.isHidden = true
            controls = []
            view.collectControls(into: &controls)
            #expect(controls.isEmpty)
        }
    }

    /// A date field as ToDoList makes it: a wheel date picker instead of the keyboard and a
    /// toolbar with Done above it, shown while the field is the first responder.
    @Test func aFieldsInputViewsAreItsScreensControlsWhileItIsTheFirstResponder() throws {
        let log = Log()
        var fields: (date: UITextField, title: UITextField, root: UIViewController)?
        let (session, _) = try launched { _, _, root in
            let date = UITextField()
            date.placeholder = "Date"
            let picker = UIDatePicker(frame: .zero)
            picker.date = ISO8601DateFormatter().date(from: "2025-01-01T00:00:00Z") ?? Date()
            date.inputView = picker
            let toolbar = UIToolbar(frame: .zero)
            toolbar.setItems(
                [
                    UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
                    UIBarButtonItem(
                        title: "Done",
                        primaryAction: UIAction { [unowned picker] _ in
                            log.append("done \(ISO8601DateFormatter().string(from: picker.date))")
                        }),
                ], animated: true)
            date.inputAccessoryView = toolbar
            let title = UITextField()
            title.placeholder = "Title"
            root.view.addSubview(date)
            root.view.addSubview(title)
            fields = (date, title, root)
        }
        let (date, title, root) = try #require(fields)
        #expect(root.controlNames == ["Date", "Title"])
        #expect(root.sampleArguments(ofControl: "Date") == [.null, "Date", ""], "a plain tap shows the picker")
        #expect(root.sampleArguments(ofControl: "Title") == ["Title", ""])

        try session.tap("Date")
        #expect(date.isFirstResponder)
        #expect(root.controlNames == ["Date", "Done", "datePicker", "Title"])
        try session.tap("datePicker", argument: "2025-01-02T00:00:00Z")
        try session.tap("Done")
        #expect(log.entries == ["done 2025-01-02T00:00:00Z"])

        try session.tap("Title", argument: "Buy milk")
        #expect(!date.isFirstResponder && !title.isFirstResponder, "typing took the first responder and left it")
        #expect(root.controlNames == ["Date", "Title"])
    }

    @Test func appearancesBackgroundsParagraphsBlursAndGradientsAreKept() {
        withSession {
            let appearance = UITabBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.stackedLayoutAppearance.selected.iconColor = .red
            appearance.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
            let tabBar = UITabBarController().tabBar
            tabBar.standardAppearance = appearance
            tabBar.scrollEdgeAppearance = appearance
            #expect(tabBar.standardAppearance.stackedLayoutAppearance.selected.iconColor == .red)
            #expect(tabBar.scrollEdgeAppearance === appearance)

            var configuration = UIButton.Configuration.filled()
            configuration.background.backgroundColor = .blue
            configuration.background.cornerRadius = 10
            configuration.imagePlacement = .top
            #expect(configuration.background.cornerRadius == 10 && configuration.imagePlacement == .top)
            let paragraph = NSMutableParagraphStyle()
            paragraph.alignment = .center
            let text = NSAttributedString(string: "Done", attributes: [.paragraphStyle: paragraph])
            #expect(
                (text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)?.alignment == .center
            )

            let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterialLight))
            #expect(blur.subviews == [blur.contentView])
            #expect((blur.effect as? UIBlurEffect)?.style == .systemMaterialLight)

            let layer = CALayer()
            let gradient = CAGradientLayer()
            gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
            gradient.frame = CGRect(x: 0, y: 0, width: 10, height: 20)
            let top = CALayer()
            layer.addSublayer(top)
            layer.insertSublayer(gradient, at: 0)
            #expect(layer.sublayers == [gradient, top])
            #expect(gradient.superlayer === layer)
            gradient.removeFromSuperlayer()
            #expect(layer.sublayers == [top] && gradient.superlayer == nil)
        }
    }
}
