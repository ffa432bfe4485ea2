/// The named character references table (HTML §13.5) as a trie over the
/// bytes of the names, so the tokenizer finds the longest match one input
/// byte at a time (§13.2.5.73), across chunk boundaries, without building
/// strings. Built once from `NamedCharacterReferenceTable`.
struct NamedCharacterReferenceTrie: Sendable {
    static let shared = NamedCharacterReferenceTrie(table: NamedCharacterReferenceTable.entries)

    static let root: Int32 = 0

    /// Per node: where its edges start in `edgeBytes`/`edgeTargets` and how many.
    private var edgeStart: [Int32] = []
    private var edgeCount: [UInt8] = []
    private var edgeBytes: [UInt8] = []
    private var edgeTargets: [Int32] = []
    /// Per node: the code points a name ending here stands for (0: none).
    private var firstScalar: [UInt32] = []
    private var secondScalar: [UInt32] = []
    /// The root's children by byte, since every reference starts there.
    private var rootChildren = [Int32](repeating: -1, count: 128)

    init(table: String) {
        // Build with per-node child lists, then lay the edges out flat.
        var children: [[(UInt8, Int32)]] = [[]]
        var first: [UInt32] = [0]
        var second: [UInt32] = [0]
        for line in table.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count >= 2 else { continue }
            var node = 0
            for byte in fields[0].utf8 {
                if let edge = children[node].first(where: { $0.0 == byte }) {
                    node = Int(edge.1)
                } else {
                    let next = children.count
                    children.append([])
                    first.append(0)
                    second.append(0)
                    children[node].append((byte, Int32(next)))
                    node = next
                }
            }
            first[node] = UInt32(fields[1], radix: 16) ?? 0xFFFD
            second[node] = fields.count > 2 ? UInt32(fields[2], radix: 16) ?? 0 : 0
        }
        for list in children {
            edgeStart.append(Int32(edgeBytes.count))
            edgeCount.append(UInt8(list.count))
            for (byte, target) in list.sorted(by: { $0.0 < $1.0 }) {
                edgeBytes.append(byte)
                edgeTargets.append(target)
            }
        }
        firstScalar = first
        secondScalar = second
        for (byte, target) in children[0] where byte < 128 {
            rootChildren[Int(byte)] = target
        }
    }

    /// The node reached from `node` by `byte`, or -1.
    @inline(__always)
    func child(of node: Int32, byte: UInt8) -> Int32 {
        if node == Self.root {
            return byte < 128 ? rootChildren[Int(byte)] : -1
        }
        let start = Int(edgeStart[Int(node)])
        let end = start + Int(edgeCount[Int(node)])
        var index = start
        while index < end {
            let edge = edgeBytes[index]
            if edge == byte { return edgeTargets[index] }
            if edge > byte { return -1 }
            index += 1
        }
        return -1
    }

    /// Whether a name of the table ends at `node`.
    @inline(__always)
    func isName(_ node: Int32) -> Bool { firstScalar[Int(node)] != 0 }

    /// The one or two code points of the name ending at `node`.
    func scalars(_ node: Int32) -> (UInt32, UInt32) {
        (firstScalar[Int(node)], secondScalar[Int(node)])
    }
}
