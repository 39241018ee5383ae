import NavSimCore
import Testing

@testable import NavSimUIKit

/// Storyboards and xibs read from their XML, as the package `navsim init` writes installs
/// them: scenes, outlets, actions, segues, relationships, File's Owner.
@Suite(.serialized) @MainActor struct StoryboardFileTests {
    final class ProductScreen: UIViewController {
        weak var nameLabel: UILabel!
        var added = 0
        var prepared: [String] = []
        var allowsReviews = true

        func addTapped(_ sender: UIButton) { added += 1 }

        override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { allowsReviews }

        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            prepared.append(segue.identifier ?? "")
            (segue.destination as? ReviewsScreen)?.productName = nameLabel.text ?? ""
        }

        static var connections: PortedInterface.Connections {
            PortedInterface.Connections(
                of: ProductScreen.self,
                outlets: ["nameLabel": { ($0 as! ProductScreen).nameLabel = $1 as? UILabel }],
                actions: ["addTapped:": Selector(navSimPort: "addTapped(_:)", ProductScreen.addTapped(_:))])
        }
    }

    final class ReviewsScreen: UIViewController {
        var productName = ""
    }

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="nav">
          <scenes>
            <scene sceneID="s0"><objects>
              <navigationController id="nav" sceneMemberID="viewController">
                <connections><segue destination="p" kind="relationship" relationship="rootViewController" id="r"/></connections>
              </navigationController>
            </objects></scene>
            <scene sceneID="s1"><objects>
              <viewController storyboardIdentifier="Product" title="Tea &amp; cake" id="p" customClass="ProductScreen">
                <view key="view" id="v">
                  <subviews>
                    <label text="Tea" id="l"/>
                    <button id="b"><state key="normal" title="Add"/>
                      <connections><action selector="addTapped:" destination="p" eventType="touchUpInside" id="a"/></connections>
                    </button>
                    <button id="rb"><state key="normal" title="Reviews"/>
                      <connections><segue destination="rv" kind="show" identifier="showReviews" id="sg"/></connections>
                    </button>
                  </subviews>
                </view>
                <connections>
                  <outlet property="nameLabel" destination="l" id="o"/>
                  <segue destination="rv" kind="presentation" identifier="manual" modalPresentationStyle="fullScreen" id="m"/>
                </connections>
              </viewController>
            </objects></scene>
            <scene sceneID="s2"><objects>
              <viewController id="rv" customClass="ReviewsScreen"/>
            </objects></scene>
          </scenes>
        </document>
        """

    private func install() {
        PortedInterface.install(
            documents: ["Main.storyboard": Self.storyboard],
            classes: ["ProductScreen": ProductScreen.self, "ReviewsScreen": ReviewsScreen.self],
            connections: [ProductScreen.connections])
    }

    @Test func aSceneGetsItsClassTitleViewOutletsAndActions() throws {
        install()
        try withSession {
            let product = try #require(
                UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Product")
                    as? ProductScreen)
            #expect(product.title == "Tea & cake")
            #expect(!product.isViewLoaded)
            product.loadViewIfNeeded()
            #expect(product.nameLabel?.text == "Tea")
            let add = try #require(product.view.subviews.compactMap { $0 as? UIButton }.first)
            add.tap(argument: .null)
            #expect(product.added == 1)
        }
    }
}
