// Debian's libstb compiles the stb implementations into libstb; we only need the declarations.
#include <stb_image.h>
#include <stb_image_write.h>
