#ifndef TURBO_TUI_CMALLOCINFO_H
#define TURBO_TUI_CMALLOCINFO_H

#include <stddef.h>

// glibc's count of the heap in use, which Swift's Glibc module does not
// declare (<malloc.h>). Only the bench harnesses link this: the browser
// never asks, and the tests that check a DOM node's size.

/// Bytes malloc has handed out and not had back (`mallinfo2`: uordblks + hblkhd).
size_t tt_heap_in_use(void);

/// The usable bytes of the block malloc gave for `pointer`
/// (`malloc_usable_size`): the size class an object landed in.
size_t tt_block_size(const void *pointer);

#endif
