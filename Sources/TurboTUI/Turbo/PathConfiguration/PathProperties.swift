/// The merged properties of every rule that matched a URL, with typed
/// accessors that fall back to the Hotwire Native defaults.
public struct PathProperties: Equatable, Sendable {
    public var values: [String: JSONValue]

    public init(_ values: [String: JSONValue] = [:]) {
        self.values = values
    }

    public subscript(key: String) -> JSONValue? { values[key] }

    /// `"presentation": "modal"`, as the turbo-ios demo writes it, also means modal.
    public var context: NavigationContext {
        if let context = values["context"]?.stringValue.flatMap(NavigationContext.init(rawValue:)) { return context }
        return values["presentation"]?.stringValue == "modal" ? .modal : .default
    }

    public var presentation: Presentation {
        values["presentation"]?.stringValue.flatMap(Presentation.init(rawValue:)) ?? .default
    }

    public var queryStringPresentation: QueryStringPresentation {
        values["query_string_presentation"]?.stringValue.flatMap(QueryStringPresentation.init(rawValue:)) ?? .default
    }

    public var modalStyle: ModalStyle {
        values["modal_style"]?.stringValue.flatMap(ModalStyle.init(rawValue:)) ?? .large
    }

    public var modalDismissGestureEnabled: Bool { values["modal_dismiss_gesture_enabled"]?.boolValue ?? true }

    public var pullToRefreshEnabled: Bool { values["pull_to_refresh_enabled"]?.boolValue ?? true }

    public var title: String? { values["title"]?.stringValue }

    public var viewController: String? {
        values["view_controller"]?.stringValue ?? values["view-controller"]?.stringValue
    }

    public var isHistoricalLocation: Bool { values["historical_location"]?.boolValue ?? false }

    /// `recede_within_modal: true` on a modal page: a recede from it goes
    /// back one page of the modal stack (hotwire-native-ios #130).
    public var recedesWithinModal: Bool { values["recede_within_modal"]?.boolValue ?? false }
}
