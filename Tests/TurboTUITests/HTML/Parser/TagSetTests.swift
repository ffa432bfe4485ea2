import Testing
import HTML

/// `TagSet` built with `|` (which the optimizer folds into constants) holds
/// exactly the tags it was written with, on both sides of the 64-bit split.
@Suite("HTML parser: tag sets")
struct TagSetTests {
    private static let allTags = (0...UInt8.max).compactMap { TagName(rawValue: $0) }

    @Test func aSetHoldsExactlyItsMembers() {
        var state: UInt64 = 11
        for round in 0..<2000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let first = Self.allTags[Int(state >> 33) % Self.allTags.count]
            var members: Set<UInt8> = [first.rawValue]
            var set = TagSet(first)
            for _ in 0..<(round % 9) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let tag = Self.allTags[Int(state >> 33) % Self.allTags.count]
                set = set | tag
                members.insert(tag.rawValue)
            }
            for tag in Self.allTags where set.contains(tag) != members.contains(tag.rawValue) {
                Issue.record("round \(round): \(tag) in \(members.sorted())")
                return
            }
        }
    }

    @Test func theNamedSetsKeepTheirMembers() {
        #expect(TagSet.headings.contains(.h1) && TagSet.headings.contains(.h6) && !TagSet.headings.contains(.hr))
        #expect(TagSet.special.contains(.address) && TagSet.special.contains(.xmp) && !TagSet.special.contains(.span))
        #expect(TagSet.formatting.contains(.a) && TagSet.formatting.contains(.u) && !TagSet.formatting.contains(.span))
        #expect((TagName.td | .th).contains(.th) && !(TagName.td | .th).contains(.tr))
    }
}
