// giflib (Debian's libgif-dev) writes GIF files; Strata uses it for `strata render … --out FILE.gif`.
#include <gif_lib.h>
