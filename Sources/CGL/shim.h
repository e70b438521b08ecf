// OpenGL 3.3 core (through glvnd's libOpenGL, which dispatches to whatever context is current:
// EGL or GLX) and EGL for headless contexts. PLATFORM.md: prototypes, not a loader — libepoxy's
// macros and global function pointers work badly from Swift 6.
#define GL_GLEXT_PROTOTYPES 1
#include <GL/glcorearb.h>
#include <EGL/egl.h>
#include <EGL/eglext.h>
