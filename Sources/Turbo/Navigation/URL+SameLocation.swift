import FoundationEssentials

extension URL {
    /// Hotwire Native's "same location": same path and query; with
    /// `query_string_presentation: replace`, the path alone. Host and fragment
    /// do not count (other hosts never reach the stacks).
    package func isSameLocation(as other: URL, queryStringPresentation: QueryStringPresentation) -> Bool {
        guard path == other.path else { return false }
        switch queryStringPresentation {
        case .replace: return true
        case .default: return query == other.query
        }
    }
}
