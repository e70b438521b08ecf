// Swift Testing declares a cross-import overlay for `import Testing` + `import UIKit` (Apple
// platforms' image attachments). With our UIKit module, a test file importing both asks for
// this module; Linux's toolchain has none, so it is supplied here, empty.
