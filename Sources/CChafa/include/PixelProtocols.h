// Pixel protocols for turbo-tui (docs/images.md, "Pixels"): sixel images
// encoded by libchafa, loaded on first use (PixelProtocols.c). Kitty's
// graphics commands are plain base64 of RGBA and are written in Swift.
#ifndef TURBO_TUI_PIXEL_PROTOCOLS_H
#define TURBO_TUI_PIXEL_PROTOCOLS_H

#include <stddef.h>
#include <stdint.h>

// NULL when libchafa is loaded for pixels, else why not (a sentence).
const char *tt_pixels_load(void);

// `rgba` (width x height, unassociated alpha) as one sixel image covering
// `columns` x `rows` cells of cellWidth x cellHeight pixels: "ESC P ... q",
// the sixel data, "ESC \". A buffer to give back to tt_pixels_free, its
// size in `length`; NULL when chafa cannot make the canvas.
uint8_t *tt_sixel_encode(const uint8_t *rgba, int width, int height, int columns, int rows,
                         int cellWidth, int cellHeight, size_t *length);

void tt_pixels_free(uint8_t *bytes);

#endif
