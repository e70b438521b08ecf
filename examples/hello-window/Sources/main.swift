// hello-window: three rounded squares; click one and it grows and turns, animated by Core
// Animation's implicit actions (plain property changes, no animation objects, no flush).
//
//   swift run hello-window                     a window (X11 or Wayland)
//   swift run hello-window --headless --frames 60 --click 0.2:240,160 --screenshot out.png
import Strata

do {
    let options = try WindowOptions(arguments: CommandLine.arguments.dropFirst())
    let window = try Window(title: "Hello, Strata", width: 480, height: 320, options: options)
    window.rootLayer.backgroundColor = CGColor(red: 0.08, green: 0.09, blue: 0.12, alpha: 1)

    let colors = [CGColor(red: 0.95, green: 0.35, blue: 0.3, alpha: 1),
                  CGColor(red: 0.3, green: 0.75, blue: 0.45, alpha: 1),
                  CGColor(red: 0.3, green: 0.5, blue: 0.95, alpha: 1)]
    for (index, color) in colors.enumerated() {
        let square = CALayer()
        square.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        square.position = CGPoint(x: 100 + 140 * CGFloat(index), y: 160)
        square.cornerRadius = 18
        square.backgroundColor = color
        window.rootLayer.addSublayer(square)

        // Events hit the layer where it is drawn, then go up its superlayers.
        window.eventRouter.setHandler(for: square) { [unowned square] event in
            guard case .pointerUp = event.kind else { return true }
            let grown = square.transform.m11 > 1
            square.transform = grown ? CATransform3DIdentity
                : CATransform3DConcat(CATransform3DMakeScale(1.3, 1.3, 1), CATransform3DMakeRotation(.pi / 8, 0, 0, 1))
            square.opacity = grown ? 1 : 0.8
            return true
        }
    }
    try window.run()
} catch {
    print("hello-window: \(error)")
    exit(1)
}
