import CMallocInfo
import Foundation
import HTML
import Render

/// `turbo-tui-parsebench --phases FILE...` (issue 37): where a `--dump` of a
/// page spends its time and its memory, phase by phase, each phase run on
/// its own from what the one before it made, outside the browser's code paths:
///
/// - decode: the charset sniffed, and for a legacy charset the bytes turned
///   into UTF-8 by iconv (UTF-8 goes to the tokenizer without a copy);
/// - tokenize: the tokenizer alone over the UTF-8 bytes;
/// - tree: the whole parse (`HTMLParser.parse(bytes:)`, decode included) less
///   decode and tokenize, that is the tree builder and the DOM;
/// - style: the page's style sheet read (`StyleSheet(document:)`), then
///   matched against every element once (`declarations(for:)`, which the
///   layout asks of each element it lays out);
/// - layout: `PageRenderer.layOut` (walk, lines, tables) less style, which
///   it does within;
/// - output: the dump's bytes and References (`DumpFormatter.write`), thrown away.
///
/// Time is the best thread CPU time of `runs` runs after a warm-up. Memory is
/// the heap in use (malloc's own count, `mallinfo2`) that each phase's result
/// adds while it is kept, as the dump keeps them: the DOM while the page is
/// laid out, the page while it is written; for output, the most it held at once.
struct PhaseProfile {
    struct Phase {
        let name: String
        var cpu: Double
        var heap: Int
    }

    let path: String
    let phases: [Phase]
    let bytes: Int
    let charset: String

    static func measure(path: String, runs: Int, width: Int = 80) -> PhaseProfile? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let bytes = [UInt8](data)
        let url = URL(fileURLWithPath: path)
        let (charset, start) = HTMLDecoder.sniff(bytes)

        // decode
        let baseHeap = heapInUse()
        let decoded: [UInt8] = { () -> [UInt8] in
            if case .utf8 = charset { return bytes }
            return Array(HTMLDecoder.decode(bytes).utf8)
        }()
        let decodeHeap = charset == .utf8 ? 0 : heapInUse() - baseHeap
        let decode = best(of: runs) { () -> Int in
            let sniffed = HTMLDecoder.sniff(bytes)
            if case .utf8 = sniffed.charset { return sniffed.start }
            return HTMLDecoder.decode(bytes).utf8.count
        }

        // tokenize, tree
        let tokenize = best(of: runs) { TokenizerBenchmark.tokenize(decoded, chunkSize: HTMLParser.chunkSize) }
        // On one thread: the phases are a profile of the work, which the
        // two threads of a big page's parse share (docs/performance.md).
        let parse = best(of: runs) { HTMLParser.parse(bytes: bytes, pipelineThreshold: nil) }
        let beforeTree = heapInUse()
        let document = HTMLParser.parse(bytes: bytes, pipelineThreshold: nil)
        let treeHeap = heapInUse() - beforeTree

        // style
        let elements = document.descendantElements
        let style = best(of: runs) { () -> Int in
            let sheet = StyleSheet(document: document)
            var declared = 0
            for element in elements where !sheet.declarations(for: element).isEmpty { declared += 1 }
            return declared
        }
        let beforeStyle = heapInUse()
        let sheet = StyleSheet(document: document)
        let styleHeap = heapInUse() - beforeStyle

        // layout
        let renderer = PageRenderer(options: RenderOptions(width: width, baseURL: url))
        let layout = max(0, best(of: runs) { renderer.layOut(document, recorder: nil) } - style)
        let beforeLayout = heapInUse()
        let page = renderer.render(document)
        let layoutHeap = max(0, heapInUse() - beforeLayout - styleHeap)

        // output
        let output = best(of: runs) { () -> Int in
            var written = 0
            DumpFormatter.write(page, references: true) { piece in
                written += piece.count
                return true
            }
            return written
        }
        let beforeOutput = heapInUse()
        var outputHeap = 0
        DumpFormatter.write(page, references: true) { _ in
            outputHeap = max(outputHeap, heapInUse() - beforeOutput)
            return true
        }

        withExtendedLifetime((decoded, document, elements, sheet, page)) {}
        let tree = max(0, parse - decode - tokenize)
        return PhaseProfile(
            path: path,
            phases: [Phase(name: "decode", cpu: decode, heap: decodeHeap),
                     Phase(name: "tokenize", cpu: tokenize, heap: 0),
                     Phase(name: "tree", cpu: tree, heap: treeHeap),
                     Phase(name: "style", cpu: style, heap: styleHeap),
                     Phase(name: "layout", cpu: layout, heap: layoutHeap),
                     Phase(name: "output", cpu: output, heap: outputHeap)],
            bytes: bytes.count, charset: "\(charset)" + (start > 0 ? " (BOM)" : ""))
    }

    /// One tab-separated line: name, bytes, charset, then each phase's CPU ms and heap KiB.
    var tsv: String {
        let name = (path as NSString).lastPathComponent
        let fields = phases.flatMap { [String(format: "%.2f", $0.cpu * 1000), String($0.heap / 1024)] }
        return ([name, String(bytes), charset] + fields).joined(separator: "\t")
    }

    /// The heap malloc has handed out and not had back, in bytes.
    private static func heapInUse() -> Int { Int(tt_heap_in_use()) }

    private static func best<Result>(of runs: Int, _ work: () -> Result) -> Double {
        _ = work()
        var bestCPU = Double.infinity
        for _ in 0..<runs {
            let start = threadCPUSeconds()
            let result = work()
            bestCPU = min(bestCPU, threadCPUSeconds() - start)
            withExtendedLifetime(result) {}
        }
        return bestCPU
    }
}
