/// Why Graphviz could not turn DOT text into a picture.
///
/// Every case that comes from Graphviz carries Graphviz's own message, captured through
/// `agseterrf` instead of being printed on stderr.
public enum GraphvizError: Error, Hashable, Sendable {
    /// The DOT text does not parse.
    case invalidDOT(message: String)
    /// No layout engine of that name is installed.
    case unknownEngine(engine: String, available: [String], message: String)
    /// No output format of that name is installed.
    case unknownFormat(format: String, available: [String], message: String)
    /// The layout engine reported an error; the drawing would be wrong.
    case layoutFailed(engine: String, message: String)
    /// Rendering to the format failed.
    case renderFailed(format: String, message: String)
    /// Graphviz found no layout plugins: its plugin configuration file is missing.
    case pluginsUnavailable(message: String)
    /// `gvContext()` returned no context.
    case contextUnavailable
}

extension GraphvizError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .invalidDOT(let message):
            "Graphviz could not read the DOT text: \(message)"
        case .unknownEngine(let engine, let available, let message):
            "Graphviz has no layout engine \"\(engine)\" (available: \(available.joined(separator: ", "))): \(message)"
        case .unknownFormat(let format, let available, let message):
            "Graphviz cannot render \"\(format)\" (available: \(available.joined(separator: ", "))): \(message)"
        case .layoutFailed(let engine, let message):
            "Graphviz's \(engine) layout failed: \(message)"
        case .renderFailed(let format, let message):
            "Graphviz could not render \(format): \(message)"
        case .pluginsUnavailable(let message):
            "Graphviz found no layout plugins, so its plugin configuration (config6a) is missing or empty. "
                + "Run `sudo dot -c` to rewrite it, or reinstall libgvc6. \(message)"
        case .contextUnavailable:
            "Graphviz could not create a context (gvContext returned nothing)."
        }
    }
}
