/// How far a splice moved what follows it: rows, link, field and label
/// indices.
package struct LayoutOffset: Equatable {
    package var rows = 0
    package var links = 0
    package var fields = 0
    package var labels = 0

    package var isZero: Bool { self == LayoutOffset() }
}
