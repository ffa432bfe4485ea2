import FoundationEssentials
import HTML
import Turbo
import UI

/// The form state a driver's selector sees: what the user typed, ticked and
/// chose on the shown page, not only what its markup says. So after
/// `{"check":"#agree"}` the box matches `input:checked`, and
/// a field `{"fill":…,"value":""}` emptied matches `:placeholder-shown`. A
/// control no one touched answers from its markup, as the page view does.
package struct LiveSelectorContext: SelectorContext {
    private let view: PageView
    /// Each form's state, worked out once per context: a snapshot or a
    /// selector asks about every control, and a form's state walks all of
    /// its fields (asked anew per control, a 24 KB form took 13 ms).
    private let forms = FormStates()

    package init(_ view: PageView) {
        self.view = view
    }

    /// `PageView.currentValue(of:)`, with the form states kept.
    private func currentValue(of element: Element) -> FormValue? {
        if let form = FieldOwner.form(of: element, in: view.document) {
            return forms.state(of: form, values: view.values).value(of: element)
        }
        return view.values[element] ?? (element.name == "textarea" ? .text(element.textContent) : element.attribute("value").map(FormValue.text))
    }

    package func isChecked(_ input: Element) -> Bool {
        guard case .checked(let checked)? = currentValue(of: input) else { return input.hasAttribute("checked") }
        return checked
    }

    package func selectedOptions(in select: Element) -> [Element] {
        let list = SelectOptionList(select)
        guard case .selected(let positions)? = currentValue(of: select) else { return list.selectedByMarkup }
        return positions.compactMap { list.options.indices.contains($0) ? list.options[$0] : nil }
    }

    package func value(of control: Element) -> String {
        if case .text(let text)? = currentValue(of: control) { return text }
        return control.name == "textarea" ? control.textContent : control.attribute("value") ?? ""
    }

    /// `:target` is the element the shown URL's fragment names.
    package var targetFragment: String? { view.url.fragment(percentEncoded: false) }

    package var scopeElement: Element? { nil }
}

/// The forms' states a `LiveSelectorContext` worked out, by form.
private final class FormStates {
    private var states: [ObjectIdentifier: FormState] = [:]

    func state(of form: Element, values: FormValues) -> FormState {
        if let state = states[ObjectIdentifier(form)] { return state }
        let state = FormState(form: form, values: values)
        states[ObjectIdentifier(form)] = state
        return state
    }
}
