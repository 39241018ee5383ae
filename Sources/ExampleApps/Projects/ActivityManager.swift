#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// Tracks what the user did; the seed injects it, nothing here reads it.
final class ActivityManager {}
