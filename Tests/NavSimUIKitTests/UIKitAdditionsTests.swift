import Foundation
import NavSimUIKit
import Testing

/// What UIKit adds to Foundation's types, which ported apps use with no import of their own.
@Suite struct UIKitAdditionsTests {
    /// `(indexPath as NSIndexPath).row`, as Swift 3's migrator wrote it (ApplicationCoordinator).
    @Test func anNSIndexPathHasTheRowAndSectionOfItsIndexPath() {
        let path = IndexPath(row: 4, section: 2) as NSIndexPath
        #expect(path.section == 2)
        #expect(path.row == 4)
        #expect(path.item == 4)
    }

    /// The remote notification's launch key is UIKit's string.
    @Test func theRemoteNotificationLaunchKeyIsUIKits() {
        #expect(
            UIApplication.LaunchOptionsKey.remoteNotification.rawValue
                == "UIApplicationLaunchOptionsRemoteNotificationKey")
    }

    /// `#colorLiteral(…)`, which Xcode's color picker writes into code (rajrulz/MVVMC's cells),
    /// makes a `UIColor` where the context names no type, and a `CGColor` for a layer's border.
    @Test @MainActor func aColorLiteralMakesAUIColorOrACGColor() {
        // swift-format-ignore: NoPlaygroundLiterals
        let tint = #colorLiteral(red: 0.25, green: 0.5, blue: 0.75, alpha: 1)
        #expect(tint == UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 1))
        let layer = CALayer()
        // swift-format-ignore: NoPlaygroundLiterals
        layer.borderColor = #colorLiteral(red: 0.25, green: 0.5, blue: 0.75, alpha: 1)
        #expect(layer.borderColor == tint.cgColor)
    }

    /// Core Graphics' own initializers, which apps call for layers (iOS 13 and later).
    @Test @MainActor func aCGColorIsMadeFromComponentsAsInCoreGraphics() {
        let border = CGColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.5)
        #expect(border == UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.5).cgColor)
        #expect(border == CGColor(srgbRed: 0.25, green: 0.5, blue: 0.75, alpha: 0.5))
        #expect(border.alpha == 0.5)
        #expect(CGColor(gray: 0.5, alpha: 1) == UIColor(white: 0.5, alpha: 1).cgColor)
        #expect(UIColor(cgColor: border) == UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.5))
    }
}
