// libpng and libchafa, loaded when the first image is decoded, and
// libturbojpeg when the first JPEG is (CChafa.h).
// libpng's functions are checked against png.h; chafa.h includes glib.h,
// which Debian's libchafa-dev does not bring (no libglib2.0-dev dependency),
// so the few chafa functions used are declared here as chafa 1.12's headers
// declare them (chafa-canvas.h, chafa-canvas-config.h, chafa-symbol-map.h),
// with the enum values those headers give.
#include "CChafa.h"
#include "DecoderSupport.h"

#include <dlfcn.h>
#include <png.h>
#include <turbojpeg.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct ChafaCanvas ChafaCanvas;
typedef struct ChafaCanvasConfig ChafaCanvasConfig;
typedef struct ChafaSymbolMap ChafaSymbolMap;
enum {
    TT_CHAFA_CANVAS_MODE_TRUECOLOR = 0,          // ChafaCanvasMode's first
    TT_CHAFA_PIXEL_MODE_SYMBOLS = 0,             // ChafaPixelMode's first
    TT_CHAFA_PIXEL_RGBA8_UNASSOCIATED = 4,       // ChafaPixelType: after the four premultiplied
    TT_CHAFA_SYMBOL_TAG_SPACE = 1 << 0,
    TT_CHAFA_SYMBOL_TAG_BLOCK = 1 << 3,
    TT_CHAFA_SYMBOL_TAG_WIDE = 1 << 18,
    TT_CHAFA_SYMBOL_TAG_AMBIGUOUS = 1 << 19,
};

static struct {
    ChafaSymbolMap *(*symbol_map_new)(void);
    void (*symbol_map_add_by_tags)(ChafaSymbolMap *, int);
    void (*symbol_map_remove_by_tags)(ChafaSymbolMap *, int);
    void (*symbol_map_unref)(ChafaSymbolMap *);
    ChafaCanvasConfig *(*canvas_config_new)(void);
    void (*canvas_config_set_geometry)(ChafaCanvasConfig *, int, int);
    void (*canvas_config_set_canvas_mode)(ChafaCanvasConfig *, int);
    void (*canvas_config_set_pixel_mode)(ChafaCanvasConfig *, int);
    void (*canvas_config_set_symbol_map)(ChafaCanvasConfig *, const ChafaSymbolMap *);
    void (*canvas_config_unref)(ChafaCanvasConfig *);
    ChafaCanvas *(*canvas_new)(const ChafaCanvasConfig *);
    void (*canvas_draw_all_pixels)(ChafaCanvas *, int, const uint8_t *, int, int, int);
    uint32_t (*canvas_get_char_at)(ChafaCanvas *, int, int);
    void (*canvas_get_colors_at)(ChafaCanvas *, int, int, int *, int *);
    void (*canvas_unref)(ChafaCanvas *);
} chafa;

static struct {
    __typeof__(&png_image_begin_read_from_memory) begin_read_from_memory;
    __typeof__(&png_image_finish_read) finish_read;
    __typeof__(&png_image_free) free;
} png;

// Apart: a libpng without it (before 1.6.29) still decodes; iTerm2's images are then not drawn.
static struct {
    __typeof__(&png_image_write_to_memory) write_to_memory;
} png_write;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static char failure[512];

static int tt_symbol(void *library, const char *file, const char *name, void **slot) {
    *slot = dlsym(library, name);
    if (*slot == NULL) {
        snprintf(failure, sizeof failure, "%s has no %s", file, name);
        return -1;
    }
    return 0;
}

static void tt_image_open(void) {
    void *pngLibrary = dlopen("libpng16.so.16", RTLD_NOW | RTLD_LOCAL);
    if (pngLibrary == NULL) {
        snprintf(failure, sizeof failure, "cannot load libpng: %s (install the libpng16-16 package)", dlerror());
        return;
    }
    void *chafaLibrary = dlopen("libchafa.so.0", RTLD_NOW | RTLD_LOCAL);
    if (chafaLibrary == NULL) {
        snprintf(failure, sizeof failure, "cannot load libchafa: %s (install the libchafa0 package)", dlerror());
        return;
    }
#define TT_PNG(field, name) if (tt_symbol(pngLibrary, "libpng16.so.16", name, (void **)&png.field)) return
    TT_PNG(begin_read_from_memory, "png_image_begin_read_from_memory");
    TT_PNG(finish_read, "png_image_finish_read");
    TT_PNG(free, "png_image_free");
    png_write.write_to_memory = dlsym(pngLibrary, "png_image_write_to_memory");
#define TT_CHAFA(field) if (tt_symbol(chafaLibrary, "libchafa.so.0", "chafa_" #field, (void **)&chafa.field)) return
    TT_CHAFA(symbol_map_new); TT_CHAFA(symbol_map_add_by_tags); TT_CHAFA(symbol_map_remove_by_tags);
    TT_CHAFA(symbol_map_unref); TT_CHAFA(canvas_config_new); TT_CHAFA(canvas_config_set_geometry);
    TT_CHAFA(canvas_config_set_canvas_mode); TT_CHAFA(canvas_config_set_pixel_mode);
    TT_CHAFA(canvas_config_set_symbol_map); TT_CHAFA(canvas_config_unref); TT_CHAFA(canvas_new);
    TT_CHAFA(canvas_draw_all_pixels); TT_CHAFA(canvas_get_char_at); TT_CHAFA(canvas_get_colors_at);
    TT_CHAFA(canvas_unref);
#undef TT_PNG
#undef TT_CHAFA
}

const char *tt_image_load(void) {
    pthread_once(&once, tt_image_open);
    return failure[0] != 0 ? failure : NULL;
}

static void tt_copy_message(const png_image *image, char *message, size_t messageSize) {
    if (messageSize > 0) snprintf(message, messageSize, "%s", image->message[0] ? image->message : "not a PNG");
}

int tt_png_decode(const uint8_t *data, size_t length, uint8_t *rgba, size_t rgbaSize,
                  uint32_t width, uint32_t height, char *message, size_t messageSize) {
    if (tt_image_load() != NULL) return -1;
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png.begin_read_from_memory(&image, data, length)) {
        tt_copy_message(&image, message, messageSize);
        png.free(&image);
        return -1;
    }
    if (image.width != width || image.height != height || (size_t)width * height * 4 > rgbaSize) {
        snprintf(message, messageSize, "the PNG's size changed between reads");
        png.free(&image);
        return -1;
    }
    image.format = PNG_FORMAT_RGBA;
    // finish_read frees the image's memory itself, on success and failure.
    if (!png.finish_read(&image, NULL, rgba, (png_int_32)(width * 4), NULL)) {
        tt_copy_message(&image, message, messageSize);
        return -1;
    }
    return 0;
}

size_t tt_png_encode(const uint8_t *rgba, uint32_t width, uint32_t height, uint8_t **out) {
    *out = NULL;
    if (tt_image_load() != NULL || png_write.write_to_memory == NULL || width == 0 || height == 0) return 0;
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    image.width = width;
    image.height = height;
    image.format = PNG_FORMAT_RGBA;
    png_alloc_size_t size = 0;
    // A first call with no memory gives the size the PNG needs.
    if (!png_write.write_to_memory(&image, NULL, &size, 0, rgba, (png_int_32)(width * 4), NULL) || size == 0) {
        png.free(&image);
        return 0;
    }
    uint8_t *bytes = malloc(size);
    if (bytes == NULL) return 0;
    if (!png_write.write_to_memory(&image, bytes, &size, 0, rgba, (png_int_32)(width * 4), NULL)) {
        png.free(&image);
        free(bytes);
        return 0;
    }
    *out = bytes;
    return size;
}

int tt_chafa_symbols(const uint8_t *rgba, int width, int height, int columns, int rows,
                     uint32_t *characters, int32_t *foregrounds, int32_t *backgrounds) {
    if (tt_image_load() != NULL || columns < 1 || rows < 1 || width < 1 || height < 1) return -1;
    ChafaSymbolMap *symbols = chafa.symbol_map_new();
    chafa.symbol_map_add_by_tags(symbols, TT_CHAFA_SYMBOL_TAG_BLOCK | TT_CHAFA_SYMBOL_TAG_SPACE);
    chafa.symbol_map_remove_by_tags(symbols, TT_CHAFA_SYMBOL_TAG_WIDE | TT_CHAFA_SYMBOL_TAG_AMBIGUOUS);
    ChafaCanvasConfig *config = chafa.canvas_config_new();
    chafa.canvas_config_set_geometry(config, columns, rows);
    chafa.canvas_config_set_canvas_mode(config, TT_CHAFA_CANVAS_MODE_TRUECOLOR);
    chafa.canvas_config_set_pixel_mode(config, TT_CHAFA_PIXEL_MODE_SYMBOLS);
    chafa.canvas_config_set_symbol_map(config, symbols);
    ChafaCanvas *canvas = chafa.canvas_new(config);
    chafa.canvas_config_unref(config);
    chafa.symbol_map_unref(symbols);
    if (canvas == NULL) return -1;
    chafa.canvas_draw_all_pixels(canvas, TT_CHAFA_PIXEL_RGBA8_UNASSOCIATED, rgba, width, height, width * 4);
    for (int y = 0; y < rows; y++) {
        for (int x = 0; x < columns; x++) {
            int index = y * columns + x, foreground = -1, background = -1;
            characters[index] = chafa.canvas_get_char_at(canvas, x, y);
            chafa.canvas_get_colors_at(canvas, x, y, &foreground, &background);
            foregrounds[index] = foreground;
            backgrounds[index] = background;
        }
    }
    chafa.canvas_unref(canvas);
    return 0;
}

// libturbojpeg, loaded apart from the others: a machine without it still
// shows PNGs, and a page without a JPEG never maps it.
static struct {
    __typeof__(&tjInitDecompress) init_decompress;
    __typeof__(&tjDecompressHeader3) decompress_header;
    __typeof__(&tjDecompress2) decompress;
    __typeof__(&tjGetErrorStr2) error_text;
    __typeof__(&tjDestroy) destroy;
} jpeg;

static pthread_once_t jpegOnce = PTHREAD_ONCE_INIT;
static char jpegFailure[512];

static void tt_jpeg_open(void) {
    void **slots[] = {(void **)&jpeg.init_decompress, (void **)&jpeg.decompress_header, (void **)&jpeg.decompress,
                      (void **)&jpeg.error_text, (void **)&jpeg.destroy};
    const char *names[] = {"tjInitDecompress", "tjDecompressHeader3", "tjDecompress2", "tjGetErrorStr2", "tjDestroy"};
    tt_load_library("libturbojpeg.so.0", "libturbojpeg", "libturbojpeg0", slots, names, sizeof names / sizeof names[0],
                    jpegFailure, sizeof jpegFailure);
}

const char *tt_jpeg_load(void) {
    pthread_once(&jpegOnce, tt_jpeg_open);
    return jpegFailure[0] != 0 ? jpegFailure : NULL;
}

static void tt_jpeg_message(tjhandle handle, char *message, size_t messageSize) {
    const char *text = handle != NULL ? jpeg.error_text(handle) : NULL;
    if (messageSize > 0) snprintf(message, messageSize, "%s", text != NULL && text[0] ? text : "not a JPEG");
}

int tt_jpeg_size(const uint8_t *data, size_t length, uint32_t *width, uint32_t *height, char *message, size_t messageSize) {
    if (tt_jpeg_load() != NULL) return -1;
    tjhandle handle = jpeg.init_decompress();
    if (handle == NULL) {
        tt_jpeg_message(NULL, message, messageSize);
        return -1;
    }
    int w = 0, h = 0, subsampling = 0, colorspace = 0;
    int result = jpeg.decompress_header(handle, data, (unsigned long)length, &w, &h, &subsampling, &colorspace);
    if (result != 0 || w < 1 || h < 1) {
        tt_jpeg_message(handle, message, messageSize);
        jpeg.destroy(handle);
        return -1;
    }
    *width = (uint32_t)w;
    *height = (uint32_t)h;
    jpeg.destroy(handle);
    return 0;
}

int tt_jpeg_decode(const uint8_t *data, size_t length, uint8_t *rgba, size_t rgbaSize,
                   uint32_t width, uint32_t height, char *message, size_t messageSize) {
    uint32_t w = 0, h = 0;
    if (tt_jpeg_size(data, length, &w, &h, message, messageSize) != 0) return -1;
    if (tt_same_size(w, h, width, height, rgbaSize, "JPEG", message, messageSize) != 0) return -1;
    tjhandle handle = jpeg.init_decompress();
    if (handle == NULL) {
        tt_jpeg_message(NULL, message, messageSize);
        return -1;
    }
    // TJFLAG_LIMITSCANS: a progressive JPEG of more than 500 scans (a way to
    // make the decoder spin) is refused rather than decoded.
    int result = jpeg.decompress(handle, data, (unsigned long)length, rgba, (int)width, (int)width * 4, (int)height,
                                 TJPF_RGBA, TJFLAG_LIMITSCANS);
    if (result != 0) tt_jpeg_message(handle, message, messageSize);
    jpeg.destroy(handle);
    return result == 0 ? 0 : -1;
}
