// SDL2 (Debian's libsdl2-dev; pkg-config `sdl2` adds -I/usr/include/SDL2). No SDL_main on Linux.
// GL entry points are not declared here: the host asks SDL_GL_GetProcAddress for the few it
// calls, so it needs no GL headers of its own.
#include <SDL.h>
