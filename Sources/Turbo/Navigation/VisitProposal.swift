import FoundationEssentials

/// A request to go somewhere: a followed link, a redirect, a form result, a
/// typed URL. The navigator decides what it becomes.
package struct VisitProposal: Equatable, Sendable {
    package var url: URL
    package var options: VisitOptions
    /// What the path configuration says about `url`.
    package var properties: PathProperties
    /// The stack whose session proposed the visit.
    package var source: NavigationStackKind

    package init(url: URL, options: VisitOptions = VisitOptions(), properties: PathProperties = PathProperties(),
                source: NavigationStackKind = .main) {
        self.url = url
        self.options = options
        self.properties = properties
        self.source = source
    }

    package var context: NavigationContext { properties.context }
    package var presentation: Presentation { properties.presentation }
    package var isHistoricalLocation: Bool { properties.isHistoricalLocation }
    /// A form result that was redirected here and is already in hand.
    package var isFormResult: Bool { options.response != nil }
}
