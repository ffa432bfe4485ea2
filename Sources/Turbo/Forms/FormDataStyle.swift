/// Who builds the form data set. Turbo builds `new FormData(form)` (no
/// submitter, so no buttons) and appends the submitter's `name` and `value`
/// attributes last; a plain browser submission (`data-turbo="false"`)
/// includes the submitter in tree order, and an image button as its click
/// coordinates (`name.x`, `name.y`; 0,0 from the keyboard).
package enum FormDataStyle: Equatable, Sendable {
    case turbo
    case browser
}
