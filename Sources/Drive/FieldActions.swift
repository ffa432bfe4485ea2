import HTML
import Render
import Turbo
import UI
/// `fill`, `check`, `uncheck` and `attach`: each finds the field the
/// selector names (or the field of a matching `<label>`), refuses what the
/// browser would not do, and then uses the field as keys do, through the
/// reducer: typing goes through the field editor (so `maxlength` and
/// read-only hold), an option is chosen in the option list, a checkbox is
/// toggled, a file path is typed into its prompt.
package struct FieldActions {
    package let loop: EventLoop

    package func fill(_ selector: PageSelector, with value: String) throws(DriverError) {
        let (index, field) = try find(selector)
        switch field.kind {
        case .text, .password, .textarea:
            guard !field.element.hasAttribute("readonly") else {
                throw DriverError("The \(Self.describe(field.kind)) matching \"\(selector.text)\" is read-only.")
            }
            // A one-line field keeps no line breaks, as typing Enter there would send the form.
            let keys: [Key] = value.compactMap { character in
                character.isNewline ? (field.kind == .textarea ? .enter : nil) : .character(character)
            }
            loop.send(.intent(.useField(index)))
            guard let inUse = loop.state.fieldInUse, let editor = inUse.editor, inUse.element === field.element else { return }
            let erase = [Key](repeating: .backspace, count: editor.text.count)
            loop.send((erase + keys + [.escape]).map { .input(.key($0)) })
        case .select:
            try choose(value, in: field, index: index, selector: selector)
        case .checkbox, .radio:
            throw DriverError("\"\(selector.text)\" is a \(Self.describe(field.kind)): use check or uncheck.")
        case .file:
            throw DriverError("\"\(selector.text)\" is a file field: use attach.")
        case .submit, .reset, .button, .summary:
            throw DriverError("\"\(selector.text)\" is a \(Self.describe(field.kind)), not a field to fill: use click.")
        }
    }

    /// Checking a checked box (or unchecking an unchecked one) changes nothing, as in Capybara.
    package func check(_ selector: PageSelector, to wanted: Bool) throws(DriverError) {
        let (index, field) = try find(selector)
        guard field.kind == .checkbox || field.kind == .radio else {
            throw DriverError("\"\(selector.text)\" is a \(Self.describe(field.kind)), not a checkbox or radio button.")
        }
        let checked = loop.state.activePage?.currentValue(of: field.element) == .checked(true)
        guard checked != wanted else { return }
        if field.kind == .radio && !wanted {
            throw DriverError("A radio button is unchecked by checking another one of its group.")
        }
        loop.send(.intent(.useField(index)))
    }

    package func attach(_ path: String, to selector: PageSelector) throws(DriverError) {
        let (index, field) = try find(selector)
        guard field.kind == .file else {
            throw DriverError("\"\(selector.text)\" is a \(Self.describe(field.kind)), not a file field.")
        }
        loop.send(.intent(.useField(index)))
        guard loop.state.fieldInUse?.filePrompt != nil else { return }
        loop.send((path.map { Key.character($0) } + [.enter]).map { .input(.key($0)) })
    }

    /// An option by its text (as the option list shows it) or its value.
    private func choose(_ value: String, in field: FieldTarget, index: Int, selector: PageSelector) throws(DriverError) {
        let select = SelectOptions(field.element)
        let labels = select.options.map { FormControlLabel.collapsed($0.attribute("label") ?? $0.textContent) }
        let wanted = DriverPage.normalized(value)
        guard let position = labels.firstIndex(of: wanted)
                ?? select.options.firstIndex(where: { ($0.attribute("value") ?? FormControlLabel.collapsed($0.textContent)) == value })
        else {
            throw DriverError("The select matching \"\(selector.text)\" has no option \"\(value)\" (it has: "
                              + labels.map { "\"\($0)\"" }.joined(separator: ", ") + ").")
        }
        guard !DisabledState.isDisabledOption(select.options[position]) else {
            throw DriverError("The option \"\(labels[position])\" is disabled.")
        }
        if select.allowsMultiple {
            // One option chosen, the others not: what a list of toggles would leave.
            loop.send(.intent(.chooseOptions(of: field.element, positions: [position])))
            return
        }
        loop.send(.intent(.useField(index)))
        guard loop.state.fieldInUse?.optionList != nil else { return }
        let keys = [Key.home] + [Key](repeating: .down, count: position) + [.enter]
        loop.send(keys.map { .input(.key($0)) })
    }

    /// The first match that is a field drawn on the page, or a label of one.
    private func find(_ selector: PageSelector) throws(DriverError) -> (Int, FieldTarget) {
        let page = try DriverPage(loop.state)
        let matches = page.matches(selector)
        guard !matches.isEmpty else { throw DriverPage.nothingMatches(selector) }
        let index = matches.lazy.compactMap { element -> Int? in
            switch ClickTarget.find(element, in: page.rendered) {
            case .field(let index)?, .label(let index)?: return index
            default: return nil
            }
        }.first
        guard let index else {
            throw DriverError("\"\(selector.text)\" matches no form field shown on the page (the first match is a <\(matches[0].name)>).")
        }
        let field = page.rendered.fields[index]
        guard !field.isDisabled else {
            throw DriverError("The \(Self.describe(field.kind)) matching \"\(selector.text)\" is disabled.")
        }
        return (index, field)
    }

    package static func describe(_ kind: FieldKind) -> String {
        switch kind {
        case .text: "text field"
        case .password: "password field"
        case .textarea: "text box"
        case .checkbox: "checkbox"
        case .radio: "radio button"
        case .select: "select"
        case .submit, .button: "button"
        case .reset: "reset button"
        case .file: "file field"
        case .summary: "summary"
        }
    }
}
