// scroll-view: a list in a clipped viewport. Scroll it with the wheel or trackpad, drag it with
// the mouse, or swipe it with a finger; flick it and it coasts, and at either end it stretches
// (rubber-banding) and bounces back, as UIScrollView does. A CADisplayLink drives the motion
// and pauses when it stops, so the window idles.
//
//   swift run scroll-view --headless --frames 120 --drag 0.1:200,400:200,100:0.2 --screenshot out.png
import Strata

do {
    let options = try WindowOptions(arguments: CommandLine.arguments.dropFirst())
    let window = try Window(title: "Scroll view", width: 400, height: 520, options: options)
    window.rootLayer.backgroundColor = CGColor(red: 0.93, green: 0.93, blue: 0.95, alpha: 1)

    let viewport = CALayer()
    viewport.frame = CGRect(x: 40, y: 40, width: 320, height: 440)
    viewport.masksToBounds = true
    viewport.cornerRadius = 14
    viewport.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    window.rootLayer.addSublayer(viewport)

    let rowHeight: CGFloat = 64, rows = 30
    let content = CALayer()
    content.anchorPoint = .zero
    content.bounds = CGRect(x: 0, y: 0, width: 320, height: rowHeight * CGFloat(rows))
    viewport.addSublayer(content)
    for row in 0..<rows {
        let cell = CALayer()
        cell.frame = CGRect(x: 12, y: CGFloat(row) * rowHeight + 6, width: 296, height: rowHeight - 12)
        cell.cornerRadius = 10
        let hue = CGFloat(row) / CGFloat(rows)
        cell.backgroundColor = CGColor(red: 0.3 + 0.6 * hue, green: 0.55, blue: 0.9 - 0.6 * hue, alpha: 1)
        content.addSublayer(cell)
    }

    var physics = ScrollPhysics(maxOffset: content.bounds.height - viewport.bounds.height, viewport: viewport.bounds.height)
    func show() {
        CATransaction.setDisableActions(true)
        content.position = CGPoint(x: 0, y: -physics.offset)
    }
    let link = CADisplayLink { link in
        physics.step(CGFloat(link.targetTimestamp - link.timestamp))
        show()
        link.isPaused = !physics.isMoving
    }
    link.isPaused = true
    link.add(to: .main, forMode: .common)

    var last = CGPoint.zero
    window.eventRouter.setHandler(for: viewport) { event in
        switch event.kind {
        case .scroll(_, let dy, _):
            physics.scroll(by: dy)
        case .pointerDown(.left), .touch(_, .began):
            physics.beginDrag()
            last = event.location
        case .pointerDragged(.left), .touch(_, .moved):
            physics.drag(by: event.location.y - last.y)
            last = event.location
        case .pointerUp(.left), .touch(_, .ended), .touch(_, .cancelled):
            physics.release(velocity: event.velocity.dy)
        default:
            return false
        }
        show()
        link.isPaused = !physics.isMoving
        return true
    }
    try window.run()
} catch {
    print("scroll-view: \(error)")
    exit(1)
}
