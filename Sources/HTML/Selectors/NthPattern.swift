/// `An+B` (CSS Syntax 3, 6): the positions A×n + B for some n ≥ 0, counting
/// from 1. `odd` is 2n+1, `even` 2n, `3` is 0n+3, `-n+3` the first three.
package struct NthPattern: Hashable, Sendable {
    package let step: Int
    package let offset: Int

    package init(step: Int, offset: Int) {
        self.step = step
        self.offset = offset
    }

    package static let first = NthPattern(step: 0, offset: 1)

    package func matches(position: Int) -> Bool {
        guard step != 0 else { return position == offset }
        let distance = position - offset
        return distance % step == 0 && distance / step >= 0
    }
}
