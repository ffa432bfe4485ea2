import Glibc

/// Reads a descriptor to its end with read(2), in pieces of up to 64 KiB:
/// the one loop behind a file read whole (`RegularFile`), standard input
/// (`--dump -`) and a viewer's captured output.
package enum DescriptorReader {
    /// Hands each piece to `each`, which returns false to stop reading;
    /// the errno of a failed read, or nil.
    package static func readToEnd(_ descriptor: Int32, each: (UnsafeBufferPointer<UInt8>) -> Bool) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { return errno }
            guard count > 0, buffer.withUnsafeBufferPointer({ each(UnsafeBufferPointer(rebasing: $0[..<count])) }) else { return nil }
        }
    }
}
