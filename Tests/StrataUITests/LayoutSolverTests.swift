import Foundation
import Testing
@testable import StrataUI

/// The Cassowary solver on its own (Badros, Borning & Stuckey, "The Cassowary Linear
/// Arithmetic Constraint Solving Algorithm", ACM TOCHI 2001): required constraints hold
/// exactly, weighted ones are met as closely as their weights allow, an incremental constant
/// change gives the same solution as solving from scratch, and a conflicting required
/// constraint is refused without disturbing the others.
@Suite struct LayoutSolverTests {
    typealias S = LayoutSolver

    /// `Σ terms + constant  relation  0`.
    private func c(_ terms: [Int: Double], _ constant: Double, _ relation: S.Relation = .equal, weight: Double? = nil) -> S.Constraint {
        var e = S.Expression(constant: constant)
        for (v, k) in terms { e.add(v, k) }
        return S.Constraint(expression: e, relation: relation, weight: weight)
    }

    @Test func requiredAndWeightedConstraints() throws {
        var solver = S()
        // x + y == 100; x >= 10; x == 80 (weak); y == 60 (strong): y wins, x = 40.
        try solver.add(c([0: 1, 1: 1], -100), id: 1)
        try solver.add(c([0: 1], -10, .greaterThanOrEqual), id: 2)
        try solver.add(c([0: 1], -80, weight: 1), id: 3)
        try solver.add(c([1: 1], -60, weight: 1000), id: 4)
        #expect(abs(solver.value(of: 0) - 40) < 1e-9 && abs(solver.value(of: 1) - 60) < 1e-9)
        // The strong wish asks for y = 95 now: the required x >= 10 caps it at 90.
        try solver.setConstant(-95, of: 4)
        #expect(abs(solver.value(of: 1) - 90) < 1e-9 && abs(solver.value(of: 0) - 10) < 1e-9)
        try solver.remove(4)
        #expect(abs(solver.value(of: 0) - 80) < 1e-9 && abs(solver.value(of: 1) - 20) < 1e-9)
    }

    @Test func aConflictingRequiredConstraintIsRefusedCleanly() throws {
        var solver = S()
        try solver.add(c([0: 1], -50), id: 1)
        try solver.add(c([1: 1, 0: -1], -10), id: 2)      // y == x + 10
        #expect(throws: S.Failure.self) { try solver.add(c([1: 1], -100), id: 3) }   // y == 100
        #expect(!solver.contains(3))
        #expect(solver.value(of: 1) == 60)
        // A constant change that cannot hold is refused and rolled back too.
        try solver.add(c([1: 1], -70, .lessThanOrEqual), id: 4)                 // y <= 70
        #expect(throws: S.Failure.self) { try solver.setConstant(-70, of: 1) }   // x == 70 → y == 80
        #expect(solver.value(of: 0) == 50 && solver.value(of: 1) == 60)
        try solver.setConstant(-55, of: 1)
        #expect(solver.value(of: 1) == 65)
    }

    /// A random chain of boxes: each box's start is the previous end plus a gap, widths are
    /// required or weighted, some inequalities cap them; constants then change at random.
    @Test func incrementalChangesMatchSolvingFromScratch() throws {
        var generator = SeededGenerator(state: 0x5EED)
        for round in 0..<20 {
            var constraints: [(Int, S.Constraint)] = []
            let boxes = 4 + round % 5
            // Variables: 2i = start of box i, 2i + 1 = its width.
            constraints.append((1, c([0: 1], -Double(round))))
            for i in 0..<boxes {
                let gap = Double(Int.random(in: 0...20, using: &generator))
                if i > 0 { constraints.append((10 + i, c([2 * i: 1, 2 * (i - 1): -1, 2 * (i - 1) + 1: -1], -gap))) }
                let width = Double(Int.random(in: 10...100, using: &generator))
                let required = Bool.random(using: &generator)
                constraints.append((100 + i, c([2 * i + 1: 1], -width, weight: required ? nil : pow(10, Double.random(in: 0...6, using: &generator)))))
                constraints.append((200 + i, c([2 * i + 1: 1], -5, .greaterThanOrEqual)))
            }
            constraints.append((300, c([2 * (boxes - 1): 1, 2 * (boxes - 1) + 1: 1], -400, .lessThanOrEqual, weight: 1e5)))
            var incremental = S()
            for (id, constraint) in constraints { try incremental.add(constraint, id: id) }
            for _ in 0..<10 {
                let index = Int.random(in: 0..<constraints.count, using: &generator)
                let newConstant = -Double(Int.random(in: 0...150, using: &generator))
                let (id, old) = constraints[index]
                var changed = old
                changed.expression.constant = newConstant
                // The required start and gaps keep the system feasible whatever they are.
                do {
                    try incremental.setConstant(newConstant, of: id)
                    constraints[index] = (id, changed)
                } catch {
                    continue
                }
                var fresh = S()
                for (id, constraint) in constraints { try fresh.add(constraint, id: id) }
                for variable in 0..<(2 * boxes) {
                    #expect(abs(incremental.value(of: variable) - fresh.value(of: variable)) < 1e-6,
                            "round \(round), variable \(variable)")
                }
            }
        }
    }
}

/// A fixed sequence of pseudo-random numbers (SplitMix64), so the test is the same each run.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
