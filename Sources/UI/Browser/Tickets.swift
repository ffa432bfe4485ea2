/// Numbers the requests in flight (visits, page preparations, forms,
/// frames) from one counter, so an answer names the request it answers
/// and one for a request since replaced is recognised and dropped.
package struct Tickets {
    private var last = 0

    package mutating func next() -> Int {
        last += 1
        return last
    }
}
