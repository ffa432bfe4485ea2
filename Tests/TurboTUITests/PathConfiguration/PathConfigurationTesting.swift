import Foundation
@testable import TurboTUI

/// Builds configurations from JSON text, as the tests write them.
enum PathConfigurationTesting {
    static func decode(_ text: String) throws -> DecodedPathConfiguration {
        try PathConfigurationDecoder.decode(Array(text.utf8))
    }

    static func configuration(_ text: String) throws -> PathConfiguration {
        try decode(text).configuration
    }

    static func fixture(_ name: String) throws -> DecodedPathConfiguration {
        let data = try Data(contentsOf: TestPaths.fixture("path-configuration/\(name)"))
        return try PathConfigurationDecoder.decode([UInt8](data))
    }
}
