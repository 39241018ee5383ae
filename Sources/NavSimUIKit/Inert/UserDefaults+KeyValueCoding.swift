extension UserDefaults {
    /// The value for `key`, as key-value coding reads it on iOS (`defaults.value(forKey:)`),
    /// where Linux's Foundation has no key-value coding: the stored object, as
    /// `object(forKey:)` returns it.
    public func value(forKey key: String) -> Any? { object(forKey: key) }
}
