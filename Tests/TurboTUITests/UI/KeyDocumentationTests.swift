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
