import Glibc

/// Legacy charsets to UTF-8 through the C library's iconv, fed the bytes in
/// pieces as they arrive. The only file that calls iconv. Bytes the charset
/// does not define become U+FFFD and decoding goes on after them; a sequence
/// cut by the end of a piece waits for the next one (iconv's EINVAL), and
/// iconv's own shift state (ISO-2022-JP) carries across pieces.
package final class IconvDecoder {
    private static let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]
    private let converter: iconv_t
    /// The start of a sequence the last piece ended inside.
    private var carried: [UInt8] = []
    private var output = [UInt8](repeating: 0, count: 64 * 1024)

    /// nil when iconv does not know the charset.
    package init?(charset: String) {
        let converter = iconv_open("UTF-8", charset)
        guard let converter, converter != iconv_t(bitPattern: -1) else { return nil }
        self.converter = converter
    }

    deinit {
        iconv_close(converter)
    }

    /// The whole of `bytes` at once; nil when iconv does not know the charset.
    package static func decode(_ bytes: ArraySlice<UInt8>, from charset: String) -> String? {
        guard let decoder = IconvDecoder(charset: charset) else { return nil }
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count * 3 / 2 + 16)
        Array(bytes).withUnsafeBufferPointer { piece in decoder.decode(piece) { text.append(contentsOf: $0) } }
        decoder.finish { text.append(contentsOf: $0) }
        return String(decoding: text, as: UTF8.self)
    }

    /// Decodes the next piece, handing UTF-8 to `emit` (perhaps several times).
    package func decode(_ piece: UnsafeBufferPointer<UInt8>, emit: (UnsafeBufferPointer<UInt8>) -> Void) {
        guard !carried.isEmpty else { return convert(piece, emit: emit) }
        // Few bytes: the carried start joined with the piece's beginning, then the rest.
        let joined = carried + piece
        carried = []
        joined.withUnsafeBufferPointer { convert($0, emit: emit) }
    }

    /// The end of the input: a sequence still unfinished is one U+FFFD.
    package func finish(emit: (UnsafeBufferPointer<UInt8>) -> Void) {
        if !carried.isEmpty {
            carried = []
            Self.replacement.withUnsafeBufferPointer(emit)
        }
    }

    private func convert(_ piece: UnsafeBufferPointer<UInt8>, emit: (UnsafeBufferPointer<UInt8>) -> Void) {
        guard let base = piece.baseAddress, !piece.isEmpty else { return }
        var inPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(mutating: base).assumingMemoryBound(to: CChar.self)
        var inLeft = piece.count
        output.withUnsafeMutableBufferPointer { chunk in
            while inLeft > 0 {
                var outPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(chunk.baseAddress!)
                    .assumingMemoryBound(to: CChar.self)
                var outLeft = chunk.count
                let result = iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft)
                let failure = errno
                emit(UnsafeBufferPointer(rebasing: chunk[0..<(chunk.count - outLeft)]))
                guard result == -1 else { continue }
                switch failure {
                case E2BIG:
                    continue
                case EILSEQ:
                    Self.replacement.withUnsafeBufferPointer(emit)
                    inPointer = inPointer.map { $0 + 1 }
                    inLeft -= 1
                default: // EINVAL: a sequence cut off by the end of the piece
                    let start = UnsafeRawPointer(inPointer!).assumingMemoryBound(to: UInt8.self)
                    carried = Array(UnsafeBufferPointer(start: start, count: inLeft))
                    inLeft = 0
                }
            }
        }
    }
}
