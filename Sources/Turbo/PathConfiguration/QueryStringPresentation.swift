/// `replace`: the same path with another query replaces the top page.
package enum QueryStringPresentation: String, Equatable, Sendable, CaseIterable {
    case `default`
    case replace
}
