import Foundation

/// The state of a diffable data source's data: sections and the items in each, named by
/// identifiers (Apple: NSDiffableDataSourceSnapshot). Identifiers are unique in a snapshot.
///
/// Where UIKit raises an exception (an identifier added twice, a section or item that is not
/// there), Strata ignores the call and prints why.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    private var sections: [SectionIdentifierType] = []
    private var itemsBySection: [SectionIdentifierType: [ItemIdentifierType]] = [:]
    private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
    /// The items marked with `reloadItems(_:)` (their cells are made again on apply).
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// The items marked with `reconfigureItems(_:)` (Strata reloads them).
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    /// The sections marked with `reloadSections(_:)`.
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    // MARK: reading

    /// The number of items in all sections.
    public var numberOfItems: Int { sectionOfItem.count }
    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    /// Every item, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap { itemsBySection[$0] ?? [] } }
    /// The number of items in `identifier`'s section (0 for a section not there).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int { itemsBySection[identifier]?.count ?? 0 }
    /// The items of `identifier`'s section, in order.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] { itemsBySection[identifier] ?? [] }
    /// The section holding `identifier`.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? { sectionOfItem[identifier] }
    /// The item's index among all items.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }
    /// The section's index.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sections.firstIndex(of: identifier) }

    // MARK: sections

    /// Adds sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) { insert(sections: identifiers, at: sections.count) }
    /// Inserts sections before `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        guard let i = sections.firstIndex(of: toIdentifier) else { return warn("insertSections(_:beforeSection:): no such section") }
        insert(sections: identifiers, at: i)
    }
    /// Inserts sections after `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        guard let i = sections.firstIndex(of: toIdentifier) else { return warn("insertSections(_:afterSection:): no such section") }
        insert(sections: identifiers, at: i + 1)
    }
    /// Deletes sections with their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for section in identifiers {
            guard let i = sections.firstIndex(of: section) else { continue }
            sections.remove(at: i)
            for item in itemsBySection.removeValue(forKey: section) ?? [] { sectionOfItem[item] = nil }
        }
    }
    /// Moves a section before another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, after: false)
    }
    /// Moves a section after another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, after: true)
    }
    /// Marks sections to be reloaded.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        reloadedSectionIdentifiers += identifiers.filter { itemsBySection[$0] != nil }
    }

    // MARK: items

    /// Adds items at the end of `sectionIdentifier` (default: the last section).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        guard let section = sectionIdentifier ?? sections.last, itemsBySection[section] != nil else {
            return warn("appendItems(_:toSection:): no such section (append a section first)")
        }
        insert(items: identifiers, in: section, at: itemsBySection[section]?.count ?? 0)
    }
    /// Inserts items before `beforeIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        guard let section = sectionOfItem[beforeIdentifier], let i = itemsBySection[section]?.firstIndex(of: beforeIdentifier) else {
            return warn("insertItems(_:beforeItem:): no such item")
        }
        insert(items: identifiers, in: section, at: i)
    }
    /// Inserts items after `afterIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        guard let section = sectionOfItem[afterIdentifier], let i = itemsBySection[section]?.firstIndex(of: afterIdentifier) else {
            return warn("insertItems(_:afterItem:): no such item")
        }
        insert(items: identifiers, in: section, at: i + 1)
    }
    /// Deletes items.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for item in identifiers {
            guard let section = sectionOfItem.removeValue(forKey: item) else { continue }
            itemsBySection[section]?.removeAll { $0 == item }
        }
    }
    /// Deletes every item and section.
    public mutating func deleteAllItems() {
        sections = []
        itemsBySection = [:]
        sectionOfItem = [:]
    }
    /// Moves an item before another (possibly in another section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, to: toIdentifier, after: false)
    }
    /// Moves an item after another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, to: toIdentifier, after: true)
    }
    /// Marks items to be reloaded (new cells on apply).
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItemIdentifiers += identifiers.filter { sectionOfItem[$0] != nil }
    }
    /// Marks items to be configured again (Strata reloads them).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItemIdentifiers += identifiers.filter { sectionOfItem[$0] != nil }
    }

    // MARK: helpers

    private mutating func insert(sections new: [SectionIdentifierType], at index: Int) {
        let fresh = new.filter { itemsBySection[$0] == nil }
        if fresh.count != new.count || Set(fresh).count != fresh.count { warn("a section identifier is already in the snapshot; skipped") }
        var seen = Set<SectionIdentifierType>()
        let unique = fresh.filter { seen.insert($0).inserted }
        sections.insert(contentsOf: unique, at: index)
        for section in unique { itemsBySection[section] = [] }
    }

    private mutating func insert(items new: [ItemIdentifierType], in section: SectionIdentifierType, at index: Int) {
        var seen = Set<ItemIdentifierType>()
        let unique = new.filter { sectionOfItem[$0] == nil && seen.insert($0).inserted }
        if unique.count != new.count { warn("an item identifier is already in the snapshot; skipped") }
        itemsBySection[section]?.insert(contentsOf: unique, at: index)
        for item in unique { sectionOfItem[item] = section }
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, to target: SectionIdentifierType, after: Bool) {
        guard identifier != target, let from = sections.firstIndex(of: identifier), sections.contains(target) else {
            return warn("moveSection: no such section")
        }
        sections.remove(at: from)
        let i = sections.firstIndex(of: target)! + (after ? 1 : 0)
        sections.insert(identifier, at: i)
    }

    private mutating func moveItem(_ identifier: ItemIdentifierType, to target: ItemIdentifierType, after: Bool) {
        guard identifier != target, let from = sectionOfItem[identifier], let to = sectionOfItem[target] else {
            return warn("moveItem: no such item")
        }
        itemsBySection[from]?.removeAll { $0 == identifier }
        let i = (itemsBySection[to]?.firstIndex(of: target) ?? 0) + (after ? 1 : 0)
        itemsBySection[to]?.insert(identifier, at: i)
        sectionOfItem[identifier] = to
    }

    private func warn(_ message: String) { print("NSDiffableDataSourceSnapshot: \(message)") }
}
