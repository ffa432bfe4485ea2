import CFuzzerDriver
import Foundation

/// `turbo-tui-fuzz TARGET [libFuzzer options] [CORPUS...]`: runs one target under
/// libFuzzer. The target's name is taken off the arguments before libFuzzer reads them.
@main
enum FuzzMain {
    /// Set once before libFuzzer starts; the C callback cannot capture it.
    nonisolated(unsafe) static var target: FuzzTarget?

    static func main() {
        var arguments = CommandLine.arguments
        guard arguments.count >= 2, let chosen = FuzzTarget.named(arguments[1]) else {
            let names = FuzzTarget.all.map(\.name).joined(separator: ", ")
            FileHandle.standardError.write(Data("usage: turbo-tui-fuzz TARGET [libFuzzer options]\ntargets: \(names)\n".utf8))
            exit(2)
        }
        target = chosen
        arguments.remove(at: 1)
        var argc = Int32(arguments.count)
        var pointers = arguments.map { strdup($0) } + [nil]
        let status = pointers.withUnsafeMutableBufferPointer { buffer -> Int32 in
            var argv = buffer.baseAddress
            return LLVMFuzzerRunDriver(&argc, &argv) { data, size in
                let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
                FuzzMain.target?.run(bytes)
                return 0
            }
        }
        exit(status)
    }
}
