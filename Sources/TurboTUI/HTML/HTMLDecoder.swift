/// Turns the bytes of a page into text for the parser. Invalid UTF-8
/// becomes U+FFFD, never a failure.
public enum HTMLDecoder {
    public static func decode(_ bytes: [UInt8], declaredCharset: String? = nil) -> String {
        var start = 0
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { start = 3 }
        return bytes.withUnsafeBufferPointer {
            String(decoding: UnsafeBufferPointer(rebasing: $0[start...]), as: UTF8.self)
        }
    }
}
