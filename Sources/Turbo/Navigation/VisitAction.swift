/// How a visit treats history, as Turbo names it (`data-turbo-action`).
/// Back and forward are restore visits: they show the cached page and make
/// no request.
package enum VisitAction: String, Equatable, Sendable, CaseIterable {
    case advance
    case replace
    case restore
}
