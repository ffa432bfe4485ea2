/// The merged properties of every rule that matched a URL, with typed
/// accessors that fall back to the Hotwire Native defaults.
package struct PathProperties: Equatable, Sendable {
    package var values: [String: JSONValue]
    /// Whether every rule was tried for the URL (`PathMatcher`'s bounds): a
    /// hostile pattern out of time, or a location too long to match, leaves
    /// rules out, and the user is told (`shortfall`).
    package var matching: PathRuleMatch.Outcome
    /// The patterns of the rule whose `presentation` won, as the file wrote
    /// them (`"^/$"`): a URL sent elsewhere is said to be, naming the rule
    /// (`TypedURLDetour`). Nil when no rule named a presentation, or when
    /// the properties were not read from a file.
    package var presentationRule: String?

    package init(_ values: [String: JSONValue] = [:], matching: PathRuleMatch.Outcome = .complete,
                 presentationRule: String? = nil) {
        self.values = values
        self.matching = matching
        self.presentationRule = presentationRule
    }

    /// One line for the status line when rules were left out; nil when all were tried.
    package var shortfall: String? {
        switch matching {
        case .complete: nil
        case .locationTooLong:
            "Path configuration: this URL is over \(PathMatcher.maximumLocationLength) bytes, so no rule applies to it"
        case .outOfTime(let rulesSearched):
            "Path configuration: rules \(rulesSearched + 1) and on were skipped (matching took too long)"
        }
    }

    package subscript(key: String) -> JSONValue? { values[key] }

    /// Android's bottom sheet destination (`HotwireWebBottomSheetFragment`).
    package static let bottomSheetURI = "hotwire://fragment/web/modal/sheet"

    /// `"presentation": "modal"`, as the turbo-ios demo writes it, also means
    /// modal; so does the bottom sheet's `uri` (a sheet is always over the page).
    package var context: NavigationContext {
        if let context = values["context"]?.stringValue.flatMap(NavigationContext.init(rawValue:)) { return context }
        return values["presentation"]?.stringValue == "modal" || opensBottomSheet ? .modal : .default
    }

    /// `"uri": "hotwire://fragment/web/modal/sheet"`: the page opens as a
    /// bottom sheet, drawn as the modal overlay along the screen's bottom.
    package var opensBottomSheet: Bool { values["uri"]?.stringValue == Self.bottomSheetURI }

    package var presentation: Presentation {
        values["presentation"]?.stringValue.flatMap(Presentation.init(rawValue:)) ?? .default
    }

    package var queryStringPresentation: QueryStringPresentation {
        values["query_string_presentation"]?.stringValue.flatMap(QueryStringPresentation.init(rawValue:)) ?? .default
    }

    /// A bottom sheet is `medium` (half the height, at the bottom) unless the rule names a style.
    package var modalStyle: ModalStyle {
        values["modal_style"]?.stringValue.flatMap(ModalStyle.init(rawValue:)) ?? (opensBottomSheet ? .medium : .large)
    }

    package var modalDismissGestureEnabled: Bool { values["modal_dismiss_gesture_enabled"]?.boolValue ?? true }

    package var pullToRefreshEnabled: Bool { values["pull_to_refresh_enabled"]?.boolValue ?? true }

    package var title: String? { values["title"]?.stringValue }

    package var viewController: String? {
        values["view_controller"]?.stringValue ?? values["view-controller"]?.stringValue
    }

    package var isHistoricalLocation: Bool { values["historical_location"]?.boolValue ?? false }

    /// `recede_within_modal: true` on a modal page: a recede from it goes
    /// back one page of the modal stack (hotwire-native-ios #130).
    package var recedesWithinModal: Bool { values["recede_within_modal"]?.boolValue ?? false }
}
