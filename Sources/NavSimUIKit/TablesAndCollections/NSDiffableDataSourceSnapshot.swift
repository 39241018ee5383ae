import NavSimSimulator

/// The sections and items a diffable data source shows, by identifier, as UIKit's: a value
/// the app builds (`appendSections`, `appendItems`, …) and gives to
/// `apply(_:animatingDifferences:completion:)`.
///
/// As in UIKit, identifiers must be unique: appending one that is already there raises an
/// exception, a recorded crash of the session; so does naming a section or item that is not
/// there, or appending items when there is no section.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    private var sections: [(identifier: SectionIdentifierType, items: [ItemIdentifierType])] = []
    /// The items reloaded or reconfigured since the snapshot was made.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// The items reconfigured since the snapshot was made.
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    /// The sections reloaded since the snapshot was made.
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    // MARK: - Reading

    /// The number of items in all sections.
    public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.identifier) }
    /// The items of all sections, in order.
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    /// The number of items in `identifier`'s section.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }

    /// The items of `identifier`'s section.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sectionIndex(identifier).map { sections[$0].items } ?? []
    }

    /// The section that holds `identifier`, if any.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sections.first { $0.items.contains(identifier) }?.identifier
    }

    /// The position of `identifier` among all items, if it is there.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        itemIdentifiers.firstIndex(of: identifier)
    }

    /// The position of `identifier` among the sections, if it is there.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionIndex(identifier)
    }

    // MARK: - Sections

    /// Adds sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insertSections(identifiers, at: sections.count)
    }

    /// Adds sections before `toIdentifier`'s.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) {
        guard let index = requiredSection(toIdentifier) else { return }
        insertSections(identifiers, at: index)
    }

    /// Adds sections after `toIdentifier`'s.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) {
        guard let index = requiredSection(toIdentifier) else { return }
        insertSections(identifiers, at: index + 1)
    }

    /// Removes sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        sections.removeAll { identifiers.contains($0.identifier) }
    }

    /// Moves `identifier`'s section before `toIdentifier`'s.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
    ) {
        guard let from = requiredSection(identifier), requiredSection(toIdentifier) != nil else { return }
        let section = sections.remove(at: from)
        sections.insert(section, at: sectionIndex(toIdentifier) ?? sections.count)
    }

    /// Moves `identifier`'s section after `toIdentifier`'s.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
    ) {
        guard let from = requiredSection(identifier), requiredSection(toIdentifier) != nil else { return }
        let section = sections.remove(at: from)
        sections.insert(section, at: (sectionIndex(toIdentifier) ?? sections.count - 1) + 1)
    }

    /// Marks sections to be reloaded.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        reloadedSectionIdentifiers += identifiers
    }

    // MARK: - Items

    /// Adds items at the end of `identifier`'s section, or of the last section.
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection identifier: SectionIdentifierType? = nil
    ) {
        guard let index = identifier.map({ requiredSection($0) }) ?? lastSection() else { return }
        guard areNew(identifiers) else { return }
        sections[index].items += identifiers
    }

    /// Adds items before `beforeIdentifier`.
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        guard let (section, item) = requiredItem(beforeIdentifier), areNew(identifiers) else { return }
        sections[section].items.insert(contentsOf: identifiers, at: item)
    }

    /// Adds items after `afterIdentifier`.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType)
    {
        guard let (section, item) = requiredItem(afterIdentifier), areNew(identifiers) else { return }
        sections[section].items.insert(contentsOf: identifiers, at: item + 1)
    }

    /// Removes items.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for index in sections.indices { sections[index].items.removeAll { identifiers.contains($0) } }
    }

    /// Removes every item and section.
    public mutating func deleteAllItems() {
        sections = []
    }

    /// Moves `identifier` before `toIdentifier`.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        guard requiredItem(identifier) != nil, requiredItem(toIdentifier) != nil else { return }
        deleteItems([identifier])
        insertItems([identifier], beforeItem: toIdentifier)
    }

    /// Moves `identifier` after `toIdentifier`.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        guard requiredItem(identifier) != nil, requiredItem(toIdentifier) != nil else { return }
        deleteItems([identifier])
        insertItems([identifier], afterItem: toIdentifier)
    }

    /// Marks items to be reloaded: their cells are made again.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItemIdentifiers += identifiers
    }

    /// Marks items to be reconfigured: their cells are made again.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItemIdentifiers += identifiers
    }

    // MARK: - Index paths

    /// The item at `indexPath`, if there is one.
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard sections.indices.contains(indexPath.section),
            sections[indexPath.section].items.indices.contains(indexPath.item)
        else { return nil }
        return sections[indexPath.section].items[indexPath.item]
    }

    /// The index path of `identifier`, if it is there.
    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        for (section, entry) in sections.enumerated() {
            if let item = entry.items.firstIndex(of: identifier) { return IndexPath(item: item, section: section) }
        }
        return nil
    }

    /// The number of items of the section at `index`.
    func numberOfItems(atSection index: Int) -> Int {
        sections.indices.contains(index) ? sections[index].items.count : 0
    }

    /// The section at `index`, if there is one.
    func section(at index: Int) -> SectionIdentifierType? {
        sections.indices.contains(index) ? sections[index].identifier : nil
    }

    // MARK: - UIKit's exceptions

    private func sectionIndex(_ identifier: SectionIdentifierType) -> Int? {
        sections.firstIndex { $0.identifier == identifier }
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        let known = Set(sectionIdentifiers)
        guard Set(identifiers).count == identifiers.count, identifiers.allSatisfy({ !known.contains($0) }) else {
            return Self.raise("Supplied section identifiers are not unique")
        }
        sections.insert(contentsOf: identifiers.map { ($0, []) }, at: index)
    }

    private func areNew(_ identifiers: [ItemIdentifierType]) -> Bool {
        let known = Set(itemIdentifiers)
        guard Set(identifiers).count == identifiers.count, identifiers.allSatisfy({ !known.contains($0) }) else {
            Self.raise("Supplied item identifiers are not unique")
            return false
        }
        return true
    }

    private func requiredSection(_ identifier: SectionIdentifierType) -> Int? {
        guard let index = sectionIndex(identifier) else {
            Self.raise("Invalid section identifier: \(identifier)")
            return nil
        }
        return index
    }

    private func lastSection() -> Int? {
        guard !sections.isEmpty else {
            Self.raise("There are currently no sections in the data source. Please add a section first.")
            return nil
        }
        return sections.count - 1
    }

    private func requiredItem(_ identifier: ItemIdentifierType) -> (section: Int, item: Int)? {
        guard let path = indexPath(of: identifier) else {
            Self.raise("Invalid item identifier: \(identifier)")
            return nil
        }
        return (path.section, path.item)
    }

    /// An exception UIKit raises: a crash of the session that is running, if any.
    private static func raise(_ reason: String) {
        MainActor.assumeIsolated { Runtime.current?.crash("NSDiffableDataSourceSnapshot: \(reason)") }
    }
}

extension NSDiffableDataSourceSnapshot: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
