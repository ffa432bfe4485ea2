#ifndef TURBO_TUI_CRE2_H
#define TURBO_TUI_CRE2_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// A C face for RE2's RE2::Set (libre2-dev), so that Swift needs no C++
// interop: one set of patterns, compiled once into one automaton, matched in
// time linear in the text. Patterns and texts are UTF-8 with explicit lengths;
// matching is case-sensitive and unanchored. CRE2.cpp implements it; only
// Turbo's LinearPatternSet.swift calls it.

typedef struct tt_re2_set tt_re2_set;

/// An empty set whose program and automaton may use about `max_memory` bytes.
tt_re2_set *tt_re2_set_new(int64_t max_memory);

/// Adds a pattern and returns its index (0, 1, ...), or -1 when RE2 cannot
/// read it; then the reason is written to `error` (cut to fit, NUL-ended).
int tt_re2_set_add(tt_re2_set *set, const char *pattern, size_t length, char *error, size_t error_capacity);

/// Compiles the patterns added so far; no pattern can be added after it.
/// Returns 0 when the program does not fit the memory budget.
int tt_re2_set_compile(tt_re2_set *set);

/// Writes the indices of the patterns matching `text`, in increasing order,
/// to `indices` (at most `capacity`; pass room for every pattern) and returns
/// how many matched. When the automaton runs out of memory on this text, the
/// set's patterns are matched one by one (still linear time).
size_t tt_re2_set_match(const tt_re2_set *set, const char *text, size_t length, int *indices, size_t capacity);

void tt_re2_set_free(tt_re2_set *set);

#ifdef __cplusplus
}
#endif

#endif
