// FFmpeg's libraries (Debian's libavformat-dev, libavcodec-dev, libswscale-dev, libavutil-dev)
// encode `strata render … --out FILE.mp4|FILE.webm` and `Recorder`'s videos, in-process.
#include <libavformat/avformat.h>
#include <libavcodec/avcodec.h>
#include <libswscale/swscale.h>
#include <libavutil/avutil.h>
#include <libavutil/imgutils.h>
#include <libavutil/opt.h>
#include <libavutil/pixdesc.h>
#include <libavutil/error.h>

// AVERROR(EAGAIN) and AVERROR_EOF are macros Swift cannot import.
static inline int cffmpeg_error_again(void) { return AVERROR(EAGAIN); }
static inline int cffmpeg_error_eof(void) { return AVERROR_EOF; }
// av_err2str is a macro over a compound literal; this fills a caller's buffer instead.
static inline void cffmpeg_error_string(int code, char *buffer, size_t size) { av_strerror(code, buffer, size); }
