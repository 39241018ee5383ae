import NavSimCore
import Testing

@testable import NavSimUIKit

/// UIKit calls that ported apps make and NavSim keeps without acting on: traits,
/// appearance proxies, page dots, the share sheet.
@Suite @MainActor struct PortedSurfaceTests {
    /// An app's base controller, as apps write it.
    final class ThemedScreen: UIViewController {
        var changes = 0
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            changes += 1
        }
    }

    @Test func theTraitsAreAnUprightLightIPhonesAndNeverChange() {
        withSession {
            let screen = ThemedScreen()
            screen.loadViewIfNeeded()
            let traits = screen.traitCollection
            #expect(traits.userInterfaceStyle == .light)
            #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular)
            #expect(!traits.hasDifferentColorAppearance(comparedTo: screen.view.traitCollection))
            #expect(screen.changes == 0)
        }
    }

    /// A named color is the same color from a bundle and traits as without: NavSim has no
    /// asset catalogs.
    @Test func aNamedColorIsOneColorWhateverTheBundleAndTraits() {
        withSession {
            let plain = UIColor(named: "Accent")
            #expect(plain != nil)
            #expect(UIColor(named: "Accent", in: .main, compatibleWith: UITraitCollection()) == plain)
            #expect(UIColor(named: "Accent", in: nil, compatibleWith: nil) == plain)
        }
    }

    @Test func appearanceProxiesAndBarAppearancesAreKeptAndChangeNothing() {
        withSession {
            let appearance = UINavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = .red
            UINavigationBar.appearance().standardAppearance = appearance
            UINavigationBar.appearance().scrollEdgeAppearance = appearance
            let bar = UINavigationController().navigationBar
            #expect(bar.scrollEdgeAppearance == nil, "a proxy's values reach no bar")
        }
    }

    @Test func textIsMeasuredTheSameEveryTimeAndDefaultsAreReadByKeyValueCoding() throws {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 10)]
        let wrapped = "0123456789".boundingRect(
            with: CGSize(width: 20, height: 100), options: [.usesLineFragmentOrigin, .usesFontLeading],
            attributes: attributes, context: nil)
        #expect(wrapped == CGRect(x: 0, y: 0, width: 20, height: 36))
        let oneLine = "0123456789".boundingRect(
            with: CGSize(width: 20, height: 100), options: [], attributes: attributes, context: nil)
        #expect(oneLine == CGRect(x: 0, y: 0, width: 20, height: 12))

        let defaults = try #require(UserDefaults(suiteName: "PortedSurfaceTests.\(UUID())"))
        defaults.set(false, forKey: "firstOpen")
        #expect(defaults.value(forKey: "firstOpen") as? Bool == false)
        #expect(defaults.value(forKey: "missing") == nil)
    }

    @Test func pageDotsKeepTheCurrentPageInRangeAndTheShareSheetIsAScreen() {
        withSession {
            let dots = UIPageControl()
            dots.numberOfPages = 5
            dots.currentPage = 4
            dots.numberOfPages = 3
            #expect(dots.currentPage == 2)
            let share = UIActivityViewController(activityItems: ["https://example.com"], applicationActivities: nil)
            #expect(share.navSimName == "ActivityView" && share.activityItems.count == 1)
        }
    }
}
