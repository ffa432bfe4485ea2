/// How a visit changes the stack (path configuration key `presentation`).
package enum Presentation: String, Equatable, Sendable, CaseIterable {
    case `default`
    case push
    case pop
    case replace
    case replaceRoot = "replace_root"
    case clearAll = "clear_all"
    case refresh
    case none
}
