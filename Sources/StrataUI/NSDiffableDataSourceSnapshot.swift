import Foundation

/// The state of a table's or collection view's data at one moment, by identifiers (Apple:
/// NSDiffableDataSourceSnapshot): sections in order, each with its items in order. Apply it
/// to a diffable data source and the view animates from the last one applied to this one.
///
/// Apple traps on identifiers that are not unique or not in the snapshot; Strata prints a
/// message naming the identifier and leaves the snapshot as it was, so bad input cannot crash
/// an app.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    private(set) var sections: [SectionIdentifierType] = []
    private(set) var items: [[ItemIdentifierType]] = []
    private var sectionIndex: [SectionIdentifierType: Int] = [:]
    private var itemSection: [ItemIdentifierType: SectionIdentifierType] = [:]

    /// The sections whose items are to be reloaded when the snapshot is applied.
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []
    /// The items to reload (their cells made again) when the snapshot is applied.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// The items to reconfigure (their cells updated in place) when the snapshot is applied.
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    /// Every section, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    /// Every item, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }
    public var numberOfSections: Int { sections.count }
    public var numberOfItems: Int { items.reduce(0) { $0 + $1.count } }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        sectionIndex[identifier].map { items[$0].count } ?? 0
    }
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sectionIndex[identifier].map { items[$0] } ?? []
    }
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        itemSection[identifier]
    }
    /// The item's index among all items, section by section.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = itemSection[identifier], let s = sectionIndex[section],
              let i = items[s].firstIndex(of: identifier) else { return nil }
        return items[..<s].reduce(0) { $0 + $1.count } + i
    }
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sectionIndex[identifier] }

    /// The item's section index and index in it.
    func position(of identifier: ItemIdentifierType) -> (section: Int, item: Int)? {
        guard let section = itemSection[identifier], let s = sectionIndex[section],
              let i = items[s].firstIndex(of: identifier) else { return nil }
        return (s, i)
    }

    // MARK: Items

    /// Adds `identifiers` at the end of `sectionIdentifier` (nil: the last section).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        guard let section = sectionIdentifier ?? sections.last, let s = sectionIndex[section] else {
            return complain("appendItems: \(sectionIdentifier.map { "section \($0) is not in the snapshot" } ?? "the snapshot has no section")")
        }
        guard unique(identifiers) else { return }
        items[s].append(contentsOf: identifiers)
        for item in identifiers { itemSection[item] = section }
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insert(identifiers, at: beforeIdentifier, offset: 0)
    }
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insert(identifiers, at: afterIdentifier, offset: 1)
    }

    private mutating func insert(_ identifiers: [ItemIdentifierType], at anchor: ItemIdentifierType, offset: Int) {
        guard let (s, i) = position(of: anchor) else { return complain("insertItems: item \(anchor) is not in the snapshot") }
        guard unique(identifiers) else { return }
        items[s].insert(contentsOf: identifiers, at: i + offset)
        for item in identifiers { itemSection[item] = sections[s] }
    }

    /// Removes `identifiers` (those not in the snapshot are ignored, with a message).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let gone = Set(identifiers)
        for item in gone where itemSection[item] == nil { complain("deleteItems: item \(item) is not in the snapshot") }
        for s in items.indices { items[s].removeAll { gone.contains($0) } }
        for item in gone { itemSection[item] = nil }
        reloadedItemIdentifiers.removeAll { gone.contains($0) }
        reconfiguredItemIdentifiers.removeAll { gone.contains($0) }
    }

    /// Removes every item and section.
    public mutating func deleteAllItems() { self = Self() }

    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        move(identifier, to: toIdentifier, offset: 0)
    }
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        move(identifier, to: toIdentifier, offset: 1)
    }

    private mutating func move(_ identifier: ItemIdentifierType, to anchor: ItemIdentifierType, offset: Int) {
        guard identifier != anchor, let (s, i) = position(of: identifier), position(of: anchor) != nil else {
            return complain("moveItem: \(identifier) or \(anchor) is not in the snapshot, or they are the same")
        }
        items[s].remove(at: i)
        let (t, j) = position(of: anchor)!
        items[t].insert(identifier, at: j + offset)
        itemSection[identifier] = sections[t]
    }

    /// Marks `identifiers` to be reloaded when the snapshot is applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for item in identifiers {
            guard itemSection[item] != nil else { complain("reloadItems: item \(item) is not in the snapshot"); continue }
            if !reloadedItemIdentifiers.contains(item) { reloadedItemIdentifiers.append(item) }
        }
    }

    /// Marks `identifiers` to be reconfigured (iOS 15) when the snapshot is applied.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for item in identifiers {
            guard itemSection[item] != nil else { complain("reconfigureItems: item \(item) is not in the snapshot"); continue }
            if !reconfiguredItemIdentifiers.contains(item) { reconfiguredItemIdentifiers.append(item) }
        }
    }

    // MARK: Sections

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insertSections(identifiers, at: sections.count)
    }
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        guard let s = sectionIndex[toIdentifier] else { return complain("insertSections: section \(toIdentifier) is not in the snapshot") }
        insertSections(identifiers, at: s)
    }
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        guard let s = sectionIndex[toIdentifier] else { return complain("insertSections: section \(toIdentifier) is not in the snapshot") }
        insertSections(identifiers, at: s + 1)
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        guard Set(identifiers).count == identifiers.count, identifiers.allSatisfy({ sectionIndex[$0] == nil }) else {
            return complain("insertSections: section identifiers must be unique and not already in the snapshot: \(identifiers)")
        }
        sections.insert(contentsOf: identifiers, at: index)
        items.insert(contentsOf: Array(repeating: [], count: identifiers.count), at: index)
        reindexSections()
    }

    /// Removes `identifiers` and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let gone = Set(identifiers)
        var dropped: [ItemIdentifierType] = []
        for s in sections.indices.reversed() where gone.contains(sections[s]) {
            dropped += items[s]
            sections.remove(at: s)
            items.remove(at: s)
        }
        for item in dropped { itemSection[item] = nil }
        reloadedSectionIdentifiers.removeAll { gone.contains($0) }
        let droppedSet = Set(dropped)
        reloadedItemIdentifiers.removeAll { droppedSet.contains($0) }
        reconfiguredItemIdentifiers.removeAll { droppedSet.contains($0) }
        reindexSections()
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, offset: 0)
    }
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, offset: 1)
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, to anchor: SectionIdentifierType, offset: Int) {
        guard identifier != anchor, let s = sectionIndex[identifier], sectionIndex[anchor] != nil else {
            return complain("moveSection: \(identifier) or \(anchor) is not in the snapshot, or they are the same")
        }
        let moved = items.remove(at: s)
        sections.remove(at: s)
        reindexSections()
        let t = sectionIndex[anchor]! + offset
        sections.insert(identifier, at: t)
        items.insert(moved, at: t)
        reindexSections()
    }

    /// Marks `identifiers` to be reloaded when the snapshot is applied.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for section in identifiers {
            guard sectionIndex[section] != nil else { complain("reloadSections: section \(section) is not in the snapshot"); continue }
            if !reloadedSectionIdentifiers.contains(section) { reloadedSectionIdentifiers.append(section) }
        }
    }

    private mutating func reindexSections() {
        sectionIndex = Dictionary(uniqueKeysWithValues: sections.enumerated().map { ($1, $0) })
    }

    /// Whether `identifiers` are unique and none is in the snapshot yet.
    private func unique(_ identifiers: [ItemIdentifierType]) -> Bool {
        guard Set(identifiers).count == identifiers.count, identifiers.allSatisfy({ itemSection[$0] == nil }) else {
            complain("item identifiers must be unique and not already in the snapshot: \(identifiers)")
            return false
        }
        return true
    }

    private func complain(_ message: String) {
        Diagnostics.warnOnce("NSDiffableDataSourceSnapshot.\(message); the snapshot is left as it was")
    }
}
