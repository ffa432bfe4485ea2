/// The state of a page no one has touched: what its markup says.
extension SelectorContext {
    package func isChecked(_ input: Element) -> Bool {
        input.hasAttribute("checked")
    }

    package func selectedOptions(in select: Element) -> [Element] {
        SelectOptionList(select).selectedByMarkup
    }

    package func value(of control: Element) -> String {
        control.name == "textarea" ? control.textContent : control.attribute("value") ?? ""
    }

    package var targetFragment: String? { nil }

    package var scopeElement: Element? { nil }
}
