// ncursesw from Swift: SwiftPM drops pkg-config's feature macros, so the wide
// API has to be switched on here; macros and mutable globals (stdscr, LINES,
// A_BOLD, ACS_*, KEY_F, mouse masks) are exposed as functions.
//
// turbo-tui does not link ncursesw: CursesLibrary.c loads libncursesw.so.6
// on the first curses call and defines the curses functions turbo-tui calls
// (with curses.h's own signatures) as calls into it. A dump or a drive
// session never draws, and the two libraries cost every run of those ~280 KiB
// of memory (docs/performance.md).
#ifndef TURBO_TUI_CCURSES_SHIM_H
#define TURBO_TUI_CCURSES_SHIM_H

#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#include <errno.h>
#include <fcntl.h>
#include <langinfo.h>
#include <limits.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <termios.h>
#include <unistd.h>
#include <string.h>
#include <wchar.h>
#include <ncursesw/curses.h>
#include <ncursesw/panel.h>

int wcwidth(wchar_t c);

// Loads libncursesw.so.6 if it is not loaded yet. Returns NULL, or why it
// cannot be loaded; call it before any curses function, which end the
// program with that message instead.
const char *tt_curses_load(void);

// curses' variables, read from the loaded library.
WINDOW *tt_stdscr(void);
int tt_lines(void);
int tt_cols(void);
int tt_colors(void);
int tt_color_pairs(void);

static inline attr_t tt_a_normal(void) { return A_NORMAL; }
static inline attr_t tt_a_bold(void) { return A_BOLD; }
static inline attr_t tt_a_underline(void) { return A_UNDERLINE; }
static inline attr_t tt_a_reverse(void) { return A_REVERSE; }
static inline attr_t tt_a_dim(void) { return A_DIM; }
static inline attr_t tt_a_italic(void) { return A_ITALIC; }
static inline attr_t tt_color_pair(int n) { return COLOR_PAIR(n); }

static inline int tt_key_f(int n) { return KEY_F(n); }
static inline mmask_t tt_all_mouse_events(void) { return ALL_MOUSE_EVENTS | REPORT_MOUSE_POSITION; }
static inline mmask_t tt_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t tt_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t tt_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t tt_button5_pressed(void) { return BUTTON5_PRESSED; }

// A terminal without cursor addressing (TERM=dumb) cannot show a screen at all.
static inline int tt_can_address_cursor(void) {
    char *cup = tigetstr("cup");
    return cup != NULL && cup != (char *)-1;
}

// Set by setlocale(LC_ALL, ""): whether the terminal takes UTF-8.
static inline int tt_locale_is_utf8(void) { return strcmp(nl_langinfo(CODESET), "UTF-8") == 0; }

// Whether the current locale's charset has this character.
static inline int tt_locale_can_encode(wchar_t c) {
    char buffer[MB_LEN_MAX];
    mbstate_t state;
    memset(&state, 0, sizeof state);
    return wcrtomb(buffer, c, &state) != (size_t)-1;
}

static inline int tt_getcury(WINDOW *w) { return getcury(w); }
static inline int tt_getcurx(WINDOW *w) { return getcurx(w); }
static inline int tt_getmaxy(WINDOW *w) { return getmaxy(w); }
static inline int tt_getmaxx(WINDOW *w) { return getmaxx(w); }

static inline SCREEN *tt_newterm(void) { return newterm(NULL, stdout, stdin); }

// Signal handlers get no context argument, so the little they need lives in
// this static, set once before curses starts. Only CursesTerminal.swift
// includes this header, so there is one copy.
struct tt_signal_state { int write_fd; int termios_valid; struct termios termios; };
static inline struct tt_signal_state *tt_signal_state(void) {
    static struct tt_signal_state state = { -1, 0 };
    return &state;
}
// Mouse reporting off, attributes reset, cursor shown, alternate screen left.
static const char tt_reset_sequence[] =
    "\033[?1000l\033[?1002l\033[?1003l\033[?1006l\033[0m\033[?25h\033[?1l\033>\033[?1049l\r\n";

static inline void tt_forward_signal(int sig) {
    int saved = errno;
    unsigned char byte = (unsigned char)sig;
    int fd = tt_signal_state()->write_fd;
    if (fd >= 0) { ssize_t ignored = write(fd, &byte, 1); (void)ignored; }
    errno = saved;
}

/// Async-signal-safe only: tcsetattr, write, signal, raise.
static inline void tt_restore_and_reraise(int sig) {
    struct tt_signal_state *state = tt_signal_state();
    if (state->termios_valid) tcsetattr(STDIN_FILENO, TCSAFLUSH, &state->termios);
    ssize_t ignored = write(STDOUT_FILENO, tt_reset_sequence, sizeof tt_reset_sequence - 1);
    (void)ignored;
    signal(sig, SIG_DFL);
    raise(sig);
}

/// A non-blocking, close-on-exec self-pipe; returns 0 on success.
static inline int tt_signal_pipe_open(int *read_fd, int *write_fd) {
    int fds[2];
    if (pipe(fds) != 0) return -1;
    for (int i = 0; i < 2; i++) {
        fcntl(fds[i], F_SETFL, fcntl(fds[i], F_GETFL) | O_NONBLOCK);
        fcntl(fds[i], F_SETFD, FD_CLOEXEC);
    }
    *read_fd = fds[0];
    *write_fd = fds[1];
    return 0;
}

/// Installs `handler` with `flags` for each of `signals`, then unblocks them
/// (a parent may have left them blocked).
static inline void tt_handle_signals(const int *signals, unsigned count, void (*handler)(int), int flags) {
    sigset_t handled;
    sigemptyset(&handled);
    for (unsigned i = 0; i < count; i++) {
        sigaddset(&handled, signals[i]);
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_handler = handler;
        action.sa_flags = flags;
        sigemptyset(&action.sa_mask);
        sigaction(signals[i], &action, NULL);
    }
    sigprocmask(SIG_UNBLOCK, &handled, NULL);
}

/// Terminal signals become bytes on the pipe, read by the event loop.
static inline void tt_forward_signals_to(int write_fd) {
    tt_signal_state()->write_fd = write_fd;
    static const int signals[] = { SIGWINCH, SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGTSTP, SIGCONT };
    tt_handle_signals(signals, sizeof signals / sizeof signals[0], tt_forward_signal, SA_RESTART);
    /* Signals a terminal program has no use for, whose default action would
       end it with the terminal left in curses' modes: ignored (issue 32). */
    signal(SIGUSR1, SIG_IGN);
    signal(SIGUSR2, SIG_IGN);
    signal(SIGALRM, SIG_IGN);
}

/// A crash restores the terminal before the default action (core, exit) runs.
static inline void tt_restore_terminal_on_crash(void) {
    struct tt_signal_state *state = tt_signal_state();
    state->termios_valid = tcgetattr(STDIN_FILENO, &state->termios) == 0;
    static const int signals[] = { SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP };
    tt_handle_signals(signals, sizeof signals / sizeof signals[0], tt_restore_and_reraise, SA_RESETHAND | SA_NODEFER);
}

/// Stops the process as the default SIGTSTP would, then forwards it again.
static inline void tt_stop_process(void) {
    signal(SIGTSTP, SIG_DFL);
    kill(getpid(), SIGTSTP);
    tt_forward_signals_to(tt_signal_state()->write_fd);
}

#endif
