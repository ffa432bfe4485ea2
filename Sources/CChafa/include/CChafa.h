// Images for turbo-tui (docs/images.md): PNG decoding through libpng's
// simplified API, JPEG through libturbojpeg, and colour symbol cells through
// libchafa. The libraries
// are loaded on first use (ImageLibrary.c), so a run that shows no image,
// and every --dump, pays nothing for them. Swift sees only these functions:
// no glib, no setjmp, no variadics, no macros.
#ifndef TURBO_TUI_CCHAFA_H
#define TURBO_TUI_CCHAFA_H

#include <stddef.h>
#include <stdint.h>

// Sixels, apart from the decoders (PixelProtocols.c).
#include "PixelProtocols.h"
// GIF and WebP (GIFLibrary.c, WebPLibrary.c).
#include "ImageDecoders.h"

// NULL when libpng and libchafa are loaded, else why not (a sentence).
const char *tt_image_load(void);

// Decodes a whole PNG into `rgba` (width * height * 4 bytes, unassociated
// alpha, rows top to bottom): 0, or -1 with libpng's message. The caller has
// read the IHDR chunk and checked the size first (ImageBounds).
int tt_png_decode(const uint8_t *data, size_t length, uint8_t *rgba, size_t rgbaSize,
                  uint32_t width, uint32_t height, char *message, size_t messageSize);

// `rgba` (width * height * 4 bytes, unassociated alpha) as a PNG, through
// libpng's simplified API: its length, the bytes in `*out` (to give back to
// free), or 0 when libpng cannot (not loaded, too old to write, no memory).
size_t tt_png_encode(const uint8_t *rgba, uint32_t width, uint32_t height, uint8_t **out);

// Scales `rgba` to `columns` x `rows` character cells with chafa's symbols
// mode (block and half-block symbols only: one column each in every
// terminal) in true colour. For each cell: its character (a Unicode scalar)
// and its colours as 0xRRGGBB, or -1 for a transparent background.
// 0, or -1 when chafa could not make the canvas.
int tt_chafa_symbols(const uint8_t *rgba, int width, int height, int columns, int rows,
                     uint32_t *characters, int32_t *foregrounds, int32_t *backgrounds);

// NULL when libturbojpeg is loaded, else why not (a sentence). Apart from
// tt_image_load: PNG works without it.
const char *tt_jpeg_load(void);

// A JPEG's size from its header (SOF), without decoding: 0, or -1 with
// libturbojpeg's message.
int tt_jpeg_size(const uint8_t *data, size_t length, uint32_t *width, uint32_t *height, char *message, size_t messageSize);

// Decodes a whole JPEG into `rgba` as tt_png_decode does; the caller has
// read the size with tt_jpeg_size and checked it first (ImageBounds).
int tt_jpeg_decode(const uint8_t *data, size_t length, uint8_t *rgba, size_t rgbaSize,
                   uint32_t width, uint32_t height, char *message, size_t messageSize);

#endif
