/// The identifier a `<turbo-cable-stream-source>` subscribes with: the JSON
/// text turbo-rails' element builds, `{"channel":...,"signed_stream_name":...}`
/// followed by its `data-*` attributes in snake_case, in that order. The
/// server echoes it back byte for byte in confirmations and messages.
package struct ActionCableIdentifier: Hashable, Sendable {
    package let json: String

    package init(channel: String, signedStreamName: String, data: [(name: String, value: String)] = []) {
        var members = [("channel", channel), ("signed_stream_name", signedStreamName)]
        for (name, value) in data where !members.contains(where: { $0.0 == Self.snakeCase(name) }) {
            members.append((Self.snakeCase(name), value))
        }
        json = "{" + members.map { JSONText.quoted($0.0) + ":" + JSONText.quoted($0.1) }.joined(separator: ",") + "}"
    }

    /// `data-foo-bar` -> `foo_bar`, as `dataset` then turbo-rails' `snakeize` do.
    package static func snakeCase(_ attributeName: String) -> String {
        String(attributeName.dropFirst(attributeName.hasPrefix("data-") ? 5 : 0)).replacingAll("-", with: "_")
    }
}
