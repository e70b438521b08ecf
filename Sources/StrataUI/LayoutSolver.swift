import Foundation

/// The Cassowary incremental simplex solver behind Auto Layout (Badros, Borning and Stuckey,
/// "The Cassowary Linear Arithmetic Constraint Solving Algorithm", 2001; Apple's layout engine
/// is an implementation of it). Written after the design of the Kiwi solver: a tableau of
/// rows, each a basic symbol expressed in the parametric ones; required constraints are hard
/// (slack and dummy symbols), non-required ones add weighted error symbols to the objective.
///
/// Internal: constraints are linear expressions over variables (`Int` ids) compared with 0.
struct LayoutSolver {
    /// A symbol of the tableau. `external` symbols are the layout variables; the others are
    /// restricted to non-negative values (slack, error) or to zero (dummy).
    struct Symbol: Hashable {
        enum Kind { case external, slack, error, dummy }
        let id: Int
        let kind: Kind
        static func == (a: Symbol, b: Symbol) -> Bool { a.id == b.id }
        func hash(into hasher: inout Hasher) { hasher.combine(id) }
    }

    /// A linear expression: Σ coefficient·variable + constant.
    struct Expression {
        var terms: [Int: Double] = [:]
        var constant: Double = 0
        init(constant: Double = 0) { self.constant = constant }
        /// Adds `coefficient`·`variable`.
        mutating func add(_ variable: Int, _ coefficient: Double) { terms[variable, default: 0] += coefficient }
        /// Adds `other` times `factor`.
        mutating func add(_ other: Expression, times factor: Double) {
            constant += other.constant * factor
            for (v, c) in other.terms { add(v, c * factor) }
        }
    }

    enum Relation { case lessThanOrEqual, equal, greaterThanOrEqual }

    /// A constraint `expression relation 0` with a weight; `weight == nil` is required.
    struct Constraint {
        var expression: Expression
        var relation: Relation
        var weight: Double?
    }

    /// How a constraint lives in the tableau: its marker (slack, dummy or positive error) and,
    /// for non-required constraints, the other error symbol; `markerSign` is the marker's
    /// coefficient in the row as first built (needed to shift its constant incrementally).
    struct Tag {
        var marker: Symbol
        var other: Symbol?
        var markerSign: Double
    }

    enum Failure: Error { case unsatisfiable, internalError }

    static let epsilon = 1e-8
    static func nearZero(_ x: Double) -> Bool { abs(x) < epsilon }

    var rows: [Symbol: Row] = [:]
    var objective = Row()
    var artificial: Row?
    var infeasibleRows: [Symbol] = []
    var constraints: [Int: (Constraint, Tag)] = [:]
    var variableSymbols: [Int: Symbol] = [:]
    var nextSymbolID = 1

    /// The value of `variable` in the current solution (0 for one never used).
    func value(of variable: Int) -> Double {
        guard let symbol = variableSymbols[variable] else { return 0 }
        return rows[symbol]?.constant ?? 0
    }

    /// Whether the constraint with `id` is in the tableau.
    func contains(_ id: Int) -> Bool { constraints[id] != nil }

    /// Adds a constraint under `id`. A required constraint that conflicts with the required
    /// constraints already present throws `.unsatisfiable` and leaves the solver as it was.
    mutating func add(_ constraint: Constraint, id: Int) throws {
        guard constraints[id] == nil else { return }
        try insert(constraint, id: id)
    }

    /// Removes the constraint with `id` (nothing if absent).
    mutating func remove(_ id: Int) throws {
        guard let (constraint, tag) = constraints.removeValue(forKey: id) else { return }
        removeErrorEffects(tag.marker, weight: constraint.weight)
        if let other = tag.other { removeErrorEffects(other, weight: constraint.weight) }
        if rows.removeValue(forKey: tag.marker) == nil {
            guard let leaving = markerLeavingSymbol(tag.marker), var row = rows.removeValue(forKey: leaving) else {
                throw Failure.internalError
            }
            row.solve(for: leaving, and: tag.marker)
            substitute(tag.marker, with: row)
        }
        try optimize(artificialObjective: false)
    }

    /// Changes the constant of the constraint with `id` to `constant` (the expression's own
    /// constant) without rebuilding the tableau: the shift is carried by the constraint's
    /// marker or error symbol, then the dual simplex restores feasibility (Cassowary's
    /// incremental edit). Throws `.unsatisfiable` when a required constraint can no longer
    /// hold, after shifting the constant back (the old system was feasible, so the dual
    /// simplex restores it without copying the tableau).
    mutating func setConstant(_ constant: Double, of id: Int) throws {
        guard let (constraint, _) = constraints[id] else { return }
        let old = constraint.expression.constant
        do {
            try shiftConstant(to: constant, of: id)
        } catch {
            do { try shiftConstant(to: old, of: id) } catch { throw Failure.internalError }
            throw Failure.unsatisfiable
        }
    }

    private mutating func shiftConstant(to constant: Double, of id: Int) throws {
        guard let (constraint, tag) = constraints[id] else { return }
        let delta = constant - constraint.expression.constant
        guard delta != 0 else { return }
        var changed = constraint
        changed.expression.constant = constant
        constraints[id] = (changed, tag)
        let shift = tag.markerSign * delta
        if var row = rows[tag.marker] {
            row.constant -= shift
            rows[tag.marker] = row
            if tag.marker.kind == .dummy, !Self.nearZero(row.constant) { throw Failure.unsatisfiable }
            if row.constant < 0 { infeasibleRows.append(tag.marker) }
        } else if let other = tag.other, var row = rows[other] {
            row.constant += shift
            rows[other] = row
            if row.constant < 0 { infeasibleRows.append(other) }
        } else {
            var dummyBroken = false
            for (symbol, row) in rows {
                let coefficient = row.coefficient(for: tag.marker)
                guard coefficient != 0 else { continue }
                var updated = row
                updated.constant += coefficient * shift
                rows[symbol] = updated
                if symbol.kind == .dummy, !Self.nearZero(updated.constant) { dummyBroken = true }
                if symbol.kind != .external, updated.constant < 0 { infeasibleRows.append(symbol) }
            }
            // Every row is shifted before failing, so shifting back restores the tableau.
            if dummyBroken { throw Failure.unsatisfiable }
        }
        try dualOptimize()
    }

    // MARK: building rows

    mutating func newSymbol(_ kind: Symbol.Kind) -> Symbol {
        defer { nextSymbolID += 1 }
        return Symbol(id: nextSymbolID, kind: kind)
    }

    mutating func symbol(forVariable variable: Int) -> Symbol {
        if let symbol = variableSymbols[variable] { return symbol }
        let symbol = newSymbol(.external)
        variableSymbols[variable] = symbol
        return symbol
    }

    private mutating func insert(_ constraint: Constraint, id: Int) throws {
        var (row, tag) = makeRow(constraint)
        var subject = chooseSubject(row, tag)
        if subject == nil, row.cells.keys.allSatisfy({ $0.kind == .dummy }) {
            guard Self.nearZero(row.constant) else { throw Failure.unsatisfiable }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            rows[subject] = row
        } else {
            // The only path that can fail after changing the tableau: keep a copy to go back to.
            let saved = self
            guard try addWithArtificialVariable(row) else { self = saved; throw Failure.unsatisfiable }
        }
        constraints[id] = (constraint, tag)
        try optimize(artificialObjective: false)
    }

    /// The tableau row of `constraint`, its variables replaced by their rows where basic.
    private mutating func makeRow(_ constraint: Constraint) -> (Row, Tag) {
        var row = Row(constant: constraint.expression.constant)
        for (variable, coefficient) in constraint.expression.terms.sorted(by: { $0.key < $1.key }) where !Self.nearZero(coefficient) {
            let symbol = symbol(forVariable: variable)
            if let basic = rows[symbol] { row.insert(basic, times: coefficient) } else { row.insert(symbol, coefficient) }
        }
        let tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            row.insert(slack, sign)
            var other: Symbol?
            if let weight = constraint.weight {
                let error = newSymbol(.error)
                row.insert(error, -sign)
                objective.insert(error, weight)
                other = error
            }
            tag = Tag(marker: slack, other: other, markerSign: sign)
        case .equal:
            if let weight = constraint.weight {
                let plus = newSymbol(.error), minus = newSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, weight)
                objective.insert(minus, weight)
                tag = Tag(marker: plus, other: minus, markerSign: -1)
            } else {
                let dummy = newSymbol(.dummy)
                row.insert(dummy, 1)
                tag = Tag(marker: dummy, other: nil, markerSign: 1)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// The symbol to make basic for a new row: an external variable (the lowest id, so the
    /// solution does not depend on dictionary order), else a new slack or error symbol with a
    /// negative coefficient; nil when only the artificial-variable method can add the row.
    private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        if let external = row.cells.keys.filter({ $0.kind == .external }).min(by: { $0.id < $1.id }) { return external }
        for candidate in [tag.marker, tag.other].compactMap({ $0 }) where candidate.kind == .slack || candidate.kind == .error {
            if row.coefficient(for: candidate) < 0 { return candidate }
        }
        return nil
    }

    private mutating func removeErrorEffects(_ symbol: Symbol, weight: Double?) {
        guard symbol.kind == .error, let weight else { return }
        if let row = rows[symbol] { objective.insert(row, times: -weight) } else { objective.insert(symbol, -weight) }
    }

    /// The row to pivot on to make `marker` basic before removing it (Cassowary's rule: the
    /// restricted row with the smallest ratio, negative coefficients first, else an external).
    private func markerLeavingSymbol(_ marker: Symbol) -> Symbol? {
        var first: (Symbol, Double)?, second: (Symbol, Double)?, third: Symbol?
        for (symbol, row) in rows.sorted(by: { $0.key.id < $1.key.id }) {
            let c = row.coefficient(for: marker)
            guard c != 0 else { continue }
            if symbol.kind == .external {
                third = third ?? symbol
            } else if c < 0 {
                let r = -row.constant / c
                if first == nil || r < first!.1 { first = (symbol, r) }
            } else {
                let r = row.constant / c
                if second == nil || r < second!.1 { second = (symbol, r) }
            }
        }
        return first?.0 ?? second?.0 ?? third
    }
}
