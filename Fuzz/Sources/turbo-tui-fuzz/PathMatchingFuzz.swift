import Base
import Turbo

/// Path-configuration matching (issue 32): the first line is a location, each
/// further line a pattern. Whatever the patterns, one location's match must
/// end within the matcher's bound (its 20 ms budget plus one set; a second here,
/// for ASan and a busy machine), and, when complete, agree with each rule alone.
enum PathMatchingFuzz {
    private static let limit = Duration.seconds(1)

    static func run(_ bytes: [UInt8]) {
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let location = lines.first else { return }
        let rules = lines.dropFirst().compactMap(PathPattern.init).map { PathRule(patterns: [$0], properties: [:]) }
        let configuration = PathConfiguration(rules: rules)
        let clock = SystemMonotonicClock()
        let start = clock.now
        let match = configuration.match(location)
        let elapsed = clock.now - start
        FuzzCheck.require(elapsed < limit, "one location took \(elapsed) over \(rules.count) patterns")
        guard match.outcome == .complete, rules.count <= 64 else { return }
        let alone = rules.indices.filter { !PathConfiguration(rules: [rules[$0]]).match(location).ruleIndices.isEmpty }
        FuzzCheck.require(match.ruleIndices == alone, "the set found \(match.ruleIndices), each rule alone \(alone)")
    }
}
