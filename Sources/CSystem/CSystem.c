#define _GNU_SOURCE
#include "CSystem.h"

#include <pthread.h>
#include <string.h>

int tt_spawn_close_from(posix_spawn_file_actions_t *actions, int lowest) {
    return posix_spawn_file_actions_addclosefrom_np(actions, lowest);
}

void tt_name_this_thread(const char *name) {
    char kept[16];
    strncpy(kept, name, sizeof kept - 1);
    kept[sizeof kept - 1] = '\0';
    pthread_setname_np(pthread_self(), kept);
}
