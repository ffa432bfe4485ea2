// GIF and WebP for turbo-tui (docs/images.md), beside PNG and JPEG
// (CChafa.h): giflib and libwebp, each loaded on its first image
// (GIFLibrary.c, WebPLibrary.c), so a page without one never maps it.
// Each format is read in two steps, as JPEG is: its size first, which the
// caller checks against ImageBounds, then its pixels into the caller's
// buffer of exactly that size.
#ifndef TURBO_TUI_IMAGE_DECODERS_H
#define TURBO_TUI_IMAGE_DECODERS_H

#include <stddef.h>
#include <stdint.h>

// NULL when giflib is loaded, else why not (a sentence).
const char *tt_gif_load(void);

// The size of a GIF's first frame as drawn: its logical screen, widened to
// hold the first image where that image reaches beyond it. Reads records up
// to the first image's descriptor, no pixels: 0, or -1 with a message.
int tt_gif_size(const uint8_t *data, size_t length, uint32_t *width, uint32_t *height, char *message, size_t messageSize);

// Decodes the first frame into `rgba` (width * height * 4 bytes, the size
// tt_gif_size gave): its transparent colour, and the screen outside the
// first image, get alpha 0. 0, or -1 with a message.
int tt_gif_decode(const uint8_t *data, size_t length, uint8_t *rgba, size_t rgbaSize,
                  uint32_t width, uint32_t height, char *message, size_t messageSize);

// NULL when libwebp is loaded, else why not (a sentence).
const char *tt_webp_load(void);

// A WebP's size from its header (VP8, VP8L or VP8X), without decoding: 0,
// or -1 with a message (an animated WebP is refused here).
int tt_webp_size(const uint8_t *data, size_t length, uint32_t *width, uint32_t *height, char *message, size_t messageSize);

// Decodes a still WebP into `rgba` as tt_gif_decode does: 0, or -1 with a message.
int tt_webp_decode(const uint8_t *data, size_t length, uint8_t *rgba, size_t rgbaSize,
                   uint32_t width, uint32_t height, char *message, size_t messageSize);

#endif
