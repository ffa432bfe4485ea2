/// How far a splice moved what follows it: rows, link and field indices.
struct LayoutOffset: Equatable {
    var rows = 0
    var links = 0
    var fields = 0

    var isZero: Bool { self == LayoutOffset() }
}
