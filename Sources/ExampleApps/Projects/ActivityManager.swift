#if canImport(UIKit)
    import UIKit
#else
    import NavSimUIKit
#endif

/// Tracks what the user did; the seed injects it, nothing here reads it.
final class ActivityManager {}
