import Foundation

extension PathStorage {
    mutating func addRect(_ rect: CGRect, transform: CGAffineTransform) {
        guard !rect.isNull else { return }
        let r = rect.standardized
        append(.move(to: CGPoint(x: r.minX, y: r.minY).applying(transform)))
        append(.line(to: CGPoint(x: r.maxX, y: r.minY).applying(transform)))
        append(.line(to: CGPoint(x: r.maxX, y: r.maxY).applying(transform)))
        append(.line(to: CGPoint(x: r.minX, y: r.maxY).applying(transform)))
        append(.closeSubpath)
    }

    mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform) {
        guard !rect.isNull else { return }
        let r = rect.standardized
        let start = CGPoint(x: r.maxX, y: r.midY).applying(transform)
        append(.move(to: start))
        appendArc(
            center: CGPoint(x: r.midX, y: r.midY), radiusX: r.width / 2, radiusY: r.height / 2,
            startAngle: 0, sweep: 2 * .pi, transform: transform, exactEnd: start)
        append(.closeSubpath)
    }

    mutating func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform
    ) {
        guard !rect.isNull else { return }
        let r = rect.standardized
        func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat {
            value.isNaN ? 0 : Swift.min(Swift.max(value, 0), limit)
        }
        let rx = clamp(cornerWidth, r.width / 2)
        let ry = clamp(cornerHeight, r.height / 2)
        guard rx > 0, ry > 0 else {
            addRect(r, transform: transform)
            return
        }
        let quarter = CGFloat.pi / 2
        // Corner centres in drawing order, each with the angle its quarter-arc starts at.
        let corners: [(CGPoint, CGFloat)] = [
            (CGPoint(x: r.maxX - rx, y: r.minY + ry), -quarter),
            (CGPoint(x: r.maxX - rx, y: r.maxY - ry), 0),
            (CGPoint(x: r.minX + rx, y: r.maxY - ry), quarter),
            (CGPoint(x: r.minX + rx, y: r.minY + ry), 2 * quarter),
        ]
        append(.move(to: CGPoint(x: r.minX + rx, y: r.minY).applying(transform)))
        for (center, start) in corners {
            appendArc(
                center: center, radiusX: rx, radiusY: ry, startAngle: start, sweep: quarter,
                transform: transform)
        }
        append(.closeSubpath)
    }
}
