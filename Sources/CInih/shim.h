// libinih (Debian's libinih-dev) for Swift. inih reads lines through an
// fgets-like callback and calls a handler per `name = value`; its handler
// gets no line number in Debian's build (INI_HANDLER_LINENO is 0), so the
// reader here counts the lines it hands out and passes the number on:
// a bad value can then be reported with its line.
#ifndef TURBO_TUI_CINIH_SHIM_H
#define TURBO_TUI_CINIH_SHIM_H

#include <ini.h>
#include <stddef.h>

typedef int (*tt_ini_line_handler)(void *user, int line, const char *section, const char *name, const char *value);

typedef struct {
    const char *text;
    size_t length;
    size_t offset;
    int line;       // the line being read, from 1
    int atLineStart;
    tt_ini_line_handler handler;
    void *user;
} tt_ini_state;

// One line (or as much of it as fits in `size`), as fgets would give it.
static inline char *tt_ini_read(char *buffer, int size, void *stream) {
    tt_ini_state *state = (tt_ini_state *)stream;
    if (state->offset >= state->length || size < 2) return NULL;
    if (state->atLineStart) {
        state->line += 1;
        state->atLineStart = 0;
    }
    size_t count = 0;
    while (count < (size_t)size - 1 && state->offset < state->length) {
        char c = state->text[state->offset++];
        buffer[count++] = c;
        if (c == '\n') {
            state->atLineStart = 1;
            break;
        }
    }
    buffer[count] = '\0';
    return buffer;
}

static inline int tt_ini_call(void *user, const char *section, const char *name, const char *value) {
    tt_ini_state *state = (tt_ini_state *)user;
    return state->handler(state->user, state->line, section, name, value);
}

// Parses `length` bytes of text (no NUL in them) and returns what inih
// does: 0, or the number of the first line it could not read (it goes on
// after it). Values are whole lines: no inline comments, no continuation
// lines (an indented line is a line of its own), no line length limit
// below `maximumLine`.
static inline int tt_ini_parse(const char *text, size_t length, int maximumLine,
                               tt_ini_line_handler handler, void *user) {
    ini_allow_multiline = 0;
    ini_allow_inline_comments = 0;
    ini_allow_no_value = 0;
    ini_stop_on_first_error = 0;
    ini_use_stack = 0;
    ini_allow_realloc = 1;
    ini_max_line = maximumLine;
    tt_ini_state state = { text, length, 0, 0, 1, handler, user };
    return ini_parse_stream(tt_ini_read, &state, tt_ini_call, &state);
}

#endif
