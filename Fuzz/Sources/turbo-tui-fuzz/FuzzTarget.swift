/// One parser or decoder that reads outside input, with the checks that make a
/// wrong result a crash libFuzzer records.
struct FuzzTarget: Sendable {
    let name: String
    let run: @Sendable ([UInt8]) -> Void

    static let all: [FuzzTarget] = [
        FuzzTarget(name: "html", run: HTMLDumpFuzz.run),
        FuzzTarget(name: "html-pipeline", run: PipelinedParseFuzz.run),
        FuzzTarget(name: "charset", run: CharsetFuzz.run),
        FuzzTarget(name: "path-config", run: PathConfigurationFuzz.run),
        FuzzTarget(name: "path-match", run: PathMatchingFuzz.run),
        FuzzTarget(name: "stream", run: StreamMessageFuzz.run),
        FuzzTarget(name: "selector", run: SelectorFuzz.run),
        FuzzTarget(name: "websocket", run: WebSocketFrameFuzz.run),
        FuzzTarget(name: "sse", run: EventStreamFuzz.run),
        FuzzTarget(name: "action-cable", run: ActionCableFuzz.run),
        FuzzTarget(name: "cookie-file", run: CookieFileFuzz.run),
        FuzzTarget(name: "config", run: ConfigFileFuzz.run),
        FuzzTarget(name: "history", run: HistoryFileFuzz.run),
        FuzzTarget(name: "bookmarks", run: BookmarksFileFuzz.run),
        FuzzTarget(name: "drive", run: DriveLineFuzz.run),
        FuzzTarget(name: "stream-large", run: LargeStreamFuzz.run),
        FuzzTarget(name: "field-editor", run: FieldEditingFuzz.run),
        FuzzTarget(name: "image", run: ImageFuzz.run),
        FuzzTarget(name: "jpeg", run: ImageFuzz.runJPEG),
        FuzzTarget(name: "gif", run: ImageFuzz.runGIF),
        FuzzTarget(name: "webp", run: ImageFuzz.runWebP),
    ]

    static func named(_ name: String) -> FuzzTarget? { all.first { $0.name == name } }
}
