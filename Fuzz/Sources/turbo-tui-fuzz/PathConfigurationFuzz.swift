import Foundation
import Turbo

/// Path-configuration JSON, then its rules asked about a few URLs (ICU regex from the file).
enum PathConfigurationFuzz {
    private static let urls = ["https://app.example/", "https://app.example/posts/1/edit?x=1",
                               "https://app.example/new", "https://app.example/a/b/c/d/e/f/g"].compactMap(URL.init(string:))

    static func run(_ bytes: [UInt8]) {
        guard let decoded = try? PathConfigurationDecoder.decode(bytes) else { return }
        for url in urls { _ = decoded.configuration.properties(for: url) }
    }
}
