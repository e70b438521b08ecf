// Cairo draws CGContext's paths, images, gradients and text; fontconfig finds fonts by family
// name and FreeType loads them (Debian: libcairo2-dev, which pulls in libfontconfig-dev and
// libfreetype-dev). cairo-ft.h includes fontconfig.h and ft2build.h.
#include <cairo.h>
#include <cairo-ft.h>
#include <fontconfig/fontconfig.h>
// FreeType's stroker outlines strokes for CGPath.copy(strokingWithWidth:…) and
// CGContext.replacePathWithStrokedPath (Cairo strokes only to pixels).
#include FT_STROKER_H
#include FT_OUTLINE_H
