/// A parsed JSON value that keeps numbers as their text, so integers of any size and
/// doubles both convert without loss, and objects as their members in order.
indirect enum JSONNode: Hashable {
    case null
    case bool(Bool)
    /// A number as written, checked against JSON's number grammar.
    case number(String)
    case string(String)
    case array([JSONNode])
    case object([Member])

    /// One member of an object.
    struct Member: Hashable {
        let key: String
        let value: JSONNode
    }
}
