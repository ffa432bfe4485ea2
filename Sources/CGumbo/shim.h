// Typed access to gumbo's untyped vectors (void **data) and to the node union,
// so the Swift side never casts raw pointers itself; and a parse that takes
// its memory from an arena, freed in one go.
#ifndef TURBO_TUI_CGUMBO_SHIM_H
#define TURBO_TUI_CGUMBO_SHIM_H

#include <gumbo.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdlib.h>
#include <time.h>

static inline const GumboNode *tt_gumbo_child(const GumboVector *v, unsigned int i) {
    return (const GumboNode *)v->data[i];
}

static inline const GumboAttribute *tt_gumbo_attribute(const GumboVector *v, unsigned int i) {
    return (const GumboAttribute *)v->data[i];
}

// Gumbo makes and frees many small blocks, and frees its whole tree one
// block at a time; from an arena both are nearly free. A third of what gumbo
// allocates is freed again during the parse (token buffers, grown vectors:
// 42 of 138 MB on the 8 MB corpus page), so freed blocks wait in free lists
// by size and are handed out again. Each block carries its size in 8 bytes
// before it; gumbo's structures need no more than 8-byte alignment.
#define TT_ARENA_FREE_CLASSES 512

typedef struct TTArenaChunk {
    struct TTArenaChunk *next;
    size_t used;
    size_t size;
    _Alignas(16) unsigned char data[];
} TTArenaChunk;

// A parse has a deadline: gumbo's time grows with the square of the nesting
// depth for some pages, and it cannot be interrupted. It allocates for every
// token, so the allocator looks at the clock every few calls and, past the
// deadline, jumps back out of gumbo. Everything gumbo made is in the arena,
// so nothing leaks.
typedef struct TTGumboParse {
    GumboOutput *output;
    TTArenaChunk *chunks;
    jmp_buf *escape;
    struct timespec deadline;
    unsigned int countdown;
    int timedOut;
    // Free blocks of 1..TT_ARENA_FREE_CLASSES words, each holding the next.
    void *freeBlocks[TT_ARENA_FREE_CLASSES + 1];
} TTGumboParse;

static inline void tt_arena_check_deadline(TTGumboParse *parse) {
    if (parse->escape == NULL || --parse->countdown != 0) return;
    parse->countdown = 32;
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    if (now.tv_sec > parse->deadline.tv_sec
        || (now.tv_sec == parse->deadline.tv_sec && now.tv_nsec >= parse->deadline.tv_nsec)) {
        parse->timedOut = 1;
        longjmp(*parse->escape, 1);
    }
}

static inline void *tt_arena_allocate(void *userdata, size_t size) {
    TTGumboParse *parse = (TTGumboParse *)userdata;
    tt_arena_check_deadline(parse);
    size_t words = size == 0 ? 1 : (size + 7) / 8;
    if (words <= TT_ARENA_FREE_CLASSES && parse->freeBlocks[words] != NULL) {
        void *reused = parse->freeBlocks[words];
        parse->freeBlocks[words] = *(void **)reused;
        return reused;
    }
    size = (words + 1) * 8;
    TTArenaChunk *chunk = parse->chunks;
    if (chunk == NULL || chunk->size - chunk->used < size) {
        size_t capacity = size > ((size_t)1 << 20) ? size : ((size_t)1 << 20);
        TTArenaChunk *fresh = (TTArenaChunk *)malloc(sizeof(TTArenaChunk) + capacity);
        if (fresh == NULL) abort(); // gumbo cannot recover from a failed allocation either
        fresh->next = chunk;
        fresh->used = 0;
        fresh->size = capacity;
        parse->chunks = fresh;
        chunk = fresh;
    }
    size_t *header = (size_t *)(chunk->data + chunk->used);
    chunk->used += size;
    *header = words;
    return header + 1;
}

static inline void tt_arena_deallocate(void *userdata, void *block) {
    if (block == NULL) return;
    TTGumboParse *parse = (TTGumboParse *)userdata;
    size_t words = ((size_t *)block)[-1];
    if (words > TT_ARENA_FREE_CLASSES) return; // rare big buffers stay until the arena goes
    *(void **)block = parse->freeBlocks[words];
    parse->freeBlocks[words] = block;
}

/// Parses with arena memory and without recording parse errors (nobody reads them).
/// Past `milliseconds` the parse stops: `output` is NULL and `timedOut` is 1.
static inline TTGumboParse *tt_gumbo_parse(const char *buffer, size_t length, long milliseconds) {
    TTGumboParse *parse = (TTGumboParse *)calloc(1, sizeof(TTGumboParse));
    if (parse == NULL) return NULL;
    GumboOptions options = kGumboDefaultOptions;
    options.allocator = tt_arena_allocate;
    options.deallocator = tt_arena_deallocate;
    options.userdata = parse;
    options.max_errors = 0;
    clock_gettime(CLOCK_MONOTONIC, &parse->deadline);
    parse->deadline.tv_sec += milliseconds / 1000;
    parse->deadline.tv_nsec += (milliseconds % 1000) * 1000000L;
    if (parse->deadline.tv_nsec >= 1000000000L) {
        parse->deadline.tv_sec += 1;
        parse->deadline.tv_nsec -= 1000000000L;
    }
    parse->countdown = 32;
    jmp_buf escape;
    parse->escape = &escape;
    if (setjmp(escape) == 0) {
        parse->output = gumbo_parse_with_options(&options, buffer, length);
    } else {
        parse->output = NULL;
    }
    parse->escape = NULL;
    return parse;
}

static inline void tt_gumbo_destroy(TTGumboParse *parse) {
    TTArenaChunk *chunk = parse->chunks;
    while (chunk != NULL) {
        TTArenaChunk *next = chunk->next;
        free(chunk);
        chunk = next;
    }
    free(parse);
}

#endif
