// text-field: click the field to focus it (its border lights up and a caret blinks), then type:
// SDL's text input arrives as UTF-8 text events, Backspace deletes, Escape or a click outside
// ends editing. Key and text events go to the window's focused layer (`eventRouter.focus`).
//
//   swift run text-field --headless --frames 30 --click 0.1:200,100 --text 0.2:Hello --screenshot out.png
import Strata

do {
    let options = try WindowOptions(arguments: CommandLine.arguments.dropFirst())
    let window = try Window(title: "Text field", width: 480, height: 200, options: options)
    window.rootLayer.backgroundColor = CGColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)

    let fontSize: CGFloat = 24
    let field = CALayer()
    field.frame = CGRect(x: 40, y: 70, width: 400, height: 60)
    field.cornerRadius = 10
    field.borderWidth = 2
    field.borderColor = CGColor(red: 0.75, green: 0.76, blue: 0.8, alpha: 1)
    field.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    window.rootLayer.addSublayer(field)

    let label = CATextLayer()
    label.frame = CGRect(x: 14, y: 14, width: 372, height: 34)
    label.font = "DejaVu Sans Mono"
    label.fontSize = fontSize
    label.contentsScale = window.scale
    field.addSublayer(label)

    let caret = CALayer()
    caret.bounds = CGRect(x: 0, y: 0, width: 2, height: 30)
    caret.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: 1, alpha: 1)
    caret.isHidden = true
    field.addSublayer(caret)

    var text = ""
    func show(editing: Bool) {
        label.string = text.isEmpty && !editing ? "Type here" : text
        label.foregroundColor = text.isEmpty && !editing ? CGColor(red: 0.6, green: 0.6, blue: 0.65, alpha: 1)
            : CGColor(red: 0.1, green: 0.1, blue: 0.12, alpha: 1)
        // A monospaced face: DejaVu Sans Mono advances 0.602 em per character.
        CATransaction.setDisableActions(true)
        caret.position = CGPoint(x: 15 + CGFloat(text.count) * fontSize * 0.602, y: 30)
        caret.isHidden = !editing
        field.borderColor = editing ? CGColor(red: 0.2, green: 0.4, blue: 1, alpha: 1)
            : CGColor(red: 0.75, green: 0.76, blue: 0.8, alpha: 1)
    }
    func setEditing(_ editing: Bool) {
        window.eventRouter.focus = editing ? field : nil
        if editing {
            let blink = CABasicAnimation(keyPath: "opacity")
            blink.fromValue = 1
            blink.toValue = 0
            blink.duration = 0.5
            blink.autoreverses = true
            blink.repeatCount = .infinity
            caret.add(blink, forKey: "blink")
        } else {
            caret.removeAnimation(forKey: "blink")  // a still window idles
        }
        show(editing: editing)
    }

    window.eventRouter.setHandler(for: field) { event in
        switch event.kind {
        case .pointerDown(.left), .touch(_, .began): setEditing(true)
        case .text(let typed): text += typed
        case .keyDown("backspace", _): if !text.isEmpty { text.removeLast() }
        case .keyDown("escape", false), .keyDown("return", false): setEditing(false)
        default: return false
        }
        show(editing: window.eventRouter.focus === field)
        return true
    }
    // A press anywhere else ends editing.
    window.eventRouter.setHandler(for: window.rootLayer) { event in
        guard case .pointerDown = event.kind, window.eventRouter.focus != nil else { return false }
        setEditing(false)
        return true
    }
    show(editing: false)
    try window.run()
} catch {
    print("text-field: \(error)")
    exit(1)
}
