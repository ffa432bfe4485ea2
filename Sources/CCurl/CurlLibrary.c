// turbo-tui does not link libcurl; it loads it when the network is first
// used. libcurl.so.4 pulls in about 30 libraries (OpenSSL, GnuTLS for LDAP,
// Kerberos, LDAP, SSH, ...) that the dynamic linker would otherwise map and
// bind at every start, ~4.5 ms and ~6 MiB here, which is most of the time a
// dump of a small file takes (docs/performance.md).
#include "CCurl.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

static struct tt_curl_api api;
static pthread_once_t loaded = PTHREAD_ONCE_INIT;
/// Whether tt_curl_preload started its thread: tt_curl_settle then waits for its load.
static _Atomic int preload_started;

static void *tt_curl_symbol(void *library, const char *name) {
    void *symbol = dlsym(library, name);
    if (symbol == NULL) {
        fprintf(stderr, "turbo-tui: libcurl.so.4 has no %s (libcurl 7.80 or newer is needed)\n", name);
        exit(1);
    }
    return symbol;
}

static void tt_curl_load(void) {
    // RTLD_LAZY: each of the ~30 libraries' functions is bound when first
    // called, not all of them at load; the load is on the way to the first
    // screen (about 40% less time, 6-10 ms against 12-20 at load 6), and
    // most of them are never called (LDAP, SSH, Kerberos). Every function
    // turbo-tui calls is looked up below, so a missing one still fails here.
    void *library = dlopen("libcurl.so.4", RTLD_LAZY | RTLD_LOCAL);
    if (library == NULL) {
        fprintf(stderr, "turbo-tui: cannot load libcurl: %s (install the libcurl4 package)\n", dlerror());
        exit(1);
    }
#define TT_LOAD(field, name) *(void **)&api.field = tt_curl_symbol(library, name)
    TT_LOAD(global_init, "curl_global_init");
    TT_LOAD(version_info, "curl_version_info");
    TT_LOAD(easy_init, "curl_easy_init");
    TT_LOAD(easy_cleanup, "curl_easy_cleanup");
    TT_LOAD(easy_setopt, "curl_easy_setopt");
    TT_LOAD(easy_getinfo, "curl_easy_getinfo");
    TT_LOAD(easy_strerror, "curl_easy_strerror");
    TT_LOAD(easy_send, "curl_easy_send");
    TT_LOAD(easy_recv, "curl_easy_recv");
    TT_LOAD(easy_pause, "curl_easy_pause");
    TT_LOAD(multi_init, "curl_multi_init");
    TT_LOAD(multi_cleanup, "curl_multi_cleanup");
    TT_LOAD(multi_setopt, "curl_multi_setopt");
    TT_LOAD(multi_add_handle, "curl_multi_add_handle");
    TT_LOAD(multi_remove_handle, "curl_multi_remove_handle");
    TT_LOAD(multi_perform, "curl_multi_perform");
    TT_LOAD(multi_poll, "curl_multi_poll");
    TT_LOAD(multi_info_read, "curl_multi_info_read");
    TT_LOAD(share_init, "curl_share_init");
    TT_LOAD(share_cleanup, "curl_share_cleanup");
    TT_LOAD(share_setopt, "curl_share_setopt");
    TT_LOAD(slist_append, "curl_slist_append");
    TT_LOAD(slist_free_all, "curl_slist_free_all");
#undef TT_LOAD
    // curl_global_init is not thread-safe; pthread_once makes this its only call.
    CURLcode code = api.global_init(CURL_GLOBAL_DEFAULT);
    if (code != CURLE_OK) {
        fprintf(stderr, "turbo-tui: libcurl failed to start: %s\n", api.easy_strerror(code));
        exit(1);
    }
}

static void *tt_curl_load_thread(void *unused) {
    (void)unused;
    pthread_once(&loaded, tt_curl_load);
    return NULL;
}

void tt_curl_preload(void) {
    pthread_attr_t attributes;
    pthread_t thread;
    if (pthread_attr_init(&attributes) != 0) return;
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    // Failing to start the thread only means the first curl call loads it.
    if (pthread_create(&thread, &attributes, tt_curl_load_thread, NULL) == 0) preload_started = 1;
    pthread_attr_destroy(&attributes);
}

void tt_curl_settle(void) {
    // exit() runs the libraries' destructors (GnuTLS, libtasn1) while the
    // preload thread may be inside curl_global_init (OpenSSL's init): the heap
    // was corrupted and a fast exit (TERM=dumb) crashed about once in a
    // hundred. The load under way is let finish first; one not begun yet is
    // done here, which takes the few milliseconds the preload would have.
    if (preload_started) pthread_once(&loaded, tt_curl_load);
}

const struct tt_curl_api *tt_curl(void) {
    pthread_once(&loaded, tt_curl_load);
    return &api;
}
