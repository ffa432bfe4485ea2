/* gumbo's parse alone, bytes to its tree, for `make bench` (script/parsebench.py):
 * the figure turbo-tui's own parser is compared with (issue 15). Built only by
 * the bench, against the bench-only package libgumbo-dev:
 *   cc -O2 -o .build/gumbo-parsebench script/bench/gumbo-parsebench.c -lgumbo
 * `gumbo-parsebench RUNS FILE...` prints one line per file, tab-separated:
 * name, bytes, best CPU ms of the thread, best wall ms (best of RUNS after a
 * warm-up). Each tree is freed after its clock stops, as turbo-tui-parsebench does. */
#include <gumbo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double seconds(clockid_t clock) {
    struct timespec now;
    clock_gettime(clock, &now);
    return (double)now.tv_sec + (double)now.tv_nsec / 1e9;
}

static char *read_file(const char *path, size_t *length) {
    FILE *file = fopen(path, "rb");
    if (!file) return NULL;
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    fseek(file, 0, SEEK_SET);
    char *bytes = malloc((size_t)size + 1);
    if (!bytes || fread(bytes, 1, (size_t)size, file) != (size_t)size) {
        fclose(file);
        free(bytes);
        return NULL;
    }
    fclose(file);
    *length = (size_t)size;
    return bytes;
}

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: gumbo-parsebench RUNS FILE...\n");
        return 2;
    }
    int runs = atoi(argv[1]);
    for (int index = 2; index < argc; index++) {
        size_t length = 0;
        char *bytes = read_file(argv[index], &length);
        if (!bytes) {
            fprintf(stderr, "gumbo-parsebench: cannot read %s\n", argv[index]);
            return 1;
        }
        double best_cpu = 1e9, best_wall = 1e9;
        for (int run = 0; run <= runs; run++) {
            double wall = seconds(CLOCK_MONOTONIC), cpu = seconds(CLOCK_THREAD_CPUTIME_ID);
            GumboOutput *output = gumbo_parse_with_options(&kGumboDefaultOptions, bytes, length);
            cpu = seconds(CLOCK_THREAD_CPUTIME_ID) - cpu;
            wall = seconds(CLOCK_MONOTONIC) - wall;
            gumbo_destroy_output(&kGumboDefaultOptions, output);
            if (run == 0) continue; /* the warm-up */
            if (cpu < best_cpu) best_cpu = cpu;
            if (wall < best_wall) best_wall = wall;
        }
        const char *name = strrchr(argv[index], '/');
        printf("%s\t%zu\t%.3f\t%.3f\n", name ? name + 1 : argv[index], length, best_cpu * 1000, best_wall * 1000);
        free(bytes);
    }
    return 0;
}
