import NavSimCore

extension Scenario: Codable {
    private enum CodingKeys: String, CodingKey {
        case example, variant, summary, inputs
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        example = try container.decode(String.self, forKey: .example)
        variant = try container.decodeIfPresent(String.self, forKey: .variant)
        summary = try container.decodeIfPresent(String.self, forKey: .summary) ?? ""
        inputs = try container.decode([Step].self, forKey: .inputs)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(example, forKey: .example)
        try container.encodeIfPresent(variant, forKey: .variant)
        try container.encode(summary, forKey: .summary)
        try container.encode(inputs, forKey: .inputs)
    }
}

extension Scenario.Step: Codable {
    private enum CodingKeys: String, CodingKey {
        case tap, on, with, back, tab, respond, open
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let argument = try container.decodeIfPresent(JSONValue.self, forKey: .with) ?? .null
        if let action = try container.decodeIfPresent(String.self, forKey: .tap) {
            self = .tap(action, on: try container.decodeIfPresent(String.self, forKey: .on), argument: argument)
        } else if let gesture = try container.decodeIfPresent(String.self, forKey: .back) {
            guard let back = Scenario.BackGesture(rawValue: gesture) else {
                let names = Scenario.BackGesture.allCases.map(\.rawValue).joined(separator: ", ")
                throw DecodingError.dataCorruptedError(
                    forKey: .back, in: container, debugDescription: "'\(gesture)' is not one of \(names)")
            }
            self = .back(back)
        } else if let index = try container.decodeIfPresent(Int.self, forKey: .tab) {
            self = .tab(index)
        } else if let service = try container.decodeIfPresent(String.self, forKey: .respond) {
            self = .respond(service: service, response: argument)
        } else if let url = try container.decodeIfPresent(String.self, forKey: .open) {
            self = .open(url: url)
        } else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "an input needs one of: tap, back, tab, respond, open"))
        }
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
        case .tab(let index):
            try container.encode(index, forKey: .tab)
        case .respond(let service, let response):
            try container.encode(service, forKey: .respond)
            try container.encode(response, forKey: .with)
        case .open(let url):
            try container.encode(url, forKey: .open)
        }
    }
}
