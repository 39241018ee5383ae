#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// The signed-in account; the seed injects it, nothing here reads it.
final class AccountManager {}
