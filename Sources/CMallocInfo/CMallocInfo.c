#include "CMallocInfo.h"

#include <malloc.h>

size_t tt_heap_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}

size_t tt_block_size(const void *pointer) {
    return malloc_usable_size((void *)pointer);
}
