import Testing

@testable import NavSimUIKit

/// A screen's name is its class's, shortened.
@Suite @MainActor struct ScreenNameTests {
    final class SearchResultViewController<Item>: UIViewController {}
    final class DetailsVC: UIViewController {}
    final class Controller: UIViewController {}

    @Test func theSuffixGoesAndAGenericClassKeepsItsArguments() throws {
        let (session, _) = try launched()
        let names = session.runtime.asCurrent {
            [
                SearchResultViewController<Int>(), SearchResultViewController<[String]>(), DetailsVC(), Controller(),
            ].map(NavSimNames.screenName(of:))
        }
        #expect(names == ["SearchResult<Int>", "SearchResult<Array<String>>", "Details", "Controller"])
    }
}
