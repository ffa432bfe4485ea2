/// The shown documents a page worker is reading in place (`LentPage`: a big
/// page changed since it loaded, laid out again after a resize), and the
/// events held back meanwhile. While any is read, the document must not
/// change, so only what cannot change a document runs (`runs`): time, the
/// screen's size, signals, notices, reading keys (scrolling, focus, search,
/// typing into a field, whose values live in the page, not the DOM) and the
/// workers' layouts. Everything else (stream, frame, form and visit
/// answers, following a link, back, tabs, prompts) waits here and is handled
/// when the last read ends, in the order it came. (What only reads runs at
/// once, ahead of answers held before it: it changes nothing they depend on.)
///
/// The rule is a list of what may run, not of what may not: an event or a
/// key added later waits until it is known to only read.
package struct DocumentReads {
    /// The tickets of the layouts reading in place, until each comes back.
    private var reading: Set<LayoutTicket> = []
    private var held: [BrowserEvent] = []

    package var isReading: Bool { !reading.isEmpty }

    /// How many events wait for the reads to end.
    package var heldCount: Int { held.count }

    package mutating func begin(_ ticket: LayoutTicket) {
        reading.insert(ticket)
    }

    package mutating func hold(_ event: BrowserEvent) {
        held.append(event)
    }

    /// The layout `ticket` came back (a worker always posts one that read in
    /// place, wanted or not); when it was the last read, the events held
    /// meanwhile, in order. A ticket that read nothing in place gives none.
    package mutating func end(_ ticket: LayoutTicket) -> [BrowserEvent] {
        guard reading.remove(ticket) != nil, reading.isEmpty else { return [] }
        defer { held = [] }
        return held
    }

    /// Whether `event` may be handled while a document is read: it changes
    /// no document, now or through what it starts synchronously.
    package static func runs(_ event: BrowserEvent, in state: BrowserState) -> Bool {
        switch event {
        case .input(.resize), .input(.terminate), .input(.endOfInput), .input(.graphics), .tick, .notice, .recorded, .download, .pageRelaidOut,
             .cookiesChanged:
            return true
        // A value from the editor, for a field: the page's values, not its document.
        case .externalEdit:
            return true
        case .input(.mouse(let mouse)):
            // A press only notes its target; the release is the click.
            return mouse.action != .release
        case .input(.key(let key)):
            return readsOnly(key, in: state)
        default:
            return false
        }
    }

    /// Keys that read the page or change only the browser's own state.
    private static func readsOnly(_ key: Key, in state: BrowserState) -> Bool {
        switch state.mode {
        // Typing and choosing change the page's values; Enter may send the
        // form, whose answer waits as every answer does.
        case .typing, .optionList, .help, .image:
            return true
        case .prompt(let prompt):
            return prompt.kind == .search
        case .question(let question):
            if case .quit = question.action { return true }
            return false
        case .normal:
            guard state.chrome.keyPrefix == KeyPrefix() else { return false }
            // Space on a focused checkbox or radio: a value.
            if key == .character(" "), let page = state.activePage, let field = page.focusedField,
               [.checkbox, .radio].contains(page.rendered.fields[field].kind) {
                return true
            }
            guard let command = state.keys.command(for: key) else { return true }
            return readsOnly(command, in: state)
        case .offer, .history, .bookmarks, .downloads:
            return false
        }
    }

    private static func readsOnly(_ command: KeyCommand, in state: BrowserState) -> Bool {
        switch command {
        case .nextTarget, .previousTarget, .nextLinkOrScroll, .previousLinkOrScroll,
             .lineDown, .lineUp, .pageDown, .pageUp, .halfPageDown, .halfPageUp, .top, .bottom,
             .search, .searchNext, .searchPrevious, .toggleNumbers, .toggleImages, .viewImage, .viewSource, .help, .pageInfo,
             .quit, .quitNow, .copyURL, .editExternally, .suspend, .redraw:
            return true
        // Esc stops a load or a form being sent; closing a modal shows another page.
        case .escape:
            return state.modal == nil || state.loading != nil || state.submitting != nil
        default:
            return false
        }
    }
}
