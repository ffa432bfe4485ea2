// libwebp, loaded on the first WebP (ImageDecoders.h); its functions are
// checked against webp/decode.h. WebPGetFeatures is an inline wrapper in
// that header, so its exported entry, WebPGetFeaturesInternal, is called
// with the header's ABI version. Errors come back as status codes.
#include "ImageDecoders.h"
#include "DecoderSupport.h"

#include <pthread.h>
#include <stdio.h>
#include <webp/decode.h>

static struct {
    __typeof__(&WebPGetFeaturesInternal) features;
    __typeof__(&WebPDecodeRGBAInto) decode_rgba_into;
} webp;

static pthread_once_t webpOnce = PTHREAD_ONCE_INIT;
static char webpFailure[512];

static void tt_webp_open(void) {
    void **slots[] = {(void **)&webp.features, (void **)&webp.decode_rgba_into};
    const char *names[] = {"WebPGetFeaturesInternal", "WebPDecodeRGBAInto"};
    tt_load_library("libwebp.so.7", "libwebp", "libwebp7", slots, names, sizeof names / sizeof names[0], webpFailure, sizeof webpFailure);
}

const char *tt_webp_load(void) {
    pthread_once(&webpOnce, tt_webp_open);
    return webpFailure[0] != 0 ? webpFailure : NULL;
}

static const char *tt_webp_status(VP8StatusCode status) {
    switch (status) {
    case VP8_STATUS_NOT_ENOUGH_DATA: return "the WebP is cut short";
    case VP8_STATUS_UNSUPPORTED_FEATURE: return "the WebP uses a feature libwebp does not read";
    case VP8_STATUS_OUT_OF_MEMORY: return "no memory for the WebP";
    default: return "not a WebP";
    }
}

int tt_webp_size(const uint8_t *data, size_t length, uint32_t *width, uint32_t *height, char *message, size_t messageSize) {
    if (tt_webp_load() != NULL) return -1;
    WebPBitstreamFeatures features;
    VP8StatusCode status = webp.features(data, length, &features, WEBP_DECODER_ABI_VERSION);
    if (status != VP8_STATUS_OK || features.width < 1 || features.height < 1) {
        snprintf(message, messageSize, "%s", tt_webp_status(status));
        return -1;
    }
    // WebPDecode reads no animation; its first frame would need libwebpdemux.
    if (features.has_animation) {
        snprintf(message, messageSize, "an animated WebP is not decoded");
        return -1;
    }
    *width = (uint32_t)features.width;
    *height = (uint32_t)features.height;
    return 0;
}

int tt_webp_decode(const uint8_t *data, size_t length, uint8_t *rgba, size_t rgbaSize,
                   uint32_t width, uint32_t height, char *message, size_t messageSize) {
    uint32_t w = 0, h = 0;
    if (tt_webp_size(data, length, &w, &h, message, messageSize) != 0) return -1;
    if (tt_same_size(w, h, width, height, rgbaSize, "WebP", message, messageSize) != 0) return -1;
    if (webp.decode_rgba_into(data, length, rgba, rgbaSize, (int)width * 4) == NULL) {
        snprintf(message, messageSize, "the WebP's data is damaged or cut short");
        return -1;
    }
    return 0;
}
