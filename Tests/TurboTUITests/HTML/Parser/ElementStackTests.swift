import Testing
import HTML

/// `ElementStack`, the open elements' own buffer, against an `Array` given
/// the same seeded pushes, pops, insertions, removals and replacements,
/// across its growth.
@Suite("HTML parser: the open elements' buffer")
struct ElementStackTests {
    @Test func itMatchesAnArray() {
        let stack = ElementStack()
        var array: [Element] = []
        var state: UInt64 = 5
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        for round in 0..<6000 {
            let element = Element(name: "e\(round)")
            switch next(array.count < 20 ? 3 : 6) {
            case 0, 1:
                stack.append(element)
                array.append(element)
            case 2:
                let index = next(array.count + 1)
                stack.insert(element, at: index)
                array.insert(element, at: index)
            case 3:
                #expect(stack.removeLast() === array.removeLast())
            case 4:
                let index = next(array.count)
                #expect(stack.remove(at: index) === array.remove(at: index))
            default:
                let index = next(array.count)
                stack[index] = element
                array[index] = element
            }
            #expect(stack.count == array.count)
            let probe = array.isEmpty ? nil : array[next(array.count)]
            #expect(stack.lastIndex(where: { $0 === probe }) == array.lastIndex(where: { $0 === probe }))
            // The whole buffer now and then, its top every round.
            let checked = round % 50 == 0 ? 0..<array.count : max(0, array.count - 3)..<array.count
            if !checked.allSatisfy({ stack[$0] === array[$0] }) {
                Issue.record("round \(round): the buffer differs from the array")
                return
            }
        }
    }
}
