// NavSimUIKit: UIKit's names, class hierarchy and signatures for the navigation code of an
// app, backed by NavSim's simulator. A file written for UIKit builds against it with one
// change, the import:
//
//     #if canImport(UIKit)
//     import UIKit
//     #else
//     import NavSimUIKit
//     #endif
//
// Foundation comes with it, as it does with UIKit (CGRect, CGFloat, URL, IndexPath).
@_exported public import Foundation
