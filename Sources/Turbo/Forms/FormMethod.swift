import Net
/// The method a form submission uses, read as Turbo reads it
/// (`fetchMethodFromString`): get, post, put, patch or delete in any case,
/// anything else (missing, "dialog", a typo) is GET.
///
/// Turbo sends put, patch and delete as those HTTP methods (fetch with
/// `method: "delete"`), not as POST with `_method`: Rails forms carry their
/// own hidden `_method` field and a `method="post"`, and that field is sent
/// as an ordinary one.
package enum FormMethod: String, Equatable, Sendable, CaseIterable {
    case get, post, put, patch, delete

    package init(attribute: String?) {
        self = attribute.flatMap { FormMethod(rawValue: $0.lowercased()) } ?? .get
    }

    /// A browser's own submission knows only get and post (and dialog);
    /// anything else is GET.
    package init(browserAttribute attribute: String?) {
        self = attribute?.lowercased() == "post" ? .post : .get
    }

    package var httpMethod: HTTPRequest.Method {
        switch self {
        case .get: .get
        case .post: .post
        case .put: .put
        case .patch: .patch
        case .delete: .delete
        }
    }

    /// GET is the one safe method: its fields go in the query and it may be cached.
    package var isSafe: Bool { self == .get }
}
