import CCurl

/// One libcurl share handle: the cookie jar, DNS cache, TLS sessions and
/// connection cache that every easy handle attached to it uses. This is
/// what lets the main and the modal session be separate yet share cookies.
/// Everything runs on one thread, so no lock callbacks are needed.
package final class CurlShare {
    package let handle: UnsafeMutableRawPointer
    /// An easy handle that never transfers: the door to the shared cookie
    /// list (libcurl reads and edits cookies only through an easy handle).
    private let cookieDoor: UnsafeMutableRawPointer

    package init() {
        guard let handle = tt_share_init(), let door = tt_easy_init() else {
            fatalError("curl_share_init failed: out of memory")
        }
        self.handle = handle
        for data in [CURL_LOCK_DATA_COOKIE, CURL_LOCK_DATA_DNS, CURL_LOCK_DATA_SSL_SESSION,
                     CURL_LOCK_DATA_CONNECT, CURL_LOCK_DATA_PSL] {
            tt_share_setopt_lock_data(handle, CURLSHOPT_SHARE, Int32(data.rawValue))
        }
        cookieDoor = door
        attach(door)
    }

    deinit {
        tt_easy_cleanup(cookieDoor)
        tt_share_cleanup(handle)
    }

    /// Makes `easy` use the shared jar and caches; the empty cookie file
    /// name switches libcurl's cookie engine on without reading a file.
    package func attach(_ easy: UnsafeMutableRawPointer) {
        tt_easy_setopt_share(easy, handle)
        tt_easy_setopt_string(easy, CURLOPT_COOKIEFILE, "")
    }

    /// Forgets every cookie held, session and lasting alike (curl's "ALL").
    package func removeAllCookies() {
        tt_easy_setopt_string(cookieDoor, CURLOPT_COOKIELIST, "ALL")
    }

    package func add(_ cookie: Cookie) {
        tt_easy_setopt_string(cookieDoor, CURLOPT_COOKIELIST, cookie.netscapeLine)
    }

    /// Every cookie libcurl holds, session cookies included.
    package var cookies: [Cookie] {
        var list: UnsafeMutableRawPointer?
        tt_easy_getinfo_pointer(cookieDoor, CURLINFO_COOKIELIST, &list)
        guard let list else { return [] }
        let head = list.assumingMemoryBound(to: curl_slist.self)
        defer { tt_slist_free_all(head) }
        var result: [Cookie] = []
        var node: UnsafeMutablePointer<curl_slist>? = head
        while let current = node {
            if let data = current.pointee.data, let cookie = Cookie(netscapeLine: String(cString: data)) {
                result.append(cookie)
            }
            node = current.pointee.next
        }
        return result
    }
}
