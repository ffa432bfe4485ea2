// Sixels through libchafa (docs/images.md, "Pixels"): the pixels of an image
// already scaled to the cells it covers, encoded as one DCS ... ST string.
// chafa.h includes glib.h, which Debian's libchafa-dev does not bring, so the
// functions are declared here as chafa 1.12's headers declare them
// (chafa-canvas.h, chafa-canvas-config.h, chafa-term-info.h), with their enum
// values; g_string_free comes from glib, which libchafa itself links.
// Kept apart from ImageLibrary.c: its own dlopen (the same library, counted
// twice) and its own once, so the decoders and the pixel protocols grow apart.
#include "PixelProtocols.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct ChafaCanvas ChafaCanvas;
typedef struct ChafaCanvasConfig ChafaCanvasConfig;
typedef struct ChafaTermInfo ChafaTermInfo;
// glib's GString: its first two fields, as glib/gstring.h lays them out.
typedef struct { char *str; size_t len; size_t allocated; } TTGString;

enum {
    TT_PIXEL_CANVAS_MODE_TRUECOLOR = 0,       // ChafaCanvasMode's first
    TT_PIXEL_MODE_SIXELS = 1,                 // ChafaPixelMode: symbols, sixels, kitty, iterm2
    TT_PIXEL_RGBA8_UNASSOCIATED = 4,          // ChafaPixelType: after the four premultiplied
    TT_TERM_SEQ_BEGIN_SIXELS = 40,            // ChafaTermSeq: the 41st of chafa-term-seq-def.h
    TT_TERM_SEQ_END_SIXELS = 41,
};

static struct {
    ChafaCanvasConfig *(*canvas_config_new)(void);
    void (*canvas_config_set_geometry)(ChafaCanvasConfig *, int, int);
    void (*canvas_config_set_cell_geometry)(ChafaCanvasConfig *, int, int);
    void (*canvas_config_set_canvas_mode)(ChafaCanvasConfig *, int);
    void (*canvas_config_set_pixel_mode)(ChafaCanvasConfig *, int);
    void (*canvas_config_unref)(ChafaCanvasConfig *);
    ChafaCanvas *(*canvas_new)(const ChafaCanvasConfig *);
    void (*canvas_draw_all_pixels)(ChafaCanvas *, int, const uint8_t *, int, int, int);
    TTGString *(*canvas_print)(ChafaCanvas *, ChafaTermInfo *);
    void (*canvas_unref)(ChafaCanvas *);
    ChafaTermInfo *(*term_info_new)(void);
    int (*term_info_set_seq)(ChafaTermInfo *, int, const char *, void **);
    void (*term_info_unref)(ChafaTermInfo *);
    char *(*string_free)(TTGString *, int);
} pixels;

static pthread_once_t pixelsOnce = PTHREAD_ONCE_INIT;
static char pixelsFailure[512];
// The sequences a sixel image begins and ends with; made once, read by every thread.
static ChafaTermInfo *sixelTerm;

static void tt_pixels_open(void) {
    void *library = dlopen("libchafa.so.0", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        snprintf(pixelsFailure, sizeof pixelsFailure, "cannot load libchafa: %s (install the libchafa0 package)", dlerror());
        return;
    }
    void **slots[] = {
        (void **)&pixels.canvas_config_new, (void **)&pixels.canvas_config_set_geometry,
        (void **)&pixels.canvas_config_set_cell_geometry, (void **)&pixels.canvas_config_set_canvas_mode,
        (void **)&pixels.canvas_config_set_pixel_mode, (void **)&pixels.canvas_config_unref, (void **)&pixels.canvas_new,
        (void **)&pixels.canvas_draw_all_pixels, (void **)&pixels.canvas_print, (void **)&pixels.canvas_unref,
        (void **)&pixels.term_info_new, (void **)&pixels.term_info_set_seq, (void **)&pixels.term_info_unref,
        (void **)&pixels.string_free};
    const char *names[] = {
        "chafa_canvas_config_new", "chafa_canvas_config_set_geometry", "chafa_canvas_config_set_cell_geometry",
        "chafa_canvas_config_set_canvas_mode", "chafa_canvas_config_set_pixel_mode", "chafa_canvas_config_unref",
        "chafa_canvas_new", "chafa_canvas_draw_all_pixels", "chafa_canvas_print", "chafa_canvas_unref",
        "chafa_term_info_new", "chafa_term_info_set_seq", "chafa_term_info_unref", "g_string_free"};
    for (size_t index = 0; index < sizeof names / sizeof names[0]; index++) {
        // dlsym on chafa's handle also searches what it links: glib's g_string_free.
        *slots[index] = dlsym(library, names[index]);
        if (*slots[index] == NULL) {
            snprintf(pixelsFailure, sizeof pixelsFailure, "libchafa.so.0 has no %s", names[index]);
            return;
        }
    }
    sixelTerm = pixels.term_info_new();
    if (sixelTerm == NULL || pixels.term_info_set_seq(sixelTerm, TT_TERM_SEQ_BEGIN_SIXELS, "\033P%1;%2;%3q", NULL) < 0
        || pixels.term_info_set_seq(sixelTerm, TT_TERM_SEQ_END_SIXELS, "\033\\", NULL) < 0) {
        snprintf(pixelsFailure, sizeof pixelsFailure, "libchafa refused the sixel sequences");
    }
}

const char *tt_pixels_load(void) {
    pthread_once(&pixelsOnce, tt_pixels_open);
    return pixelsFailure[0] != 0 ? pixelsFailure : NULL;
}

uint8_t *tt_sixel_encode(const uint8_t *rgba, int width, int height, int columns, int rows,
                         int cellWidth, int cellHeight, size_t *length) {
    *length = 0;
    if (tt_pixels_load() != NULL || width < 1 || height < 1 || columns < 1 || rows < 1 || cellWidth < 1 || cellHeight < 1) {
        return NULL;
    }
    ChafaCanvasConfig *config = pixels.canvas_config_new();
    pixels.canvas_config_set_geometry(config, columns, rows);
    pixels.canvas_config_set_cell_geometry(config, cellWidth, cellHeight);
    pixels.canvas_config_set_canvas_mode(config, TT_PIXEL_CANVAS_MODE_TRUECOLOR);
    pixels.canvas_config_set_pixel_mode(config, TT_PIXEL_MODE_SIXELS);
    ChafaCanvas *canvas = pixels.canvas_new(config);
    pixels.canvas_config_unref(config);
    if (canvas == NULL) return NULL;
    pixels.canvas_draw_all_pixels(canvas, TT_PIXEL_RGBA8_UNASSOCIATED, rgba, width, height, width * 4);
    TTGString *printed = pixels.canvas_print(canvas, sixelTerm);
    pixels.canvas_unref(canvas);
    if (printed == NULL) return NULL;
    uint8_t *bytes = malloc(printed->len > 0 ? printed->len : 1);
    if (bytes != NULL) {
        memcpy(bytes, printed->str, printed->len);
        *length = printed->len;
    }
    pixels.string_free(printed, 1);
    return bytes;
}

void tt_pixels_free(uint8_t *bytes) { free(bytes); }
