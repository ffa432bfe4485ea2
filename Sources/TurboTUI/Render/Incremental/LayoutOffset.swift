/// How far a splice moved what follows it: rows, link, field and label
/// indices.
struct LayoutOffset: Equatable {
    var rows = 0
    var links = 0
    var fields = 0
    var labels = 0

    var isZero: Bool { self == LayoutOffset() }
}
