/// The named character references table (HTML §13.5) as a trie over the
/// bytes of the names, so the tokenizer finds the longest match one input
/// byte at a time (§13.2.5.73), across chunk boundaries, without building
/// strings. Built once from `NamedCharacterReferenceTable`, whose lines are
/// sorted by bytes: each name shares a prefix with the one before it, so the
/// trie is built in one pass with siblings already in order.
struct NamedCharacterReferenceTrie: Sendable {
    static let shared = NamedCharacterReferenceTrie(table: NamedCharacterReferenceTable.entries)

    static let root: Int32 = 0

    /// Per node: the byte on the edge into it, its first child and its next
    /// sibling (-1: none), and the code points a name ending here stands
    /// for (0: no name ends here).
    private var edgeByte: [UInt8] = [0]
    private var firstChild: [Int32] = [-1]
    private var nextSibling: [Int32] = [-1]
    private var firstScalar: [UInt32] = [0]
    private var secondScalar: [UInt32] = [0]
    /// The root's children by byte, since every reference starts there.
    private var rootChildren = [Int32](repeating: -1, count: 128)

    init(table: String) {
        var path: [Int32] = [Self.root]
        var lastChild: [Int32] = [-1]
        var previous: [UInt8] = []
        var table = table
        table.withUTF8 { bytes in
            // Arrays grown by doubling held 270 KiB for 164 KiB of nodes, in
            // every page that has a reference: count the nodes first.
            // (A hint only: a line without code points is counted and skipped.)
            let nodes = Self.nodeCount(bytes)
            edgeByte.reserveCapacity(nodes)
            firstChild.reserveCapacity(nodes)
            nextSibling.reserveCapacity(nodes)
            firstScalar.reserveCapacity(nodes)
            secondScalar.reserveCapacity(nodes)
            var index = 0
            while index < bytes.count {
                var name: [UInt8] = []
                while index < bytes.count, bytes[index] != 0x20, bytes[index] != 0x0A {
                    name.append(bytes[index])
                    index += 1
                }
                var scalars: [UInt32] = []
                while index < bytes.count, bytes[index] != 0x0A {
                    if bytes[index] == 0x20 {
                        scalars.append(0)
                    } else if let digit = HTMLByte.hexadecimalValue(bytes[index]), let last = scalars.indices.last {
                        scalars[last] = scalars[last] << 4 | UInt32(digit)
                    }
                    index += 1
                }
                index += 1
                guard !name.isEmpty, let first = scalars.first else { continue }
                // The nodes of the shared prefix stay; the rest are new,
                // each the last child so far of its parent.
                var shared = 0
                while shared < name.count, shared < previous.count, name[shared] == previous[shared] { shared += 1 }
                path.removeLast(path.count - 1 - shared)
                lastChild.removeLast(lastChild.count - 1 - shared)
                for byte in name[shared...] {
                    let node = Int32(edgeByte.count)
                    edgeByte.append(byte)
                    firstChild.append(-1)
                    nextSibling.append(-1)
                    firstScalar.append(0)
                    secondScalar.append(0)
                    let parent = path[path.count - 1]
                    let sibling = lastChild[lastChild.count - 1]
                    if sibling < 0 { firstChild[Int(parent)] = node } else { nextSibling[Int(sibling)] = node }
                    lastChild[lastChild.count - 1] = node
                    path.append(node)
                    lastChild.append(-1)
                }
                let end = Int(path[path.count - 1])
                firstScalar[end] = first
                secondScalar[end] = scalars.count > 1 ? scalars[1] : 0
                previous = name
            }
        }
        var child = firstChild[0]
        while child >= 0 {
            rootChildren[Int(edgeByte[Int(child)])] = child
            child = nextSibling[Int(child)]
        }
    }

    /// The trie's nodes, root included: each name adds the bytes past the
    /// prefix it shares with the one before it.
    private static func nodeCount(_ table: UnsafeBufferPointer<UInt8>) -> Int {
        var nodes = 1
        var previous = 0..<0
        var index = 0
        while index < table.count {
            let start = index
            while index < table.count, table[index] != 0x20, table[index] != 0x0A { index += 1 }
            let name = start..<index
            var shared = 0
            while shared < name.count, shared < previous.count,
                  table[name.lowerBound + shared] == table[previous.lowerBound + shared] { shared += 1 }
            nodes += name.count - shared
            if !name.isEmpty { previous = name }
            while index < table.count, table[index] != 0x0A { index += 1 }
            index += 1
        }
        return nodes
    }

    /// The node reached from `node` by `byte`, or -1.
    @inline(__always)
    func child(of node: Int32, byte: UInt8) -> Int32 {
        if node == Self.root {
            return byte < 128 ? rootChildren[Int(byte)] : -1
        }
        var child = firstChild[Int(node)]
        while child >= 0 {
            let edge = edgeByte[Int(child)]
            if edge == byte { return child }
            if edge > byte { return -1 }
            child = nextSibling[Int(child)]
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
