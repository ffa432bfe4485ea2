// libFuzzer's entry for programs that keep their own main (libclang_rt.fuzzer_no_main):
// SwiftPM links an executable's main from the Swift module, so libFuzzer's main cannot be used.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
