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

    /// What the user made of a control, nil where the markup still says it
    /// (each caller then reads the markup). Only a radio button needs its
    /// form's state, since choosing one lets the others of its group go; a
    /// form's state walks the page, so it is worked out only then, once per
    /// form (a page of 4 000 one-button forms took a minute per snapshot
    /// when every control asked for its form's).
    private func currentValue(of element: Element) -> FormValue? {
        let isRadio = element.name == "input" && element.attribute("type")?.lowercased() == "radio"
        guard isRadio, !view.values.isEmpty, let form = FieldOwner.form(of: element, in: view.document) else {
            return view.values[element]
        }
        return forms.state(of: form, values: view.values).value(of: element)
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
