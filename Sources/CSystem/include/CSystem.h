#ifndef TURBO_TUI_CSYSTEM_H
#define TURBO_TUI_CSYSTEM_H

#include <spawn.h>

// GNU extensions of glibc that Swift's Glibc module does not declare (it is
// built without _GNU_SOURCE); CSystem.c defines it and calls them.

/// Closes every descriptor from `lowest` up in the spawned child.
int tt_spawn_close_from(posix_spawn_file_actions_t *actions, int lowest);

/// Names the calling thread (Linux keeps 15 bytes; longer is cut).
void tt_name_this_thread(const char *name);

/// The processors the calling process may run on (its affinity mask), at least 1.
int tt_available_processors(void);

#endif
