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
#include <poll.h>
#include <pthread.h>
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

// Set by setlocale(LC_CTYPE, ""): whether the terminal takes UTF-8.
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
struct tt_signal_state {
    int write_fd; int termios_valid; struct termios termios;
    /* The watchdog's pipes: stop signals in, the loop's acknowledgements in. */
    int watchdog_read, watchdog_write, ack_read, ack_write;
};
static inline struct tt_signal_state *tt_signal_state(void) {
    static struct tt_signal_state state = { -1, 0, {0}, -1, -1, -1, -1 };
    return &state;
}
static inline int tt_is_stop_signal(int sig) {
    return sig == SIGTERM || sig == SIGHUP || sig == SIGINT || sig == SIGQUIT;
}
// Mouse reporting off, attributes reset, cursor shown, alternate screen left.
static const char tt_reset_sequence[] =
    "\033[?1000l\033[?1002l\033[?1003l\033[?1006l\033[0m\033[?25h\033[?1l\033>\033[?1049l\r\n";

static inline void tt_forward_signal(int sig) {
    int saved = errno;
    unsigned char byte = (unsigned char)sig;
    struct tt_signal_state *state = tt_signal_state();
    if (state->write_fd >= 0) { ssize_t ignored = write(state->write_fd, &byte, 1); (void)ignored; }
    if (tt_is_stop_signal(sig) && state->watchdog_write >= 0) {
        ssize_t ignored = write(state->watchdog_write, &byte, 1); (void)ignored;
    }
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

/// How long the loop has to take a stop signal before the watchdog ends the process.
#define TT_WATCHDOG_MILLISECONDS 100

/// The watchdog (issue 32): a thread that waits, blocked in poll, for a stop
/// signal (SIGTERM, SIGHUP, SIGINT, SIGQUIT). The event loop acknowledges
/// each one it reads; one not acknowledged within TT_WATCHDOG_MILLISECONDS
/// means the loop is stuck in a long turn, so the watchdog restores the
/// terminal and ends the process with the signal's default action, as the
/// crash handler does. Normally the loop reads the signal at once and ends
/// as it always does (cookies saved, status printed).
static void *tt_watchdog(void *unused) {
    (void)unused;
    struct tt_signal_state *state = tt_signal_state();
    sigset_t all;
    sigfillset(&all);
    pthread_sigmask(SIG_BLOCK, &all, NULL);  /* signals go to the loop's thread */
    for (;;) {
        struct pollfd wait_signal = { state->watchdog_read, POLLIN, 0 };
        if (poll(&wait_signal, 1, -1) <= 0) continue;
        unsigned char sig = 0;
        if (read(state->watchdog_read, &sig, 1) != 1) continue;
        struct pollfd wait_ack = { state->ack_read, POLLIN, 0 };
        if (poll(&wait_ack, 1, TT_WATCHDOG_MILLISECONDS) > 0) {
            unsigned char drained[64];
            while (read(state->ack_read, drained, sizeof drained) > 0) {}
            continue;
        }
        if (state->termios_valid) tcsetattr(STDIN_FILENO, TCSAFLUSH, &state->termios);
        ssize_t ignored = write(STDOUT_FILENO, tt_reset_sequence, sizeof tt_reset_sequence - 1);
        (void)ignored;
        signal(sig, SIG_DFL);
        sigset_t one;
        sigemptyset(&one);
        sigaddset(&one, sig);
        pthread_sigmask(SIG_UNBLOCK, &one, NULL);
        kill(getpid(), sig);
        _exit(128 + sig);  /* a signal the default action does not end on (none here) */
    }
    return NULL;
}

static inline int tt_pipe_nonblocking(int *read_fd, int *write_fd);

/// Starts the watchdog once; returns 0 on success (without it, the loop alone answers signals).
static inline int tt_start_watchdog(void) {
    struct tt_signal_state *state = tt_signal_state();
    if (state->watchdog_read >= 0) return 0;
    int signal_ends[2], ack_ends[2];
    if (tt_pipe_nonblocking(&signal_ends[0], &signal_ends[1]) != 0) return -1;
    if (tt_pipe_nonblocking(&ack_ends[0], &ack_ends[1]) != 0) return -1;
    state->ack_read = ack_ends[0];
    state->ack_write = ack_ends[1];
    state->watchdog_read = signal_ends[0];
    pthread_t thread;
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    pthread_attr_setstacksize(&attributes, 64 * 1024);
    int started = pthread_create(&thread, &attributes, tt_watchdog, NULL);
    pthread_attr_destroy(&attributes);
    if (started != 0) return -1;
    /* Only now may the handler write to it: the thread is there to read. */
    state->watchdog_write = signal_ends[1];
    return 0;
}

/// The loop read a stop signal: the watchdog stands down for it.
static inline void tt_watchdog_acknowledge(void) {
    int fd = tt_signal_state()->ack_write;
    if (fd >= 0) { unsigned char byte = 1; ssize_t ignored = write(fd, &byte, 1); (void)ignored; }
}

/// A non-blocking, close-on-exec self-pipe; returns 0 on success.
static inline int tt_signal_pipe_open(int *read_fd, int *write_fd) {
    return tt_pipe_nonblocking(read_fd, write_fd);
}

static inline int tt_pipe_nonblocking(int *read_fd, int *write_fd) {
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
/// The whole process group stops, as the terminal's own Ctrl-Z stops it: a
/// shell waits for the job it started (`make`, a wrapper script), not for
/// turbo-tui under it, so stopping turbo-tui alone left the shell waiting for a
/// job that never stopped, and the terminal hung (issue 34). Run from a shell,
/// the group is turbo-tui's own. A group the kernel calls orphaned (no shell
/// above to say `fg`) has its stop discarded, and turbo-tui goes on at once.
static inline void tt_stop_process(void) {
    signal(SIGTSTP, SIG_DFL);
    kill(0, SIGTSTP);
    tt_forward_signals_to(tt_signal_state()->write_fd);
}

#endif
