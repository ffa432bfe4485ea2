import Base
/// Every pattern of a configuration's rules, compiled once when the file
/// loads into RE2 automata of `chunkSize` patterns each, and the answer to
/// "which rules match this location?" in time linear in the location.
///
/// The bound (docs/path-configuration.md, "The engine and its bounds"): a
/// location longer than `maximumLocationLength` matches no rule; the chunks
/// are searched in order until `budget` has passed, so one location costs at
/// most the budget plus one chunk, whatever the patterns are.
package final class PathMatcher: Sendable {
    /// Longer than any request line a server takes (nginx refuses over 8 KiB,
    /// puma over 12 KiB), so no page that loads is left out.
    package static let maximumLocationLength = 4096
    /// Patterns per automaton: large enough that 100 000 rules take about a
    /// millisecond a location, small enough that the worst patterns we could
    /// write cost under 0.1 s for one chunk (docs/hostile-input.md).
    package static let chunkSize = 64
    /// Far above what 100 000 ordinary rules take (a debug build on a busy
    /// machine included), so only hostile patterns meet it.
    package static let budget = Duration.milliseconds(20)

    /// A pattern that compiled alone but not within the memory budget.
    package struct Rejection: Equatable, Sendable {
        package let ruleIndex: Int
        package let patternIndex: Int
    }

    private let maximumLocationLength: Int
    /// `budget`, or less in a test that wants every location out of time.
    private let timeBudget: Duration
    private let chunks: [LinearPatternSet]
    /// For each pattern of the chunks, in order, the index of its rule.
    private let ruleOfPattern: [Int]
    package let rejections: [Rejection]

    /// Compiles the patterns of `rules`; a pattern too large for RE2's memory
    /// budget is left out and listed in `rejections`. The built-in rules,
    /// fixed strings, take any `maximumLocationLength`.
    package init(rules: [PathRule], maximumLocationLength: Int = PathMatcher.maximumLocationLength,
                 budget: Duration = PathMatcher.budget) {
        self.maximumLocationLength = maximumLocationLength
        timeBudget = budget
        var sources: [String] = []
        var owners: [(rule: Int, pattern: Int)] = []
        for (ruleIndex, rule) in rules.enumerated() {
            for (patternIndex, pattern) in rule.patterns.enumerated() {
                sources.append(pattern.expression)
                owners.append((ruleIndex, patternIndex))
            }
        }
        var chunks: [LinearPatternSet] = []
        var ruleOfPattern: [Int] = []
        var rejections: [Rejection] = []
        var start = 0
        while start < sources.count {
            let end = min(start + Self.chunkSize, sources.count)
            Self.compile(start..<end, of: sources) { range, set in
                if let set {
                    chunks.append(set)
                    ruleOfPattern += owners[range].map(\.rule)
                } else {
                    rejections.append(Rejection(ruleIndex: owners[range.lowerBound].rule,
                                                patternIndex: owners[range.lowerBound].pattern))
                }
            }
            start = end
        }
        self.chunks = chunks
        self.ruleOfPattern = ruleOfPattern
        self.rejections = rejections
    }

    /// The rules with a pattern found in `location`, in rule order.
    package func match(_ location: String) -> PathRuleMatch {
        guard location.utf8.count <= maximumLocationLength else {
            return PathRuleMatch(ruleIndices: [], outcome: .locationTooLong)
        }
        var location = location
        return location.withUTF8 { text in
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: Self.chunkSize) { found in
                search(text, found)
            }
        }
    }

    private func search(_ text: UnsafeBufferPointer<UInt8>, _ found: UnsafeMutableBufferPointer<Int32>) -> PathRuleMatch {
        // The budget is for the work itself, on whatever thread matches: the machine's clock.
        let clock = SystemMonotonicClock()
        let deadline = clock.now + timeBudget
        var ruleIndices: [Int] = []
        var first = 0
        for (position, chunk) in chunks.enumerated() {
            if position > 0 && clock.now > deadline {
                return PathRuleMatch(ruleIndices: ruleIndices, outcome: .outOfTime(rulesSearched: ruleOfPattern[first]))
            }
            let count = chunk.matches(in: text, into: found)
            for index in found.prefix(count) where ruleIndices.last != ruleOfPattern[first + Int(index)] {
                ruleIndices.append(ruleOfPattern[first + Int(index)])
            }
            first += chunk.count
        }
        return PathRuleMatch(ruleIndices: ruleIndices, outcome: .complete)
    }

    /// Compiles `range` as one set, or, when that does not fit, its halves,
    /// down to single patterns; hands each piece to `take` in order.
    private static func compile(_ range: Range<Int>, of sources: [String],
                                take: (Range<Int>, LinearPatternSet?) -> Void) {
        if let set = LinearPatternSet.compile(Array(sources[range])) {
            take(range, set)
        } else if range.count == 1 {
            take(range, nil)
        } else {
            let middle = range.lowerBound + range.count / 2
            compile(range.lowerBound..<middle, of: sources, take: take)
            compile(middle..<range.upperBound, of: sources, take: take)
        }
    }
}
