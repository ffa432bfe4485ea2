// Swift cannot call C variadic functions, so each curl_*_setopt / getinfo
// call that turbo-tui needs gets a typed wrapper here, one per argument type.
#ifndef TURBO_TUI_CCURL_SHIM_H
#define TURBO_TUI_CCURL_SHIM_H

#include <curl/curl.h>

typedef size_t (*tt_curl_data_callback)(char *data, size_t size, size_t count, void *userdata);
typedef int (*tt_curl_progress_callback)(void *userdata, curl_off_t dltotal, curl_off_t dlnow,
                                         curl_off_t ultotal, curl_off_t ulnow);
typedef void (*tt_curl_lock_callback)(CURL *handle, curl_lock_data data, curl_lock_access access, void *userdata);
typedef void (*tt_curl_unlock_callback)(CURL *handle, curl_lock_data data, void *userdata);

static inline CURLcode tt_easy_setopt_long(CURL *h, CURLoption o, long v) { return curl_easy_setopt(h, o, v); }
static inline CURLcode tt_easy_setopt_string(CURL *h, CURLoption o, const char *v) { return curl_easy_setopt(h, o, v); }
static inline CURLcode tt_easy_setopt_pointer(CURL *h, CURLoption o, void *v) { return curl_easy_setopt(h, o, v); }
static inline CURLcode tt_easy_setopt_off_t(CURL *h, CURLoption o, curl_off_t v) { return curl_easy_setopt(h, o, v); }
static inline CURLcode tt_easy_setopt_slist(CURL *h, CURLoption o, struct curl_slist *v) { return curl_easy_setopt(h, o, v); }
static inline CURLcode tt_easy_setopt_share(CURL *h, CURLSH *v) { return curl_easy_setopt(h, CURLOPT_SHARE, v); }
static inline CURLcode tt_easy_setopt_data_callback(CURL *h, CURLoption o, tt_curl_data_callback v) { return curl_easy_setopt(h, o, v); }
static inline CURLcode tt_easy_setopt_progress_callback(CURL *h, tt_curl_progress_callback v) {
    return curl_easy_setopt(h, CURLOPT_XFERINFOFUNCTION, v);
}

static inline CURLcode tt_easy_getinfo_long(CURL *h, CURLINFO i, long *v) { return curl_easy_getinfo(h, i, v); }
static inline CURLcode tt_easy_getinfo_string(CURL *h, CURLINFO i, char **v) { return curl_easy_getinfo(h, i, v); }
static inline CURLcode tt_easy_getinfo_off_t(CURL *h, CURLINFO i, curl_off_t *v) { return curl_easy_getinfo(h, i, v); }
static inline CURLcode tt_easy_getinfo_pointer(CURL *h, CURLINFO i, void **v) { return curl_easy_getinfo(h, i, v); }
static inline CURLcode tt_easy_getinfo_socket(CURL *h, CURLINFO i, curl_socket_t *v) { return curl_easy_getinfo(h, i, v); }

static inline CURLMcode tt_multi_setopt_long(CURLM *m, CURLMoption o, long v) { return curl_multi_setopt(m, o, v); }

// curl_share_setopt reads CURLSHOPT_SHARE / UNSHARE as an int.
static inline CURLSHcode tt_share_setopt_lock_data(CURLSH *s, CURLSHoption o, int v) { return curl_share_setopt(s, o, v); }
static inline CURLSHcode tt_share_setopt_lock_callback(CURLSH *s, tt_curl_lock_callback v) {
    return curl_share_setopt(s, CURLSHOPT_LOCKFUNC, v);
}
static inline CURLSHcode tt_share_setopt_unlock_callback(CURLSH *s, tt_curl_unlock_callback v) {
    return curl_share_setopt(s, CURLSHOPT_UNLOCKFUNC, v);
}

// CURLVERSION_NOW is a macro alias.
static inline const curl_version_info_data *tt_curl_version_info(void) { return curl_version_info(CURLVERSION_NOW); }

#endif
