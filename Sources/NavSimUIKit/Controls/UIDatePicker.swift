import NavSimCore

/// A control for choosing a date and time.
///
/// A tap takes the date to choose as its argument, in ISO 8601 (`"2025-01-02T09:30:00Z"`;
/// the sample argument is a day after the date it shows): it sets ``date``, clamped to
/// ``minimumDate`` and ``maximumDate``, and sends `.valueChanged`, as a spin of its wheels
/// or a tap on its calendar that ends there does
/// (https://developer.apple.com/documentation/uikit/uidatepicker). A tap with no date, or
/// the date it shows, does nothing. Its name in traces is its `accessibilityIdentifier`,
/// else `datePicker`. It starts at the time it is made: the session's virtual clock.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// What the picker chooses.
    public enum Mode: Int, Sendable {
        case time = 0
        case date = 1
        case dateAndTime = 2
        case countDownTimer = 3
    }

    /// The date shown.
    open var date = Date()
    /// What the picker chooses.
    open var datePickerMode: UIDatePicker.Mode = .dateAndTime
    /// The style asked for; kept.
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic
    /// The earliest date a user can choose.
    open var minimumDate: Date?
    /// The latest date a user can choose.
    open var maximumDate: Date?
    /// The locale of the wheels; kept.
    open var locale: Locale?
    /// The interval of the minute wheel; kept.
    open var minuteInterval = 1

    /// Sets the date without sending actions.
    open func setDate(_ date: Date, animated: Bool) { self.date = date }

    override var controlName: String { ControlNaming.name(accessibilityIdentifier) ?? "datePicker" }

    override var tapEvents: UIControl.Event { [.valueChanged, .primaryActionTriggered] }

    /// A picker can be turned whenever it takes touches, with actions or not: the app may
    /// read its date later (a text field's input view read when Done is tapped).
    override var isTappable: Bool { acceptsTouches }

    override var sampleArguments: [JSONValue] {
        [.string(ISO8601DateFormatter().string(from: date.addingTimeInterval(24 * 60 * 60)))]
    }

    override func tap(argument: JSONValue) {
        guard acceptsTouches, case .string(let text) = argument,
            var chosen = ISO8601DateFormatter().date(from: text)
        else { return }
        if let minimumDate { chosen = max(chosen, minimumDate) }
        if let maximumDate { chosen = min(chosen, maximumDate) }
        guard chosen != date else { return }
        date = chosen
        sendActions(for: tapEvents)
    }
}

/// How a date picker looks.
public enum UIDatePickerStyle: Int, Sendable {
    case automatic = 0
    case wheels = 1
    case compact = 2
    case inline = 3
}
