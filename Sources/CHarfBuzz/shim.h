// HarfBuzz shapes text for CGContext's text drawing and CGFont's measurements: glyph choice,
// kerning, ligatures and complex scripts, from the FreeType face Cairo loaded (Debian:
// libharfbuzz-dev). hb-ft.h brings FreeType's headers (FT_LOAD_NO_HINTING).
#include <hb.h>
#include <hb-ft.h>
