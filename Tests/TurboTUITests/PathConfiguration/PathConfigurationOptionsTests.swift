import Foundation
import Testing
import CLI
import Turbo

@Suite("Path configuration options")
struct PathConfigurationOptionsTests {
    @Test func pathConfigIsRepeatableAndKeepsOrder() throws {
        let options = try CommandLineOptions.parse(["--path-config", "local.json", "--path-config=https://app.test/configurations/ios_v1.json",
                                                    "--dump", "page.html"])
        #expect(options.pathConfigurationSources == ["local.json", "https://app.test/configurations/ios_v1.json"])
    }

    @Test func pathConfigNeedsAValue() {
        #expect(throws: UsageError("--path-config needs a value")) { try CommandLineOptions.parse(["--path-config"]) }
    }

    @Test func theEnvironmentVariableIsUsedOnlyWithoutTheOption() throws {
        var fromEnvironment = try CommandLineOptions.parse([])
        fromEnvironment.useEnvironmentPathConfiguration(["TURBO_TUI_PATH_CONFIG": " /etc/turbo/config.json "])
        #expect(fromEnvironment.pathConfigurationSources == ["/etc/turbo/config.json"])

        var fromOption = try CommandLineOptions.parse(["--path-config", "mine.json"])
        fromOption.useEnvironmentPathConfiguration(["TURBO_TUI_PATH_CONFIG": "/etc/turbo/config.json"])
        #expect(fromOption.pathConfigurationSources == ["mine.json"])

        var empty = try CommandLineOptions.parse([])
        empty.useEnvironmentPathConfiguration(["TURBO_TUI_PATH_CONFIG": ""])
        #expect(empty.pathConfigurationSources.isEmpty)
    }

    @Test(arguments: [
        ("https://app.test/configurations/ios_v1.json", PathConfigurationSource.server(URL(string: "https://app.test/configurations/ios_v1.json")!)),
        ("HTTP://app.test/c.json", .server(URL(string: "HTTP://app.test/c.json")!)),
        ("config/path.json", .file(path: "config/path.json")),
        ("file:///etc/turbo/c.json", .file(path: "/etc/turbo/c.json")),
    ])
    func sourcesFromArguments(argument: String, source: PathConfigurationSource) throws {
        #expect(try PathConfigurationSource.parse(argument) == source)
    }

    @Test(arguments: ["ftp://app.test/c.json", "https://", ""])
    func sourcesThatAreNeither(argument: String) {
        #expect(throws: PathConfigurationLoadFailure.invalidSource(argument)) { try PathConfigurationSource.parse(argument) }
    }
}
