// libimagequant (pngquant's library, Debian's libimagequant-dev) reduces true-colour frames to
// the 256-colour palettes GIF needs, with dithering.
#include <libimagequant.h>
