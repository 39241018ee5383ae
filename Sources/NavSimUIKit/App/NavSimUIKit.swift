// NavSimUIKit: UIKit's names, class hierarchy and signatures for the navigation code of an
// app, backed by NavSim's simulator. A file written for UIKit builds against it with one
// change, the import, keyed on `NAVSIM`, which the targets that build app code against
// NavSim define (`swiftSettings: [.define("NAVSIM")]`):
//
//     #if NAVSIM
//     import NavSimUIKit
//     #else
//     import UIKit
//     #endif
//
// Foundation comes with it, as it does with UIKit (CGRect, CGFloat, URL, IndexPath).
@_exported public import Foundation
