import Foundation
import Testing
import UI

/// docs/keys.md stays true to the table the keys are handled with.
@Suite("Key documentation")
struct KeyDocumentationTests {
    @Test func keysPageListsEveryBinding() throws {
        let page = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("docs/keys.md"), encoding: .utf8)
        for binding in KeyBinding.all {
            #expect(page.contains("| \(binding.summary) |"), "docs/keys.md misses: \(binding.summary)")
            for name in binding.names.components(separatedBy: ", ") where binding.command != .startLinkNumber {
                #expect(page.contains("`\(name)`"), "docs/keys.md misses the key \(name)")
            }
        }
    }

    /// The action column of docs/keys.md's key table, as written.
    static func documentedActions() throws -> [String] {
        let page = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("docs/keys.md"), encoding: .utf8)
        let lines = page.components(separatedBy: "\n")
        let header = try #require(lines.firstIndex { $0.hasPrefix("| key | action (for `bind`) |") })
        return lines[(header + 2)...].prefix { $0.hasPrefix("|") }.map { line in
            let cell = line.split(separator: "|")[1].trimmingCharacters(in: .whitespaces)
            return cell.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
        }
    }

    /// docs/keys.md said `open-url-in-tab` where only `open-urlin-tab` was taken (issue 34).
    @Test func everyActionTheKeysPageNamesCanBeBound() throws {
        let actions = try Self.documentedActions()
        #expect(actions.count == KeyBinding.all.count, "\(actions)")
        for action in actions {
            switch KeyRebinding.parse("F9 \(action)", origin: "test") {
            case .success(let binding):
                #expect(binding.command.map(KeyBinding.action(of:)) == action, "\(action) bound to \(String(describing: binding.command))")
            case .failure(let problem):
                Issue.record("docs/keys.md names '\(action)', which bind refuses: \(problem)")
            }
        }
        #expect(Set(actions) == Set(KeyBinding.all.map(\.action)), "the page names exactly the actions accepted")
        #expect(actions.contains("open-url-in-tab") && actions.contains("copy-url"))
    }

    @Test func keysPageListsEveryFieldKey() throws {
        let page = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("docs/keys.md"), encoding: .utf8)
        for key in FieldKeyHelp.all {
            #expect(page.contains("| \(key.summary) |"), "docs/keys.md misses: \(key.summary)")
        }
    }

    @Test func everyKeyDoesOneThing() {
        let keys = KeyBinding.all.flatMap(\.keys)
        #expect(Set(keys).count == keys.count)
    }
}
