/// `replace`: the same path with another query replaces the top page.
public enum QueryStringPresentation: String, Equatable, Sendable, CaseIterable {
    case `default`
    case replace
}
