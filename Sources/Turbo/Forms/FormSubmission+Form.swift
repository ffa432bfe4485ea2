import FoundationEssentials
import HTML

extension FormSubmission {
    /// The submission of `form` by `submitter` (nil: Enter in a field, or a
    /// script-like submit), on the page at `pageURL`, with the user's edits.
    /// Descriptions of errors may hold page text: show them through
    /// `TerminalSafeText`. `drivenByTurbo`: Turbo runs on the page
    /// (`TurboSetting.drives`); where it does not, every form is the
    /// browser's, a full page load whose answer is shown whatever its status.
    package init(form: Element, submitter: Element? = nil, pageURL: URL, values: FormValues = FormValues(),
                boundary: String = MultipartForm.randomBoundary(), drivenByTurbo: Bool = true) throws(FormSubmissionError) {
        guard form.name == "form" else { throw .notAForm(form.name) }
        let root = FormOwnership.root(of: form)
        // Turbo's getFormAction: a formaction, even empty, is resolved like
        // any URL (empty: the base URL without fragment); a missing or empty
        // form action is `form.action`, the page's own URL as it stands.
        let actionText = submitter?.hasAttribute("formaction") == true ? submitter?.attribute("formaction") ?? ""
            : form.attribute("action") ?? ""
        let action: URL
        if actionText.isEmpty && submitter?.hasAttribute("formaction") != true {
            action = pageURL
        } else if let resolved = FormActionURL.resolve(actionText, page: pageURL, in: root) {
            action = resolved
        } else {
            throw .unresolvableAction(actionText)
        }
        let methodText = TurboAttribute.nonEmpty("formmethod", on: [submitter]) ?? form.attribute("method")
        handling = Self.handling(form: form, submitter: submitter, action: action, page: pageURL, method: methodText, in: root,
                                 drivenByTurbo: drivenByTurbo)
        method = handling == .turbo ? FormMethod(attribute: methodText) : FormMethod(browserAttribute: methodText)
        enctype = FormEnctype(attribute: TurboAttribute.nonEmpty("formenctype", on: [submitter]) ?? form.attribute("enctype"))
        entries = FormDataSet.entries(form: form, submitter: submitter, values: values,
                                      style: handling == .turbo ? .turbo : .browser)
        self.pageURL = pageURL
        self.boundary = boundary
        if method == .get {
            let query = handling == .turbo ? FormBody.turboQuery(entries) : FormBody.browserQuery(entries)
            url = FormActionURL.replacingQuery(of: action, with: query)
        } else {
            url = action
        }
        frameTarget = FormFrameTarget(form: form, submitter: submitter)
        requestedAction = TurboAttribute.visitAction(on: [submitter, form])
        confirmMessage = TurboAttribute.first("data-turbo-confirm", on: [submitter, form])
        asksForStream = TurboAttribute.isPresent("data-turbo-stream", on: [submitter, form])
        submitsWith = submitter?.attribute("data-turbo-submits-with")
    }

    private static func handling(form: Element, submitter: Element?, action: URL, page: URL, method: String?,
                                 in root: Node, drivenByTurbo: Bool) -> FormHandling {
        if method?.lowercased() == "dialog" { return .closesDialog }
        let driven = drivenByTurbo && TurboAttribute.drivesTurbo(form) && submitter.map(TurboAttribute.drivesTurbo) != false
        return driven && TurboRoot(page: page, in: root).contains(action) ? .turbo : .fullPageLoad
    }
}
