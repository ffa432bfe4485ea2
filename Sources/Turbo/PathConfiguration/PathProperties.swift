/// The merged properties of every rule that matched a URL, with typed
/// accessors that fall back to the Hotwire Native defaults.
public struct PathProperties: Equatable, Sendable {
    public var values: [String: JSONValue]

    public init(_ values: [String: JSONValue] = [:]) {
        self.values = values
    }

    public subscript(key: String) -> JSONValue? { values[key] }

    /// Android's bottom sheet destination (`HotwireWebBottomSheetFragment`).
    public static let bottomSheetURI = "hotwire://fragment/web/modal/sheet"

    /// `"presentation": "modal"`, as the turbo-ios demo writes it, also means
    /// modal; so does the bottom sheet's `uri` (a sheet is always over the page).
    public var context: NavigationContext {
        if let context = values["context"]?.stringValue.flatMap(NavigationContext.init(rawValue:)) { return context }
        return values["presentation"]?.stringValue == "modal" || opensBottomSheet ? .modal : .default
    }

    /// `"uri": "hotwire://fragment/web/modal/sheet"`: the page opens as a
    /// bottom sheet, drawn as the modal overlay along the screen's bottom.
    public var opensBottomSheet: Bool { values["uri"]?.stringValue == Self.bottomSheetURI }

    public var presentation: Presentation {
        values["presentation"]?.stringValue.flatMap(Presentation.init(rawValue:)) ?? .default
    }

    public var queryStringPresentation: QueryStringPresentation {
        values["query_string_presentation"]?.stringValue.flatMap(QueryStringPresentation.init(rawValue:)) ?? .default
    }

    /// A bottom sheet is `medium` (half the height, at the bottom) unless the rule names a style.
    public var modalStyle: ModalStyle {
        values["modal_style"]?.stringValue.flatMap(ModalStyle.init(rawValue:)) ?? (opensBottomSheet ? .medium : .large)
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
