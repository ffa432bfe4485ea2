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

    package init(_ view: PageView) {
        self.view = view
    }

    package func isChecked(_ input: Element) -> Bool {
        guard case .checked(let checked)? = view.currentValue(of: input) else { return input.hasAttribute("checked") }
        return checked
    }

    package func selectedOptions(in select: Element) -> [Element] {
        let list = SelectOptionList(select)
        guard case .selected(let positions)? = view.currentValue(of: select) else { return list.selectedByMarkup }
        return positions.compactMap { list.options.indices.contains($0) ? list.options[$0] : nil }
    }

    package func value(of control: Element) -> String {
        if case .text(let text)? = view.currentValue(of: control) { return text }
        return control.name == "textarea" ? control.textContent : control.attribute("value") ?? ""
    }

    /// `:target` is the element the shown URL's fragment names.
    package var targetFragment: String? { view.url.fragment(percentEncoded: false) }

    package var scopeElement: Element? { nil }
}
