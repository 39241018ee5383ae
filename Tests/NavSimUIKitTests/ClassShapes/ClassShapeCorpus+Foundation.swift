import Foundation
import NavSimCore
import NavSimUIKit

/// Foundation's value types inside view models and coordinators, alone and in collections.
extension ClassShapeCorpus {
    static let epoch = Date(timeIntervalSince1970: 0)
    static let site = URL(string: "https://example.com/a?b=1")!
    static let identifier = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!

    final class FoundationViewModel {
        var date = epoch
        var url = site
        var data = Data([1, 2, 3])
        var decimal = Decimal(string: "1.5")!
        var uuid = identifier
        var indexPath = IndexPath(row: 1, section: 2)
        var number = NSNumber(value: 3)
        var optionalDate: Date? = nil
        weak var coordinator: ChildCoordinator?
    }

    final class FoundationCollectionsViewModel {
        var dates = [epoch]
        var urls = [site, site]
        var dataByName = ["bytes": Data([7])]
        var uuids: Set<UUID> = [identifier]
        var paths = [IndexPath(item: 0, section: 0)]
        var numbers = [NSNumber(value: 1.5)]
    }

    final class FoundationCoordinator {
        var started = epoch
        var deepLink = site
        var payload = Data(count: 64)
        var childrenByURL: [URL: ChildCoordinator] = [:]
        var childrenByID: [UUID: [ChildCoordinator]] = [:]
        var childrenByPath: [IndexPath: ChildCoordinator] = [:]
    }

    static let foundation: [ClassShape] = [
        ClassShape(
            "Foundation values in a view model", tree: held(by: "GenericCoordinator<URL>"),
            state: [
                "date": ["timeIntervalSinceReferenceDate": -978_307_200], "url": "https://example.com/a?b=1",
                "data": ["count": 3, "bytes": [1, 2, 3], "pointer": .null], "decimal": "1.5",
                "uuid": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "indexPath": [2, 1], "optionalDate": .null,
            ]
        ) {
            let child = ChildCoordinator()
            let root = GenericCoordinator(route: site)
            root.children = [child]
            let viewModel = FoundationViewModel()
            viewModel.coordinator = child
            return (root, screen(viewModel, ownedBy: child))
        },
        ClassShape(
            "collections of Foundation values in a view model", tree: held(by: "GenericCoordinator<Date>"),
            state: [
                "dates": [["timeIntervalSinceReferenceDate": -978_307_200]],
                "urls": ["https://example.com/a?b=1", "https://example.com/a?b=1"],
                "dataByName": ["bytes": ["count": 1, "bytes": [7], "pointer": .null]],
                "uuids": ["E621E1F8-C36C-495A-93FC-0C247A3E6E5F"], "paths": [[0, 0]], "numbers": [1.5],
            ]
        ) {
            let child = ChildCoordinator()
            let root = GenericCoordinator(route: epoch)
            root.children = [child]
            return (root, screen(FoundationCollectionsViewModel(), ownedBy: child))
        },
        ClassShape(
            "children keyed by Foundation values",
            tree: [
                "FoundationCoordinator", "ChildCoordinator < FoundationCoordinator",
                "ChildCoordinator < FoundationCoordinator", "ChildCoordinator < FoundationCoordinator",
                "screen < ChildCoordinator",
            ]
        ) {
            let child = ChildCoordinator()
            let root = FoundationCoordinator()
            root.childrenByURL[site] = child
            root.childrenByID[identifier] = [ChildCoordinator()]
            root.childrenByPath[IndexPath(row: 0, section: 1)] = ChildCoordinator()
            return (root, screen(ownedBy: child))
        },
    ]
}
