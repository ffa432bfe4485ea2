// ncursesw from Swift: SwiftPM drops pkg-config's feature macros, so the wide
// API has to be switched on here; macros and mutable globals (stdscr, LINES,
// A_BOLD, ACS_*, KEY_F, mouse masks) are exposed as functions.
#ifndef TURBO_TUI_CCURSES_SHIM_H
#define TURBO_TUI_CCURSES_SHIM_H

#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#include <locale.h>
#include <wchar.h>
#include <ncursesw/curses.h>
#include <ncursesw/panel.h>

int wcwidth(wchar_t c);

static inline WINDOW *tt_stdscr(void) { return stdscr; }
static inline int tt_lines(void) { return LINES; }
static inline int tt_cols(void) { return COLS; }
static inline int tt_colors(void) { return COLORS; }
static inline int tt_color_pairs(void) { return COLOR_PAIRS; }

static inline attr_t tt_a_normal(void) { return A_NORMAL; }
static inline attr_t tt_a_bold(void) { return A_BOLD; }
static inline attr_t tt_a_underline(void) { return A_UNDERLINE; }
static inline attr_t tt_a_reverse(void) { return A_REVERSE; }
static inline attr_t tt_a_dim(void) { return A_DIM; }
static inline attr_t tt_a_italic(void) { return A_ITALIC; }
static inline attr_t tt_color_pair(int n) { return COLOR_PAIR(n); }

static inline int tt_key_f(int n) { return KEY_F(n); }
static inline mmask_t tt_all_mouse_events(void) { return ALL_MOUSE_EVENTS | REPORT_MOUSE_POSITION; }
static inline mmask_t tt_button1_clicked(void) { return BUTTON1_CLICKED | BUTTON1_PRESSED | BUTTON1_RELEASED; }
static inline mmask_t tt_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t tt_button5_pressed(void) { return BUTTON5_PRESSED; }

static inline int tt_getcury(WINDOW *w) { return getcury(w); }
static inline int tt_getcurx(WINDOW *w) { return getcurx(w); }
static inline int tt_getmaxy(WINDOW *w) { return getmaxy(w); }
static inline int tt_getmaxx(WINDOW *w) { return getmaxx(w); }

#endif
