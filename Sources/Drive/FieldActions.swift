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

    package func fill(_ named: NamedElements, with value: String) throws(DriverError) {
        let (index, field) = try find(named)
        switch field.kind {
        case .text, .password, .textarea:
            guard !field.element.hasAttribute("readonly") else {
                throw DriverError("The \(Self.describe(field.kind)) matching \"\(named.quoted)\" is read-only.")
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
            try choose(value, in: field, index: index, named: named)
        case .checkbox, .radio:
            throw DriverError("\"\(named.quoted)\" is a \(Self.describe(field.kind)): use check or uncheck.")
        case .file:
            throw DriverError("\"\(named.quoted)\" is a file field: use attach.")
        case .submit, .reset, .button, .summary:
            throw DriverError("\"\(named.quoted)\" is a \(Self.describe(field.kind)), not a field to fill: use click.")
        }
    }

    /// Checking a checked box (or unchecking an unchecked one) changes nothing, as in Capybara.
    package func check(_ named: NamedElements, to wanted: Bool) throws(DriverError) {
        let (index, field) = try find(named)
        guard field.kind == .checkbox || field.kind == .radio else {
            throw DriverError("\"\(named.quoted)\" is a \(Self.describe(field.kind)), not a checkbox or radio button.")
        }
        let checked = loop.state.activePage?.currentValue(of: field.element) == .checked(true)
        guard checked != wanted else { return }
        if field.kind == .radio && !wanted {
            throw DriverError("A radio button is unchecked by checking another one of its group.")
        }
        loop.send(.intent(.useField(index)))
    }

    /// The paths are typed into the field's prompt as a user types them
    /// (several for a `multiple` input, quoted as `FilePathList` reads them).
    package func attach(_ paths: [String], to named: NamedElements) throws(DriverError) {
        let (index, field) = try find(named)
        guard field.kind == .file else {
            throw DriverError("\"\(named.quoted)\" is a \(Self.describe(field.kind)), not a file field.")
        }
        let several = field.element.hasAttribute("multiple")
        guard several || paths.count == 1 else {
            throw DriverError("\"\(named.quoted)\" takes one file (it has no multiple attribute), not \(paths.count).")
        }
        loop.send(.intent(.useField(index)))
        guard loop.state.fieldInUse?.filePrompt != nil else { return }
        let line = several ? FilePathList.line(of: paths) : paths[0]
        loop.send((line.map { Key.character($0) } + [.enter]).map { .input(.key($0)) })
    }

    /// `select_option` and `unselect_option`: one `<option>` chosen or not,
    /// the others of a `multiple` select kept as they are; a drop-down's
    /// option is chosen as the option list chooses it.
    package func choose(_ named: NamedElements, chosen wanted: Bool) throws(DriverError) {
        let option = named.first
        guard option.name == "option", let select = OptionSelect.of(option) else {
            throw DriverError("\"\(named.quoted)\" is a <\(option.name)>, not an option of a select.")
        }
        guard let page = loop.state.activePage, let index = page.fieldIndex(of: select) else {
            throw DriverError("The select of \"\(named.quoted)\" is not shown on the page.")
        }
        let field = page.rendered.fields[index]
        guard !field.isDisabled else { throw DriverError("The select of \"\(named.quoted)\" is disabled.") }
        guard !DisabledState.isDisabledOption(option) else { throw DriverError("The option \"\(named.quoted)\" is disabled.") }
        let options = SelectOptions(select)
        guard let position = options.options.firstIndex(where: { $0 === option }) else { return }
        guard options.allowsMultiple else {
            guard wanted else { throw DriverError("An option of a select that is not multiple is unselected by choosing another one.") }
            try choose(position: position, in: field, index: index)
            return
        }
        let live = LiveSelectorContext(page)
        var positions = Set(live.selectedOptions(in: select).compactMap { chosen in options.options.firstIndex { $0 === chosen } })
        if wanted { positions.insert(position) } else { positions.remove(position) }
        loop.send(.intent(.chooseOptions(of: select, positions: positions.sorted())))
    }

    /// A drop-down's option, chosen through its option list.
    private func choose(position: Int, in field: FieldTarget, index: Int) throws(DriverError) {
        loop.send(.intent(.useField(index)))
        guard loop.state.fieldInUse?.optionList != nil else { return }
        let keys = [Key.home] + [Key](repeating: .down, count: position) + [.enter]
        loop.send(keys.map { .input(.key($0)) })
    }

    /// An option by its text (as the option list shows it) or its value.
    private func choose(_ value: String, in field: FieldTarget, index: Int, named: NamedElements) throws(DriverError) {
        let select = SelectOptions(field.element)
        let labels = select.options.map { FormControlLabel.collapsed($0.attribute("label") ?? $0.textContent) }
        let wanted = DriverPage.normalized(value)
        guard let position = labels.firstIndex(of: wanted)
                ?? select.options.firstIndex(where: { ($0.attribute("value") ?? FormControlLabel.collapsed($0.textContent)) == value })
        else {
            throw DriverError("The select matching \"\(named.quoted)\" has no option \"\(value)\" (it has: "
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
        try choose(position: position, in: field, index: index)
    }

    /// The first match that is a field drawn on the page, or a label of one.
    private func find(_ named: NamedElements) throws(DriverError) -> (Int, FieldTarget) {
        let page = try DriverPage(loop.state)
        let matches = named.elements
        let index = matches.lazy.compactMap { element -> Int? in
            switch ClickTarget.find(element, in: page.rendered) {
            case .field(let index)?, .label(let index)?: return index
            default: return nil
            }
        }.first
        guard let index else {
            throw DriverError("\"\(named.quoted)\" matches no form field shown on the page (the first match is a <\(matches[0].name)>).",
                              code: DriverError.notInteractable)
        }
        let field = page.rendered.fields[index]
        guard !field.isDisabled else {
            throw DriverError("The \(Self.describe(field.kind)) matching \"\(named.quoted)\" is disabled.")
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
