/// How opening a file with its mailcap viewer went.
package enum ViewerOutcome: Equatable {
    /// An interactive viewer had the terminal and exited.
    case ran(command: String, status: Int32)
    /// A `copiousoutput` viewer's output, to be paged inside turbo-tui.
    case output(command: String, text: String)
    case noViewer(mediaType: String)
    case failed(String)
}
