import FoundationEssentials

/// A request to go somewhere: a followed link, a redirect, a form result, a
/// typed URL. The navigator decides what it becomes.
public struct VisitProposal: Equatable, Sendable {
    public var url: URL
    public var options: VisitOptions
    /// What the path configuration says about `url`.
    public var properties: PathProperties
    /// The stack whose session proposed the visit.
    public var source: NavigationStackKind

    public init(url: URL, options: VisitOptions = VisitOptions(), properties: PathProperties = PathProperties(),
                source: NavigationStackKind = .main) {
        self.url = url
        self.options = options
        self.properties = properties
        self.source = source
    }

    public var context: NavigationContext { properties.context }
    public var presentation: Presentation { properties.presentation }
    public var isHistoricalLocation: Bool { properties.isHistoricalLocation }
    /// A form result that was redirected here and is already in hand.
    public var isFormResult: Bool { options.response != nil }
}
