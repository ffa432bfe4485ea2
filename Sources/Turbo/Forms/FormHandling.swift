/// Who submits a form. Turbo, unless `data-turbo="false"` (on the form, the
/// submitter or an ancestor) or an action off the app (another origin, or
/// outside `<meta name="turbo-root">`) hands it to the browser as a plain
/// full page load; `method="dialog"` only closes its dialog.
package enum FormHandling: Equatable, Sendable {
    case turbo
    case fullPageLoad
    case closesDialog
}
