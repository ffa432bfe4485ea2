import Testing
import Render

/// The bytes of a line's open span (`GatheredBytes`): appends that grow
/// past the storage keep every byte, and a copy is a value, as the array it
/// replaced was (a layout checkpoint keeps a composer and resumes from it).
@Suite("Layout: the open span's gathered bytes")
struct GatheredBytesTests {
    private func text(_ bytes: GatheredBytes) -> String { bytes.makeString() }

    private func append(_ string: String, to bytes: inout GatheredBytes) {
        var string = string
        string.withUTF8 { bytes.append($0) }
    }

    @Test func appendsGrowPastTheFirstStorageAndKeepEveryByte() {
        var bytes = GatheredBytes()
        #expect(bytes.isEmpty && text(bytes) == "")
        var expected = ""
        for index in 0..<500 {
            let word = "w\(index)"
            append(word, to: &bytes)
            bytes.append(0x20)
            expected += word + " "
        }
        #expect(bytes.count == expected.utf8.count && text(bytes) == expected)
        #expect(bytes[0] == UInt8(ascii: "w") && bytes[bytes.count - 1] == 0x20)
        bytes.removeLast(1)
        #expect(text(bytes) == String(expected.dropLast()))
        bytes.removeAll()
        #expect(bytes.isEmpty)
        append("again", to: &bytes)
        #expect(text(bytes) == "again")
    }

    @Test func aCopyKeepsItsBytesWhileTheOtherChanges() {
        var original = GatheredBytes()
        append("shared", to: &original)
        var copy = original
        append(" and the copy's", to: &copy)
        #expect(text(original) == "shared" && text(copy) == "shared and the copy's")
        // Emptied, then written again: the copy's bytes are its own.
        original.removeAll()
        append("XXXXXXXXXXXX", to: &original)
        #expect(text(copy) == "shared and the copy's" && text(original) == "XXXXXXXXXXXX")
        var third = copy
        third.removeLast(6)
        third.append(UInt8(ascii: "!"))
        #expect(text(copy) == "shared and the copy's" && text(third) == "shared and the !")
    }

    /// Emptying shares the storage still; the next append must not write
    /// over the bytes a copy reads.
    @Test func anEmptiedOriginalWritesApartFromItsCopy() {
        var original = GatheredBytes()
        append("abc", to: &original)
        let copy = original
        original.removeAll()
        append("XYZ", to: &original)
        #expect(text(copy) == "abc" && text(original) == "XYZ")
    }

    @Test func anEmptyRunAddsNothing() {
        var bytes = GatheredBytes()
        bytes.append(UnsafeBufferPointer(start: nil, count: 0))
        #expect(bytes.isEmpty && bytes.withUnsafeBufferPointer { $0.count } == 0)
    }
}
