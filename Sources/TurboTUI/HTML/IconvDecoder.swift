import Glibc

/// Legacy charsets to UTF-8 through the C library's iconv. The only file
/// that calls iconv. Bytes the charset does not define become U+FFFD and
/// decoding goes on after them.
enum IconvDecoder {
    private static let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]

    /// nil when iconv does not know the charset.
    static func decode(_ bytes: ArraySlice<UInt8>, from charset: String) -> String? {
        let converter = iconv_open("UTF-8", charset)
        guard let converter, converter != iconv_t(bitPattern: -1) else { return nil }
        defer { iconv_close(converter) }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count * 3 / 2 + 16)
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        var input = Array(bytes)
        input.withUnsafeMutableBufferPointer { inputBuffer in
            chunk.withUnsafeMutableBufferPointer { chunkBuffer in
                guard let inputBase = inputBuffer.baseAddress else { return }
                var inPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(inputBase).assumingMemoryBound(to: CChar.self)
                var inLeft = inputBuffer.count
                while inLeft > 0 {
                    var outPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(chunkBuffer.baseAddress!)
                        .assumingMemoryBound(to: CChar.self)
                    var outLeft = chunkBuffer.count
                    let result = iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft)
                    output.append(contentsOf: chunkBuffer[0..<(chunkBuffer.count - outLeft)])
                    guard result == -1 else { continue }
                    switch errno {
                    case E2BIG:
                        continue
                    case EILSEQ:
                        output.append(contentsOf: replacement)
                        inPointer = inPointer.map { $0 + 1 }
                        inLeft -= 1
                    default: // EINVAL: a sequence cut off by the end of the input
                        output.append(contentsOf: replacement)
                        inLeft = 0
                    }
                }
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}
