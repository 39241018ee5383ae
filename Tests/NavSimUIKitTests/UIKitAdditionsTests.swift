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

    /// Core Graphics' affine transforms: a point moves by (a·x + c·y + tx, b·x + d·y + ty),
    /// and `translatedBy`, `scaledBy` and `rotated` apply theirs before the transform.
    @Test func anAffineTransformMovesPointsAsCoreGraphicsDefinesIt() {
        let point = CGPoint(x: 2, y: 3)
        #expect(point.applying(.identity) == point)
        #expect(point.applying(CGAffineTransform(translationX: -10, y: 1)) == CGPoint(x: -8, y: 4))
        #expect(point.applying(CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 1, y: 1)) == CGPoint(x: 6, y: 12))
        let quarter = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(quarter.x) < 1e-9 && abs(quarter.y - 1) < 1e-9)
        #expect(CGAffineTransform(translationX: 1, y: 2).concatenating(CGAffineTransform(scaleX: 2, y: 2)).tx == 2)
        #expect(!CGAffineTransform(scaleX: 2, y: 1).isIdentity && CGAffineTransform().isIdentity)
    }

    /// NavSim's screen is an upright iPhone's: a controller supports all but upside down and
    /// prefers portrait, as iOS's defaults on an iPhone are; a view keeps its transform and mask.
    @Test @MainActor func orientationsAreAnIPhonesAndAViewKeepsItsTransformAndMask() throws {
        var root: UIViewController?
        _ = try launched { _, _, screen in root = screen }
        let controller = try #require(root)
        #expect(controller.supportedInterfaceOrientations == .allButUpsideDown)
        #expect(UIInterfaceOrientationMask.allButUpsideDown.rawValue == 26)
        #expect(UIInterfaceOrientationMask.all.rawValue == 30)
        #expect(controller.preferredInterfaceOrientationForPresentation.isPortrait)
        let view = UIView()
        view.transform = CGAffineTransform(translationX: -10, y: 0)
        view.mask = UILabel()
        #expect(view.transform.tx == -10 && view.mask is UILabel && view.subviews.isEmpty)
        #expect(UIColor.systemMint.resolvedColor(with: controller.traitCollection) == .systemMint)
    }
}

/// `performBatchUpdates` takes updates that do not escape, as UIKit's `NS_NOESCAPE` block:
/// a controller's closure may name its table with no `self.`.
@MainActor private final class BatchUpdatingController {
    let tableView = UITableView()
    var ran = false

    func update() {
        tableView.performBatchUpdates {
            ran = tableView.numberOfSections >= 0
        }
    }
}

extension UIKitAdditionsTests {
    @Test @MainActor func batchUpdatesRunTheirNonEscapingClosure() {
        let controller = BatchUpdatingController()
        controller.update()
        #expect(controller.ran)
    }
}
