#define _GNU_SOURCE
#include "CSystem.h"

#include <pthread.h>
#include <sched.h>
#include <unistd.h>
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

int tt_available_processors(void) {
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof set, &set) != 0) {
        long online = sysconf(_SC_NPROCESSORS_ONLN);
        return online > 0 ? (int)online : 1;
    }
    int count = CPU_COUNT(&set);
    return count > 0 ? count : 1;
}
