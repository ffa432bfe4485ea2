import HTML

/// The parse on two threads against the parse on one: the same tree for any
/// bytes, whichever guesses of the tokenizer's thread hold. The first byte
/// picks the chunk size (1..64) and the batch size (1..4), so that chunks
/// and batches end everywhere.
enum PipelinedParseFuzz {
    static func run(_ bytes: [UInt8]) {
        let shape = Int(bytes.first ?? 0)
        let chunk = 1 + shape % 64
        let batch = 1 + shape / 64
        let input = Array(bytes.dropFirst())
        var pipelined = HTMLDocumentParser(pipelinedWithBatchCapacity: batch)
        var serial = HTMLDocumentParser()
        var start = 0
        while start < input.count {
            let end = min(start + chunk, input.count)
            input[start..<end].withUnsafeBufferPointer {
                pipelined.feed($0)
                serial.feed($0)
            }
            start = end
        }
        let twoThreads = TreeDump.format(pipelined.finish().children)
        let oneThread = TreeDump.format(serial.finish().children)
        FuzzCheck.require(twoThreads == oneThread, "two threads built another tree (chunks of \(chunk), batches of \(batch)):\n\(twoThreads)\none thread:\n\(oneThread)")
    }
}
