// libcurl for Swift. Two things Swift cannot do itself: call C variadic
// functions (each curl_*_setopt / getinfo call turbo-tui needs gets a typed
// wrapper here, one per argument type) and load a library on first use.
// turbo-tui does not link libcurl: every call goes through tt_curl(), which
// loads libcurl.so.4 the first time (CurlLibrary.c says why).
#ifndef TURBO_TUI_CCURL_H
#define TURBO_TUI_CCURL_H

#include <curl/curl.h>

// The libcurl functions turbo-tui calls, with curl.h's own signatures.
struct tt_curl_api {
    CURLcode (*global_init)(long flags);
    curl_version_info_data *(*version_info)(CURLversion stamp);
    CURL *(*easy_init)(void);
    void (*easy_cleanup)(CURL *handle);
    CURLcode (*easy_setopt)(CURL *handle, CURLoption option, ...);
    CURLcode (*easy_getinfo)(CURL *handle, CURLINFO info, ...);
    const char *(*easy_strerror)(CURLcode code);
    CURLcode (*easy_send)(CURL *handle, const void *buffer, size_t length, size_t *sent);
    CURLcode (*easy_recv)(CURL *handle, void *buffer, size_t length, size_t *received);
    CURLcode (*easy_pause)(CURL *handle, int bitmask);
    CURLM *(*multi_init)(void);
    CURLMcode (*multi_cleanup)(CURLM *multi);
    CURLMcode (*multi_setopt)(CURLM *multi, CURLMoption option, ...);
    CURLMcode (*multi_add_handle)(CURLM *multi, CURL *handle);
    CURLMcode (*multi_remove_handle)(CURLM *multi, CURL *handle);
    CURLMcode (*multi_perform)(CURLM *multi, int *running);
    CURLMcode (*multi_poll)(CURLM *multi, struct curl_waitfd extra[], unsigned int count, int timeout_ms, int *ready);
    CURLMsg *(*multi_info_read)(CURLM *multi, int *remaining);
    CURLSH *(*share_init)(void);
    CURLSHcode (*share_cleanup)(CURLSH *share);
    CURLSHcode (*share_setopt)(CURLSH *share, CURLSHoption option, ...);
    struct curl_slist *(*slist_append)(struct curl_slist *list, const char *string);
    void (*slist_free_all)(struct curl_slist *list);
};

// Loads libcurl and runs curl_global_init once, on the first call from any
// thread. A missing libcurl.so.4 ends the program with a message on stderr.
const struct tt_curl_api *tt_curl(void);
/* Starts loading libcurl on a thread of its own; the first tt_curl() call
   waits for it (pthread_once), so the browser's start (curses, files) and the
   ~30 libraries' mapping and binding overlap. */
void tt_curl_preload(void);
// Before the process exits: waits for a load tt_curl_preload began (see CurlLibrary.c).
void tt_curl_settle(void);

typedef size_t (*tt_curl_data_callback)(char *data, size_t size, size_t count, void *userdata);
typedef int (*tt_curl_progress_callback)(void *userdata, curl_off_t dltotal, curl_off_t dlnow,
                                         curl_off_t ultotal, curl_off_t ulnow);
typedef void (*tt_curl_lock_callback)(CURL *handle, curl_lock_data data, curl_lock_access access, void *userdata);
typedef void (*tt_curl_unlock_callback)(CURL *handle, curl_lock_data data, void *userdata);

static inline CURL *tt_easy_init(void) { return tt_curl()->easy_init(); }
static inline void tt_easy_cleanup(CURL *h) { tt_curl()->easy_cleanup(h); }
static inline const char *tt_easy_strerror(CURLcode c) { return tt_curl()->easy_strerror(c); }
static inline CURLcode tt_easy_send(CURL *h, const void *b, size_t n, size_t *sent) { return tt_curl()->easy_send(h, b, n, sent); }
static inline CURLcode tt_easy_recv(CURL *h, void *b, size_t n, size_t *received) { return tt_curl()->easy_recv(h, b, n, received); }
// CURLPAUSE_CONT is a macro of two others; curl may call the write callback before this returns.
static inline CURLcode tt_easy_unpause(CURL *h) { return tt_curl()->easy_pause(h, CURLPAUSE_CONT); }

static inline CURLcode tt_easy_setopt_long(CURL *h, CURLoption o, long v) { return tt_curl()->easy_setopt(h, o, v); }
static inline CURLcode tt_easy_setopt_string(CURL *h, CURLoption o, const char *v) { return tt_curl()->easy_setopt(h, o, v); }
static inline CURLcode tt_easy_setopt_pointer(CURL *h, CURLoption o, void *v) { return tt_curl()->easy_setopt(h, o, v); }
static inline CURLcode tt_easy_setopt_off_t(CURL *h, CURLoption o, curl_off_t v) { return tt_curl()->easy_setopt(h, o, v); }
static inline CURLcode tt_easy_setopt_slist(CURL *h, CURLoption o, struct curl_slist *v) { return tt_curl()->easy_setopt(h, o, v); }
static inline CURLcode tt_easy_setopt_share(CURL *h, CURLSH *v) { return tt_curl()->easy_setopt(h, CURLOPT_SHARE, v); }
static inline CURLcode tt_easy_setopt_data_callback(CURL *h, CURLoption o, tt_curl_data_callback v) { return tt_curl()->easy_setopt(h, o, v); }
static inline CURLcode tt_easy_setopt_progress_callback(CURL *h, tt_curl_progress_callback v) {
    return tt_curl()->easy_setopt(h, CURLOPT_XFERINFOFUNCTION, v);
}

static inline CURLcode tt_easy_getinfo_long(CURL *h, CURLINFO i, long *v) { return tt_curl()->easy_getinfo(h, i, v); }
static inline CURLcode tt_easy_getinfo_string(CURL *h, CURLINFO i, char **v) { return tt_curl()->easy_getinfo(h, i, v); }
static inline CURLcode tt_easy_getinfo_off_t(CURL *h, CURLINFO i, curl_off_t *v) { return tt_curl()->easy_getinfo(h, i, v); }
static inline CURLcode tt_easy_getinfo_pointer(CURL *h, CURLINFO i, void **v) { return tt_curl()->easy_getinfo(h, i, v); }
static inline CURLcode tt_easy_getinfo_socket(CURL *h, CURLINFO i, curl_socket_t *v) { return tt_curl()->easy_getinfo(h, i, v); }

static inline CURLM *tt_multi_init(void) { return tt_curl()->multi_init(); }
static inline CURLMcode tt_multi_cleanup(CURLM *m) { return tt_curl()->multi_cleanup(m); }
static inline CURLMcode tt_multi_setopt_long(CURLM *m, CURLMoption o, long v) { return tt_curl()->multi_setopt(m, o, v); }
static inline CURLMcode tt_multi_add_handle(CURLM *m, CURL *h) { return tt_curl()->multi_add_handle(m, h); }
static inline CURLMcode tt_multi_remove_handle(CURLM *m, CURL *h) { return tt_curl()->multi_remove_handle(m, h); }
static inline CURLMcode tt_multi_perform(CURLM *m, int *running) { return tt_curl()->multi_perform(m, running); }
static inline CURLMcode tt_multi_poll(CURLM *m, struct curl_waitfd *extra, unsigned int count, int timeout_ms, int *ready) {
    return tt_curl()->multi_poll(m, extra, count, timeout_ms, ready);
}
static inline CURLMsg *tt_multi_info_read(CURLM *m, int *remaining) { return tt_curl()->multi_info_read(m, remaining); }

static inline CURLSH *tt_share_init(void) { return tt_curl()->share_init(); }
static inline CURLSHcode tt_share_cleanup(CURLSH *s) { return tt_curl()->share_cleanup(s); }
// curl_share_setopt reads CURLSHOPT_SHARE / UNSHARE as an int.
static inline CURLSHcode tt_share_setopt_lock_data(CURLSH *s, CURLSHoption o, int v) { return tt_curl()->share_setopt(s, o, v); }
static inline CURLSHcode tt_share_setopt_lock_callback(CURLSH *s, tt_curl_lock_callback v) {
    return tt_curl()->share_setopt(s, CURLSHOPT_LOCKFUNC, v);
}
static inline CURLSHcode tt_share_setopt_unlock_callback(CURLSH *s, tt_curl_unlock_callback v) {
    return tt_curl()->share_setopt(s, CURLSHOPT_UNLOCKFUNC, v);
}

static inline struct curl_slist *tt_slist_append(struct curl_slist *l, const char *s) { return tt_curl()->slist_append(l, s); }
static inline void tt_slist_free_all(struct curl_slist *l) { tt_curl()->slist_free_all(l); }

// CURLVERSION_NOW is a macro alias.
static inline const curl_version_info_data *tt_curl_version_info(void) { return tt_curl()->version_info(CURLVERSION_NOW); }

#endif
