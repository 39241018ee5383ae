import NavSimCore

extension Scenario: Codable {
    private enum CodingKeys: String, CodingKey {
        case app, example, variant, summary, launch, inputs
    }

    /// The keys of a launch: `{"open": "…"}` or `{"shortcut": "…"}`.
    private enum LaunchKeys: String, CodingKey {
        case open, shortcut
    }

    public init(from decoder: any Decoder) throws {
        try rejectUnknownKeys(in: decoder, allowed: ["app", "example", "variant", "summary", "launch", "inputs"])
        let container = try decoder.container(keyedBy: CodingKeys.self)
        // "example" is the key's old name, read for one more release.
        if container.contains(.app), container.contains(.example) {
            throw DecodingError.dataCorruptedError(
                forKey: .example, in: container, debugDescription: "\"example\" is the old name of \"app\": give one")
        }
        app = try container.decode(String.self, forKey: container.contains(.example) ? .example : .app)
        variant = try container.decodeIfPresent(String.self, forKey: .variant)
        summary = try container.decodeIfPresent(String.self, forKey: .summary) ?? ""
        if container.contains(.launch) {
            let keys = try rejectUnknownKeys(
                in: try container.superDecoder(forKey: .launch), allowed: ["open", "shortcut"])
            let launch = try container.nestedContainer(keyedBy: LaunchKeys.self, forKey: .launch)
            guard keys.count == 1 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .launch, in: container,
                    debugDescription: "a launch is {\"open\": URL} or {\"shortcut\": type}")
            }
            self.launch =
                try launch.decodeIfPresent(String.self, forKey: .open).map(AppLink.url)
                ?? .shortcut(type: try launch.decode(String.self, forKey: .shortcut))
        }
        inputs = try container.decode([Step].self, forKey: .inputs)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(app, forKey: .app)
        try container.encodeIfPresent(variant, forKey: .variant)
        try container.encode(summary, forKey: .summary)
        if let launch {
            var link = container.nestedContainer(keyedBy: LaunchKeys.self, forKey: .launch)
            switch launch {
            case .url(let url): try link.encode(url, forKey: .open)
            case .shortcut(let type): try link.encode(type, forKey: .shortcut)
            }
        }
        try container.encode(inputs, forKey: .inputs)
    }
}

extension Scenario.Step: Codable {
    private enum CodingKeys: String, CodingKey {
        case tap, on, with, back, column, sheet, popover, tab, respond, pending, open, shortcut, app, quick, wait
    }

    public init(from decoder: any Decoder) throws {
        let keys = try rejectUnknownKeys(
            in: decoder,
            allowed: [
                "tap", "on", "with", "back", "column", "sheet", "popover", "tab", "respond", "pending", "open",
                "shortcut",
                "app", "quick", "wait",
            ])
        let actions = keys.filter { Self.actionKeys.contains($0) || $0 == "wait" }
        guard actions.count == 1 else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: actions.isEmpty
                        ? "an input needs one of: tap, back, sheet, popover, tab, respond, open, shortcut, app, wait"
                        : "an input takes one action, not \(actions.sorted().joined(separator: " and "))"))
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let wait = try container.decodeIfPresent(String.self, forKey: .wait) {
            if let milliseconds = Scenario.milliseconds(of: wait), keys == ["wait"] {
                self = .wait(milliseconds: milliseconds)
                return
            }
            guard wait == "animations", keys.isSubset(of: ["wait", "quick"]) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .wait, in: container,
                    debugDescription:
                        "a wait is {\"wait\": \"animations\"} or a time such as {\"wait\": \"1.5s\"} or "
                        + "{\"wait\": \"300ms\"} (whole milliseconds, alone in its input)")
            }
            let quick = try container.decodeIfPresent(Bool.self, forKey: .quick) == true
            self = quick ? .quick(.waitForAnimations) : .waitForAnimations
            return
        }
        if try container.decodeIfPresent(Bool.self, forKey: .quick) == true {
            self = .quick(try Self.action(from: decoder, keys: keys, in: container))
            return
        }
        self = try Self.action(from: decoder, keys: keys, in: container)
    }

    /// The keys that name a step's action, all but `wait`.
    private static let actionKeys: Set<String> = [
        "tap", "back", "sheet", "popover", "tab", "respond", "open", "shortcut", "app",
    ]

    /// The step's action, whatever its `quick`.
    private static func action(
        from decoder: any Decoder, keys: Set<String>, in container: KeyedDecodingContainer<CodingKeys>
    ) throws -> Self {
        let actions = keys.intersection(actionKeys)
        if keys.contains("on"), actions != ["tap"] {
            throw DecodingError.dataCorruptedError(
                forKey: .on, in: container, debugDescription: "\"on\" goes with \"tap\"")
        }
        if keys.contains("with"), actions != ["tap"], actions != ["respond"] {
            throw DecodingError.dataCorruptedError(
                forKey: .with, in: container, debugDescription: "\"with\" goes with \"tap\" or \"respond\"")
        }
        if keys.contains("column"), actions != ["back"] {
            throw DecodingError.dataCorruptedError(
                forKey: .column, in: container, debugDescription: "\"column\" goes with \"back\"")
        }
        if keys.contains("pending"), actions != ["respond"] {
            throw DecodingError.dataCorruptedError(
                forKey: .pending, in: container, debugDescription: "\"pending\" goes with \"respond\"")
        }
        let argument = try container.decodeIfPresent(JSONValue.self, forKey: .with) ?? .null
        guard argument.depth <= Scenario.maximumArgumentDepth else {
            throw DecodingError.dataCorruptedError(
                forKey: .with, in: container,
                debugDescription: "nested deeper than \(Scenario.maximumArgumentDepth) levels")
        }
        if let action = try container.decodeIfPresent(String.self, forKey: .tap) {
            return .tap(action, on: try container.decodeIfPresent(String.self, forKey: .on), argument: argument)
        } else if let back = try Self.gesture(Scenario.BackGesture.self, forKey: .back, in: container) {
            guard let number = try container.decodeIfPresent(Double.self, forKey: .column) else { return .back(back) }
            guard let column = Int(exactly: number), column >= 0 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .column, in: container,
                    debugDescription: "a column is a whole number, 0 or more, not \(number)")
            }
            return .columnBack(back, column: column)
        } else if let sheet = try Self.gesture(Scenario.SheetGesture.self, forKey: .sheet, in: container) {
            return .sheet(sheet)
        } else if let popover = try Self.gesture(Scenario.PopoverGesture.self, forKey: .popover, in: container) {
            return .popover(popover)
        } else if let number = try container.decodeIfPresent(Double.self, forKey: .tab) {
            // Decoded as a Double: Foundation reports 1.5 as an Int as "not valid JSON".
            guard let index = Int(exactly: number) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .tab, in: container, debugDescription: "a tab is a whole number, not \(number)")
            }
            return .tab(index)
        } else if let service = try container.decodeIfPresent(String.self, forKey: .respond) {
            let pending = try container.decodeIfPresent(Double.self, forKey: .pending) ?? 0
            guard let newer = Int(exactly: pending), newer >= 0 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .pending, in: container,
                    debugDescription: "pending counts older requests to skip: a whole number, 0 or more, not \(pending)"
                )
            }
            return .respond(service: service, response: argument, pending: newer)
        } else if let url = try container.decodeIfPresent(String.self, forKey: .open) {
            return .open(url: url)
        } else if let type = try container.decodeIfPresent(String.self, forKey: .shortcut) {
            return .shortcut(type)
        } else if let name = try container.decodeIfPresent(String.self, forKey: .app) {
            guard let state = AppState(rawValue: name) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .app, in: container,
                    debugDescription: "'\(name)' is not one of active, inactive, background")
            }
            return .app(state)
        } else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription:
                        "an input needs one of: tap, back, sheet, popover, tab, respond, open, shortcut, app"))
        }
    }

    /// The gesture named under `key`, or `nil` when the key is absent.
    private static func gesture<Gesture: RawRepresentable<String> & CaseIterable>(
        _ type: Gesture.Type, forKey key: CodingKeys, in container: KeyedDecodingContainer<CodingKeys>
    ) throws -> Gesture? {
        guard let name = try container.decodeIfPresent(String.self, forKey: key) else { return nil }
        guard let gesture = Gesture(rawValue: name) else {
            let names = Gesture.allCases.map(\.rawValue).joined(separator: ", ")
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container, debugDescription: "'\(name)' is not one of \(names)")
        }
        return gesture
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .tap(let action, let screen, let argument):
            try container.encode(action, forKey: .tap)
            try container.encodeIfPresent(screen, forKey: .on)
            if argument != .null { try container.encode(argument, forKey: .with) }
        case .back(let gesture):
            try container.encode(gesture.rawValue, forKey: .back)
        case .columnBack(let gesture, let column):
            try container.encode(gesture.rawValue, forKey: .back)
            try container.encode(column, forKey: .column)
        case .sheet(let gesture):
            try container.encode(gesture.rawValue, forKey: .sheet)
        case .popover(let gesture):
            try container.encode(gesture.rawValue, forKey: .popover)
        case .tab(let index):
            try container.encode(index, forKey: .tab)
        case .respond(let service, let response, let pending):
            try container.encode(service, forKey: .respond)
            try container.encode(response, forKey: .with)
            if pending > 0 { try container.encode(pending, forKey: .pending) }
        case .open(let url):
            try container.encode(url, forKey: .open)
        case .shortcut(let type):
            try container.encode(type, forKey: .shortcut)
        case .app(let state):
            try container.encode(state.rawValue, forKey: .app)
        case .quick(let step):
            try step.encode(to: encoder)
            try container.encode(true, forKey: .quick)
        case .waitForAnimations:
            try container.encode("animations", forKey: .wait)
        case .wait(let milliseconds):
            try container.encode(Scenario.waitText(milliseconds: milliseconds), forKey: .wait)
        }
    }
}

extension Scenario {
    /// How deep a `with` value may nest; traces allow deeper, this leaves room for state.
    static let maximumArgumentDepth = 64
}

/// Throws when the object being decoded has a key not in `allowed`; returns its keys.
@discardableResult
private func rejectUnknownKeys(in decoder: any Decoder, allowed: Set<String>) throws -> Set<String> {
    let container = try decoder.container(keyedBy: AnyKey.self)
    let keys = Set(container.allKeys.map(\.stringValue))
    if let unknown = keys.subtracting(allowed).sorted().first {
        throw DecodingError.dataCorrupted(
            .init(
                codingPath: decoder.codingPath,
                debugDescription: "unknown key \"\(unknown)\" (known: \(allowed.sorted().joined(separator: ", ")))"))
    }
    return keys
}

/// Any key of a JSON object.
private struct AnyKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
