#if canImport(UIKit)
    import UIKit
#else
    import NavSimUIKit
#endif

/// The signed-in account; the seed injects it, nothing here reads it.
final class AccountManager {}
