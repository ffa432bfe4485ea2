extension ComplexSelector {
    /// (ids, classes and attributes and pseudo-classes, types), compared in
    /// that order (Selectors 4, 17). A style rule's weight among the rules
    /// that match one element.
    package struct Specificity: Comparable, Hashable, Sendable {
        package var ids = 0
        package var classes = 0
        package var types = 0

        package init(ids: Int = 0, classes: Int = 0, types: Int = 0) {
            self.ids = ids
            self.classes = classes
            self.types = types
        }

        package static func < (lhs: Specificity, rhs: Specificity) -> Bool {
            (lhs.ids, lhs.classes, lhs.types) < (rhs.ids, rhs.classes, rhs.types)
        }

        package static func + (lhs: Specificity, rhs: Specificity) -> Specificity {
            Specificity(ids: lhs.ids + rhs.ids, classes: lhs.classes + rhs.classes, types: lhs.types + rhs.types)
        }

        /// `:is()`, `:not()`, `:has()` and `:nth-child(… of S)` weigh as
        /// their most specific argument.
        static func largest(of selectors: [ComplexSelector]) -> Specificity {
            selectors.map(\.specificity).max() ?? Specificity()
        }
    }
}
