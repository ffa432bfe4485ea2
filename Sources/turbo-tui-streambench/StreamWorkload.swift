
/// 1000 stream messages over a real page: every action kind in turn, each
/// on a different element found by id, spread over the whole document, as
/// live updates would arrive one message at a time.
struct StreamWorkload {
    let messages: [String]

    init(ids: [String], count: Int) {
        let kinds = ["append", "prepend", "before", "after", "update", "replace", "update", "remove"]
        let stride = max(1, ids.count / count)
        messages = (0..<count).map { index in
            let id = ids[(index * stride) % ids.count]
            let kind = kinds[index % kinds.count]
            let content = kind == "replace" ? "<span id=\"\(id)\">replaced \(index)</span>" : "<b>update \(index)</b>"
            return "<turbo-stream action=\"\(kind)\" target=\"\(id)\"><template>\(content)</template></turbo-stream>"
        }
    }
}
