// giflib, loaded on the first GIF (ImageDecoders.h); its functions are
// checked against gif_lib.h. The file is read from memory through
// DGifOpen's read function: giflib reports errors by return value and
// GifFileType.Error, no setjmp. Only the first frame is drawn, record by
// record (DGifSlurp would allocate every frame of an animation).
#include "ImageDecoders.h"
#include "DecoderSupport.h"

#include <gif_lib.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static struct {
    __typeof__(&DGifOpen) open;
    __typeof__(&DGifCloseFile) close;
    __typeof__(&DGifGetRecordType) record_type;
    __typeof__(&DGifGetImageDesc) image_descriptor;
    __typeof__(&DGifGetLine) line;
    __typeof__(&DGifGetExtension) extension;
    __typeof__(&DGifGetExtensionNext) extension_next;
    __typeof__(&GifErrorString) error_text;
} gif;

static pthread_once_t gifOnce = PTHREAD_ONCE_INIT;
static char gifFailure[512];

static void tt_gif_open(void) {
    void **slots[] = {(void **)&gif.open, (void **)&gif.close, (void **)&gif.record_type, (void **)&gif.image_descriptor,
                      (void **)&gif.line, (void **)&gif.extension, (void **)&gif.extension_next, (void **)&gif.error_text};
    const char *names[] = {"DGifOpen", "DGifCloseFile", "DGifGetRecordType", "DGifGetImageDesc",
                           "DGifGetLine", "DGifGetExtension", "DGifGetExtensionNext", "GifErrorString"};
    tt_load_library("libgif.so.7", "giflib", "libgif7", slots, names, sizeof names / sizeof names[0], gifFailure, sizeof gifFailure);
}

const char *tt_gif_load(void) {
    pthread_once(&gifOnce, tt_gif_open);
    return gifFailure[0] != 0 ? gifFailure : NULL;
}

struct tt_gif_input {
    const uint8_t *data;
    size_t length;
    size_t offset;
};

// giflib's read function: at most what is left; fewer bytes than asked is
// how giflib learns the file is cut short.
static int tt_gif_read(GifFileType *file, GifByteType *buffer, int count) {
    struct tt_gif_input *input = file->UserData;
    size_t left = input->length - input->offset;
    size_t wanted = count > 0 ? (size_t)count : 0;
    if (wanted > left) wanted = left;
    memcpy(buffer, input->data + input->offset, wanted);
    input->offset += wanted;
    return (int)wanted;
}

static void tt_gif_message(int error, char *message, size_t messageSize) {
    const char *text = gif.error_text(error);
    if (messageSize > 0) snprintf(message, messageSize, "%s", text != NULL && text[0] ? text : "not a GIF");
}

// Opens the GIF and reads its records up to the first image's descriptor
// (in file->Image), keeping the transparent index of the graphic control
// extension before it (-1 when none). NULL with a message on failure.
static GifFileType *tt_gif_first_image(struct tt_gif_input *input, int *transparent, char *message, size_t messageSize) {
    int error = 0;
    GifFileType *file = gif.open(input, tt_gif_read, &error);
    if (file == NULL) {
        tt_gif_message(error, message, messageSize);
        return NULL;
    }
    *transparent = -1;
    for (;;) {
        GifRecordType type = UNDEFINED_RECORD_TYPE;
        if (gif.record_type(file, &type) == GIF_ERROR) break;
        if (type == IMAGE_DESC_RECORD_TYPE) {
            if (gif.image_descriptor(file) == GIF_ERROR) break;
            if (file->Image.Width < 1 || file->Image.Height < 1 || file->Image.Left < 0 || file->Image.Top < 0) {
                snprintf(message, messageSize, "the GIF's first image has no pixels");
                gif.close(file, &error);
                return NULL;
            }
            return file;
        }
        if (type != EXTENSION_RECORD_TYPE) {
            snprintf(message, messageSize, "the GIF has no image");
            gif.close(file, &error);
            return NULL;
        }
        int code = 0;
        GifByteType *block = NULL;
        if (gif.extension(file, &code, &block) == GIF_ERROR) break;
        // A graphic control block: flags, delay (2 bytes), transparent index.
        if (code == GRAPHICS_EXT_FUNC_CODE && block != NULL && block[0] >= 4) *transparent = (block[1] & 1) ? block[4] : -1;
        while (block != NULL) {
            if (gif.extension_next(file, &block) == GIF_ERROR) goto failed;
        }
    }
failed:
    tt_gif_message(file->Error, message, messageSize);
    gif.close(file, &error);
    return NULL;
}

// The first frame's size: the screen, widened to hold the first image.
static void tt_gif_canvas(const GifFileType *file, uint32_t *width, uint32_t *height) {
    long right = (long)file->Image.Left + file->Image.Width, bottom = (long)file->Image.Top + file->Image.Height;
    *width = (uint32_t)(file->SWidth > right ? file->SWidth : right);
    *height = (uint32_t)(file->SHeight > bottom ? file->SHeight : bottom);
}

int tt_gif_size(const uint8_t *data, size_t length, uint32_t *width, uint32_t *height, char *message, size_t messageSize) {
    if (tt_gif_load() != NULL) return -1;
    struct tt_gif_input input = {data, length, 0};
    int transparent = -1, error = 0;
    GifFileType *file = tt_gif_first_image(&input, &transparent, message, messageSize);
    if (file == NULL) return -1;
    tt_gif_canvas(file, width, height);
    gif.close(file, &error);
    return 0;
}

// The first image's rows into `rgba` (`width` pixels a row), through its
// colour table: 0, or -1 with giflib's message.
static int tt_gif_draw(GifFileType *file, const ColorMapObject *colours, int transparent, uint8_t *rgba, uint32_t width,
                       GifByteType *line, char *message, size_t messageSize) {
    // An interlaced image sends rows 0, 8, 16, ..., then 4, 12, ...,
    // then 2, 6, ..., then the odd rows.
    static const int starts[] = {0, 4, 2, 1}, steps[] = {8, 8, 4, 2};
    int passes = file->Image.Interlace ? 4 : 1;
    for (int pass = 0; pass < passes; pass++) {
        int start = file->Image.Interlace ? starts[pass] : 0, step = file->Image.Interlace ? steps[pass] : 1;
        for (int row = start; row < file->Image.Height; row += step) {
            if (gif.line(file, line, file->Image.Width) == GIF_ERROR) {
                tt_gif_message(file->Error, message, messageSize);
                return -1;
            }
            uint8_t *out = rgba + ((size_t)(file->Image.Top + row) * width + (size_t)file->Image.Left) * 4;
            for (int column = 0; column < file->Image.Width; column++, out += 4) {
                int index = line[column];
                // A transparent index, or one past the table's end, leaves the pixel clear.
                if (index == transparent || index >= colours->ColorCount) continue;
                out[0] = colours->Colors[index].Red;
                out[1] = colours->Colors[index].Green;
                out[2] = colours->Colors[index].Blue;
                out[3] = 255;
            }
        }
    }
    return 0;
}

int tt_gif_decode(const uint8_t *data, size_t length, uint8_t *rgba, size_t rgbaSize,
                  uint32_t width, uint32_t height, char *message, size_t messageSize) {
    if (tt_gif_load() != NULL) return -1;
    struct tt_gif_input input = {data, length, 0};
    int transparent = -1, error = 0;
    GifFileType *file = tt_gif_first_image(&input, &transparent, message, messageSize);
    if (file == NULL) return -1;
    uint32_t canvasWidth = 0, canvasHeight = 0;
    tt_gif_canvas(file, &canvasWidth, &canvasHeight);
    const ColorMapObject *colours = file->Image.ColorMap != NULL ? file->Image.ColorMap : file->SColorMap;
    int result = -1;
    GifByteType *line = NULL;
    if (tt_same_size(canvasWidth, canvasHeight, width, height, rgbaSize, "GIF", message, messageSize) != 0) {
        result = -1;
    } else if (colours == NULL || colours->Colors == NULL) {
        snprintf(message, messageSize, "the GIF has no colour table");
    } else if ((line = malloc((size_t)file->Image.Width)) == NULL) {
        snprintf(message, messageSize, "no memory for a line of the GIF");
    } else {
        // Browsers leave the screen outside the first image transparent
        // (they ignore the background colour), and so does this.
        memset(rgba, 0, (size_t)width * height * 4);
        result = tt_gif_draw(file, colours, transparent, rgba, width, line, message, messageSize);
    }
    free(line);
    gif.close(file, &error);
    return result;
}
