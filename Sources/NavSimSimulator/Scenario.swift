public import NavSimCore

/// A scripted session: which app to run and the inputs to give it, by screen and action
/// name. Scenario files are JSON; see `docs/scenarios.md`.
///
/// ```json
/// {
///   "app": "children", "variant": "notStored",
///   "summary": "The child is never stored: Add's next button does nothing.",
///   "inputs": [
///     {"tap": "add", "on": "Main"},
///     {"tap": "next", "on": "Add"},
///     {"back": "swipe"}
///   ]
/// }
/// ```
public struct Scenario: Hashable, Sendable {
    /// The app to run, by the name it is declared with (or a built-in example's).
    public var app: String
    /// Its variant; `nil` for the default.
    public var variant: String?
    /// What the scenario shows, in a sentence or two.
    public var summary: String
    /// The link the system launches the app with (`"launch": {"open": "…"}` or
    /// `{"shortcut": "…"}`); `nil` for a plain launch.
    public var launch: AppLink?
    /// The inputs after launch, in order.
    public var inputs: [Step]

    /// Creates a scenario.
    public init(app: String, variant: String?, summary: String, launch: AppLink? = nil, inputs: [Step]) {
        self.app = app
        self.variant = variant
        self.summary = summary
        self.launch = launch
        self.inputs = inputs
    }

    /// The app to run (the key was `"example"` before `"app"`).
    @available(*, deprecated, renamed: "app")
    public var example: String {
        get { app }
        set { app = newValue }
    }

    /// Creates a scenario.
    @available(*, deprecated, renamed: "init(app:variant:summary:launch:inputs:)")
    public init(example: String, variant: String?, summary: String, launch: AppLink? = nil, inputs: [Step]) {
        self.init(app: example, variant: variant, summary: summary, launch: launch, inputs: inputs)
    }

    /// One input, the way a person would describe it.
    public enum Step: Hashable, Sendable {
        /// Tap `action` on the front screen, which must be named `screen` when given.
        case tap(String, on: String?, argument: JSONValue)
        /// Go back with the back button, a back swipe, or a back swipe let go early.
        case back(BackGesture)
        /// Go back in column `column` (from 0, leading first) of the expanded split view
        /// controller in front, whose columns each have a back button and swipe
        /// (`{"back": "button", "column": 1}`).
        case columnBack(BackGesture, column: Int)
        /// Swipe the sheet in front down, or begin to and let go early.
        case sheet(SheetGesture)
        /// Tap outside the popover in front (`{"popover": "tapOutside"}`).
        case popover(PopoverGesture)
        /// Tap tab `index` of the tab bar in front.
        case tab(Int)
        /// Answer a pending request to `service`: the oldest, or the one `pending` newer
        /// requests after it (`"pending": 1` answers the second oldest first).
        case respond(service: String, response: JSONValue, pending: Int = 0)
        /// Open a deep link (`{"open": "…"}`); an `http` or `https` URL is a universal link.
        case open(url: String)
        /// Choose a Home Screen quick action by its type (`{"shortcut": "…"}`).
        case shortcut(String)
        /// Move the app in its life cycle (`{"app": "background"}`, `"inactive"`, `"active"`).
        case app(AppState)
        /// The step, given before the animations it starts end (`"quick": true`): the next
        /// step races them.
        indirect case quick(Step)
        /// Let the running transition animations end (`{"wait": "animations"}`).
        case waitForAnimations
        /// Let virtual time pass (`{"wait": "1.5s"}`, `{"wait": "300ms"}`): the timers due
        /// on the way fire.
        case wait(milliseconds: Int)
    }

    /// The three ways to go back.
    public enum BackGesture: String, Hashable, Sendable, CaseIterable {
        case button
        case swipe
        case cancelledSwipe
    }
}

extension Scenario {
    /// The milliseconds a wait names: `"1.5s"`, `"300ms"`; `nil` for anything else or no
    /// time at all.
    public static func milliseconds(of text: String) -> Int? {
        let (number, scale): (Substring, Double) =
            text.hasSuffix("ms") ? (text.dropLast(2), 1) : text.hasSuffix("s") ? (text.dropLast(), 1000) : ("", 0)
        guard number.allSatisfy({ $0.isNumber || $0 == "." }), let value = Double(number) else { return nil }
        let milliseconds = value * scale
        guard milliseconds >= 1, milliseconds <= 1e12, milliseconds.rounded() == milliseconds else { return nil }
        return Int(milliseconds)
    }

    /// A wait as scenarios write it: `"2s"`, `"1.5s"`, `"300ms"`.
    public static func waitText(milliseconds: Int) -> String {
        milliseconds % 100 == 0 && milliseconds >= 1000
            ? "\(milliseconds / 1000)\(milliseconds % 1000 == 0 ? "" : ".\(milliseconds % 1000 / 100)")s"
            : "\(milliseconds)ms"
    }

    /// The two ways to swipe a sheet down.
    public enum SheetGesture: String, Hashable, Sendable, CaseIterable {
        /// A completed swipe: the sheet is dismissed unless the app refuses.
        case swipeDown
        /// A swipe the user lets go of early.
        case cancelledSwipeDown
    }
}

extension Scenario {
    /// What the user does to a popover in front.
    public enum PopoverGesture: String, Hashable, Sendable, CaseIterable {
        /// A tap outside the popover: it is dismissed unless the app refuses.
        case tapOutside
    }
}

/// A scenario step that could not be performed.
public struct ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based number of the step in the scenario's `inputs`.
    public let step: Int
    /// What went wrong.
    public let problem: Problem

    /// What can go wrong with a step.
    public enum Problem: Error, Hashable, Sendable {
        /// The front screen is not the one the step names.
        case wrongScreen(expected: String, actual: String?)
        /// The session refused the input.
        case refused(SessionError)
    }

    public var description: String {
        switch problem {
        case .wrongScreen(let expected, let actual):
            "input \(step): expected screen \(expected) in front, found \(actual ?? "none")"
        case .refused(let error):
            "input \(step): \(error)"
        }
    }
}
