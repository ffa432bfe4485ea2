import Base

/// An element's `class` attribute as a class selector reads it: names split
/// on ASCII whitespace (HTML's "split a string on ASCII whitespace"), each
/// compared code point for code point, ASCII case ignored in quirks mode.
/// Read as UTF-8 bytes: splitting the value into `Character`s (grapheme
/// breaks and all) and making a `String` of each name cost 5 300
/// instructions a test (autoconf's dump, issue 37).
enum ClassList {
    static func contains(_ name: String, in list: String, ignoringCase: Bool) -> Bool {
        var list = list
        var name = name
        return list.withUTF8 { listBytes in
            name.withUTF8 { nameBytes in
                let total = listBytes.count
                var start = 0
                while start < total {
                    while start < total, CharacterRun.isWhitespace(listBytes[start]) { start += 1 }
                    var end = start
                    while end < total, !CharacterRun.isWhitespace(listBytes[end]) { end += 1 }
                    if end > start, end - start == nameBytes.count,
                       same(listBytes, from: start, nameBytes, ignoringCase: ignoringCase) {
                        return true
                    }
                    start = end
                }
                return false
            }
        }
    }

    private static func same(_ list: UnsafeBufferPointer<UInt8>, from start: Int, _ name: UnsafeBufferPointer<UInt8>,
                             ignoringCase: Bool) -> Bool {
        for index in 0..<name.count {
            let actual = list[start + index]
            let expected = name[index]
            if actual == expected { continue }
            guard ignoringCase, Base.ASCIICase.lower(actual) == Base.ASCIICase.lower(expected) else { return false }
        }
        return true
    }
}
