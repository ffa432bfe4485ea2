// Typed access to gumbo's untyped vectors (void **data) and to the node union,
// so the Swift side never casts raw pointers itself.
#ifndef TURBO_TUI_CGUMBO_SHIM_H
#define TURBO_TUI_CGUMBO_SHIM_H

#include <gumbo.h>
#include <stddef.h>

static inline const GumboNode *tt_gumbo_child(const GumboVector *v, unsigned int i) {
    return (const GumboNode *)v->data[i];
}

static inline const GumboAttribute *tt_gumbo_attribute(const GumboVector *v, unsigned int i) {
    return (const GumboAttribute *)v->data[i];
}

static inline GumboOutput *tt_gumbo_parse(const char *buffer, size_t length) {
    return gumbo_parse_with_options(&kGumboDefaultOptions, buffer, length);
}

static inline void tt_gumbo_destroy(GumboOutput *output) {
    gumbo_destroy_output(&kGumboDefaultOptions, output);
}

#endif
