// Shared by the decoders loaded on first use (GIFLibrary.c, WebPLibrary.c,
// ImageLibrary.c's libturbojpeg): a library's functions looked up by name
// into their slots, and the check that a file still has the size the
// caller allocated for.
#ifndef TURBO_TUI_DECODER_SUPPORT_H
#define TURBO_TUI_DECODER_SUPPORT_H

#include <dlfcn.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

// Opens `file` and fills `slots` with `names`: 0, or -1 with `failure` set
// (the library missing, naming the Debian `package` to install, or a function missing).
static inline int tt_load_library(const char *file, const char *what, const char *package,
                                  void **slots[], const char *names[], size_t count,
                                  char *failure, size_t failureSize) {
    void *library = dlopen(file, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        snprintf(failure, failureSize, "cannot load %s: %s (install the %s package)", what, dlerror(), package);
        return -1;
    }
    for (size_t index = 0; index < count; index++) {
        *slots[index] = dlsym(library, names[index]);
        if (*slots[index] == NULL) {
            snprintf(failure, failureSize, "%s has no %s", file, names[index]);
            return -1;
        }
    }
    return 0;
}

// The size read again (`width` x `height`) is the one the caller checked
// against the bounds and allocated `rgbaSize` bytes for: 0, or -1 with a message.
static inline int tt_same_size(uint32_t readWidth, uint32_t readHeight, uint32_t width, uint32_t height, size_t rgbaSize,
                               const char *format, char *message, size_t messageSize) {
    if (readWidth == width && readHeight == height && (size_t)width * height * 4 <= rgbaSize) return 0;
    snprintf(message, messageSize, "the %s's size changed between reads", format);
    return -1;
}

#endif
