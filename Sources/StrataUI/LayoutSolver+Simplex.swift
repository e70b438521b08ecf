import Foundation

/// The tableau's rows and the simplex steps of the Cassowary solver (LayoutSolver.swift).
extension LayoutSolver {
    /// One row: `basic = Σ cells + constant` once solved for its basic symbol; before that,
    /// `0 = Σ cells + constant`.
    struct Row {
        var cells: [Symbol: Double] = [:]
        var constant: Double = 0

        func coefficient(for symbol: Symbol) -> Double { cells[symbol] ?? 0 }

        mutating func insert(_ symbol: Symbol, _ coefficient: Double) {
            let sum = (cells[symbol] ?? 0) + coefficient
            if LayoutSolver.nearZero(sum) { cells.removeValue(forKey: symbol) } else { cells[symbol] = sum }
        }

        mutating func insert(_ row: Row, times coefficient: Double) {
            constant += row.constant * coefficient
            for (symbol, c) in row.cells { insert(symbol, c * coefficient) }
        }

        mutating func reverseSign() {
            constant = -constant
            for key in cells.keys { cells[key] = -cells[key]! }
        }

        /// Rewrites `0 = … + c·symbol + …` as `symbol = …`.
        mutating func solve(for symbol: Symbol) {
            guard let c = cells.removeValue(forKey: symbol) else { return }
            let factor = -1 / c
            constant *= factor
            for key in cells.keys { cells[key]! *= factor }
        }

        /// Rewrites `lhs = … + c·rhs + …` as `rhs = …`.
        mutating func solve(for lhs: Symbol, and rhs: Symbol) {
            insert(lhs, -1)
            solve(for: rhs)
        }

        /// Replaces `symbol` by `row`'s expression of it.
        mutating func substitute(_ symbol: Symbol, with row: Row) {
            guard let c = cells.removeValue(forKey: symbol) else { return }
            insert(row, times: c)
        }
    }

    /// Replaces `symbol` by `row` everywhere; rows of restricted symbols that turn negative
    /// are queued for the dual simplex.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        for index in rows.indices {
            let basic = rows.keys[index]
            rows.values[index].substitute(symbol, with: row)
            if basic.kind != .external, rows.values[index].constant < 0 { infeasibleRows.append(basic) }
        }
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// The primal simplex: pivots until no parametric symbol can lower the objective.
    mutating func optimize(artificialObjective: Bool) throws {
        var steps = 0
        while true {
            let goal = artificialObjective ? (artificial ?? Row()) : objective
            guard let entering = enteringSymbol(goal) else { return }
            guard let leaving = leavingSymbol(for: entering), var row = rows.removeValue(forKey: leaving) else {
                throw Failure.internalError   // unbounded: cannot happen with layout constraints
            }
            row.solve(for: leaving, and: entering)
            substitute(entering, with: row)
            rows[entering] = row
            steps += 1
            if steps > 10_000 { throw Failure.internalError }
        }
    }

    /// The dual simplex: restores the feasibility of the queued rows keeping optimality (used
    /// after a constant changed).
    mutating func dualOptimize() throws {
        var steps = 0
        while let leaving = infeasibleRows.popLast() {
            guard var row = rows[leaving], row.constant < 0, !Self.nearZero(row.constant) else { continue }
            guard let entering = dualEnteringSymbol(row) else { throw Failure.unsatisfiable }
            rows.removeValue(forKey: leaving)
            row.solve(for: leaving, and: entering)
            substitute(entering, with: row)
            rows[entering] = row
            steps += 1
            if steps > 10_000 { throw Failure.internalError }
        }
    }

    /// The parametric symbol whose increase lowers `objective` (the lowest id among them, so
    /// the simplex cannot cycle — Bland's rule); dummies never enter.
    private func enteringSymbol(_ objective: Row) -> Symbol? {
        var best: Symbol?
        for (symbol, c) in objective.cells where symbol.kind != .dummy && c < -Self.epsilon {
            if best == nil || symbol.id < best!.id { best = symbol }
        }
        return best
    }

    /// The restricted basic symbol that bounds `entering` first (the minimum ratio test).
    private func leavingSymbol(for entering: Symbol) -> Symbol? {
        var best: (Symbol, Double)?
        for (symbol, row) in rows where symbol.kind != .external {
            let c = row.coefficient(for: entering)
            guard c < 0 else { continue }
            let ratio = -row.constant / c
            if best == nil || ratio < best!.1 - Self.epsilon || (abs(ratio - best!.1) <= Self.epsilon && symbol.id < best!.0.id) {
                best = (symbol, ratio)
            }
        }
        return best?.0
    }

    /// The symbol to enter for an infeasible row in the dual simplex: the smallest ratio of
    /// objective coefficient to row coefficient among positive row coefficients.
    private func dualEnteringSymbol(_ row: Row) -> Symbol? {
        var best: (Symbol, Double)?
        for (symbol, c) in row.cells where c > 0 && symbol.kind != .dummy {
            let ratio = objective.coefficient(for: symbol) / c
            if best == nil || ratio < best!.1 - Self.epsilon || (abs(ratio - best!.1) <= Self.epsilon && symbol.id < best!.0.id) {
                best = (symbol, ratio)
            }
        }
        return best?.0
    }

    /// Adds a row that has no natural subject with an artificial variable: minimizing it to
    /// zero finds a feasible basis; a remainder means the constraint cannot hold.
    mutating func addWithArtificialVariable(_ row: Row) throws -> Bool {
        let art = newSymbol(.slack)
        rows[art] = row
        artificial = row
        try optimize(artificialObjective: true)
        let success = Self.nearZero(artificial?.constant ?? 0)
        artificial = nil
        if var artRow = rows.removeValue(forKey: art) {
            if artRow.cells.isEmpty { return success }
            guard let entering = artRow.cells.keys.filter({ $0.kind == .slack || $0.kind == .error }).min(by: { $0.id < $1.id }) else {
                return false
            }
            artRow.solve(for: art, and: entering)
            substitute(entering, with: artRow)
            rows[entering] = artRow
        }
        for index in rows.indices { rows.values[index].cells.removeValue(forKey: art) }
        objective.cells.removeValue(forKey: art)
        return success
    }
}
