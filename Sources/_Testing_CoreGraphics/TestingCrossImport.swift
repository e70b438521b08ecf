// Swift Testing declares a cross-import overlay for `import Testing` + `import CoreGraphics`
// (Apple platforms' image attachments). With our CoreGraphics module, a test file importing
// both asks for this module; Linux's toolchain has none, so it is supplied here, empty.
