// turbo-tui does not link ncursesw; it loads it when the screen is first
// drawn. Linked, libncursesw.so.6 and libtinfo.so.6 were mapped and bound at
// every start: ~280 KiB of a dump's peak memory, for a run that never draws
// (docs/performance.md). Each curses function turbo-tui calls is defined here
// with curses.h's own signature (the compiler checks them against it) and
// calls the loaded library's.
#include "CCurses.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

// Every function and variable used, by its name in the library.
#define TT_CURSES_FUNCTIONS(X) \
    X(clearok) X(doupdate) X(endwin) X(getmouse) X(has_colors) X(init_extended_pair) \
    X(mouseinterval) X(mousemask) X(mvwadd_wch) X(newterm) X(noecho) X(resizeterm) \
    X(set_escdelay) X(setcchar) X(start_color) X(use_default_colors) X(werase) \
    X(wget_wch) X(wmove) X(wnoutrefresh) X(curs_set) X(keypad) X(nodelay) X(raw) X(tigetstr) X(wredrawln)
#define TT_CURSES_VARIABLES(X) X(stdscr) X(LINES) X(COLS) X(COLORS) X(COLOR_PAIRS)

static struct {
#define TT_FIELD(name) __typeof__(&name) name;
    TT_CURSES_FUNCTIONS(TT_FIELD)
    TT_CURSES_VARIABLES(TT_FIELD)
#undef TT_FIELD
} api;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static char failure[512];

static void tt_curses_open(void) {
    // libtinfo comes with it; dlsym on this handle finds its symbols too.
    void *library = dlopen("libncursesw.so.6", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        snprintf(failure, sizeof failure, "cannot load ncursesw: %s (install the libncursesw6 package)", dlerror());
        return;
    }
#define TT_LOAD(name)                                                                                  \
    if ((*(void **)&api.name = dlsym(library, #name)) == NULL) {                                       \
        snprintf(failure, sizeof failure, "libncursesw.so.6 has no %s (ncurses 6.1 or newer is needed)", #name); \
        return;                                                                                        \
    }
    TT_CURSES_FUNCTIONS(TT_LOAD)
    TT_CURSES_VARIABLES(TT_LOAD)
#undef TT_LOAD
}

const char *tt_curses_load(void) {
    pthread_once(&once, tt_curses_open);
    return failure[0] != 0 ? failure : NULL;
}

// Callers load first (CursesTerminal does); this is the backstop.
static inline void tt_curses_loaded(void) {
    const char *problem = tt_curses_load();
    if (problem != NULL) {
        fprintf(stderr, "turbo-tui: %s\n", problem);
        exit(1);
    }
}

WINDOW *tt_stdscr(void) { tt_curses_loaded(); return *api.stdscr; }
int tt_lines(void) { tt_curses_loaded(); return *api.LINES; }
int tt_cols(void) { tt_curses_loaded(); return *api.COLS; }
int tt_colors(void) { tt_curses_loaded(); return *api.COLORS; }
int tt_color_pairs(void) { tt_curses_loaded(); return *api.COLOR_PAIRS; }

// curses.h also defines some of these as macros (mvwadd_wch); here they are functions.
#undef clearok
#undef mvwadd_wch
#undef werase
#undef wmove
#undef wnoutrefresh
#undef getmouse
#define TT_CALL(name, ...) tt_curses_loaded(); return api.name(__VA_ARGS__)
int clearok(WINDOW *window, bool on) { TT_CALL(clearok, window, on); }
int doupdate(void) { TT_CALL(doupdate); }
int endwin(void) { TT_CALL(endwin); }
int getmouse(MEVENT *event) { TT_CALL(getmouse, event); }
bool has_colors(void) { TT_CALL(has_colors); }
int init_extended_pair(int pair, int foreground, int background) { TT_CALL(init_extended_pair, pair, foreground, background); }
int mouseinterval(int milliseconds) { TT_CALL(mouseinterval, milliseconds); }
mmask_t mousemask(mmask_t mask, mmask_t *old) { TT_CALL(mousemask, mask, old); }
int mvwadd_wch(WINDOW *window, int y, int x, const cchar_t *character) { TT_CALL(mvwadd_wch, window, y, x, character); }
SCREEN *newterm(const char *type, FILE *output, FILE *input) { TT_CALL(newterm, type, output, input); }
int noecho(void) { TT_CALL(noecho); }
int resizeterm(int lines, int columns) { TT_CALL(resizeterm, lines, columns); }
int set_escdelay(int milliseconds) { TT_CALL(set_escdelay, milliseconds); }
int setcchar(cchar_t *out, const wchar_t *text, const attr_t attributes, NCURSES_PAIRS_T pair, const void *options) {
    TT_CALL(setcchar, out, text, attributes, pair, options);
}
int start_color(void) { TT_CALL(start_color); }
int use_default_colors(void) { TT_CALL(use_default_colors); }
int werase(WINDOW *window) { TT_CALL(werase, window); }
int wget_wch(WINDOW *window, wint_t *character) { TT_CALL(wget_wch, window, character); }
int wmove(WINDOW *window, int y, int x) { TT_CALL(wmove, window, y, x); }
int wnoutrefresh(WINDOW *window) { TT_CALL(wnoutrefresh, window); }
int curs_set(int visibility) { TT_CALL(curs_set, visibility); }
int keypad(WINDOW *window, bool on) { TT_CALL(keypad, window, on); }
int nodelay(WINDOW *window, bool on) { TT_CALL(nodelay, window, on); }
int raw(void) { TT_CALL(raw); }
char *tigetstr(const char *capability) { TT_CALL(tigetstr, capability); }
int wredrawln(WINDOW *window, int first, int count) { TT_CALL(wredrawln, window, first, count); }
#undef TT_CALL
