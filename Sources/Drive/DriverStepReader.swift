import Turbo
import UI
/// Reads the members of one command's object, remembering which it used so
/// that any other key is refused by name.
package struct DriverStepReader {
    package let name: String
    package let members: [String: JSONValue]
    private var used: Set<String> = []

    package init(name: String, members: [String: JSONValue]) {
        self.name = name
        self.members = members
    }

    package mutating func command() throws(DriverError) -> DriverCommand {
        switch name {
        case "visit": return .visit(try string(name))
        case "click": return .click(try target(name))
        case "fill": return .fill(try target(name), value: try string("value"))
        case "check": return .check(try target(name))
        case "uncheck": return .uncheck(try target(name))
        case "attach": return .attach(try target(name), paths: try paths("path"))
        case "select_option": return .selectOption(try target(name))
        case "unselect_option": return .unselectOption(try target(name))
        case "press":
            let text = try string(name)
            guard let key = KeyName.key(named: text) else {
                throw DriverError("Unknown key \"\(text)\": give one character, or one of \(KeyName.namesForHelp).")
            }
            return .press(key)
        case "back": try flag(name); return .back
        case "forward": try flag(name); return .forward
        case "reload": try flag(name); return .reload
        case "done": try flag(name); return .done
        case "confirm":
            switch try string(name) {
            case "accept": return .confirm(accept: true)
            case "dismiss": return .confirm(accept: false)
            case let other: throw DriverError("\"confirm\" is \"accept\" or \"dismiss\", not \"\(other)\".")
            }
        case "wait": return .wait(try waitCondition())
        case "state": try flag(name); return .state
        case "reset": try flag(name); return .reset
        case "text":
            if members[name] == .bool(true) { used.insert(name); return .text(nil) }
            return .text(try target(name))
        case "html":
            if members[name] == .bool(true) { used.insert(name); return .html(nil) }
            return .html(try target(name))
        case "count": return .count(try string(name))
        case "attribute": return .attribute(try target(name), name: try string("name"))
        case "snapshot":
            if members[name] == .bool(true) { used.insert(name); return .snapshot(unless: nil) }
            var inner = try nested(["unless"])
            return .snapshot(unless: try inner.string("unless"))
        case "response": try flag(name); return .response
        case "requests": try flag(name); return .requests
        case "screen": try flag(name); return .screen
        case "cookies": try flag(name); return .cookies
        case "tab":
            used.insert(name)
            switch members[name] {
            case .string(let url)?: return .openTab(url)
            case .bool(true)?: return .openBlankTab
            case .number(let number)? where number >= 1 && number == number.rounded() && number < 10_000: return .showTab(Int(number))
            default: throw DriverError("\"tab\" is a tab number from 1, a URL to open in a new tab or true for a new tab with no page, not \(members[name]?.canonicalText ?? "nothing").")
            }
        case "tabs": try flag(name); return .tabs
        case "close_tab":
            used.insert(name)
            switch members[name] {
            case .bool(true)?: return .closeTab(nil)
            case .number(let number)? where number >= 1 && number == number.rounded() && number < 10_000: return .closeTab(Int(number))
            default: throw DriverError("\"close_tab\" is true (the shown tab) or a tab number from 1, not \(members[name]?.canonicalText ?? "nothing").")
            }
        default: return .expect(try expectation())
        }
    }

    /// `timeout`: seconds, more than 0.
    package mutating func timeout() throws(DriverError) -> Duration {
        guard let value = members["timeout"] else { return DriverStep.defaultTimeout }
        used.insert("timeout")
        guard case .number(let seconds) = value, seconds > 0, seconds <= DriverStep.maximumTimeoutSeconds else {
            throw DriverError("\"timeout\" is a number of seconds from 0 to \(Int(DriverStep.maximumTimeoutSeconds)), not \(value.canonicalText).")
        }
        return .milliseconds(Int((seconds * 1000).rounded(.up)))
    }

    package func refuseUnread() throws(DriverError) {
        if let extra = members.keys.sorted().first(where: { !used.contains($0) }) {
            throw DriverError("Unknown key \"\(extra)\" in a \"\(name)\" command.")
        }
    }

    private mutating func string(_ key: String, or alternative: String? = nil) throws(DriverError) -> String {
        used.insert(key)
        guard let value = members[key] else { throw DriverError("A \"\(name)\" command needs \"\(key)\".") }
        guard let text = value.stringValue else {
            let wanted = alternative.map { "a string or \($0)" } ?? "a string"
            throw DriverError("\"\(key)\" is \(wanted), not \(value.kindName).")
        }
        return text
    }

    /// One string, or a non-empty array of strings.
    private mutating func paths(_ key: String) throws(DriverError) -> [String] {
        if case .array(let items)? = members[key] {
            used.insert(key)
            let paths = items.compactMap(\.stringValue)
            guard !paths.isEmpty, paths.count == items.count else {
                throw DriverError("\"\(key)\" is a path or an array of paths, not \(members[key]!.canonicalText).")
            }
            return paths
        }
        return [try string(key, or: "an array of them")]
    }

    /// A selector, or `{"node":N}`: an element handle from a snapshot.
    private mutating func target(_ key: String) throws(DriverError) -> DriverTarget {
        used.insert(key)
        switch members[key] {
        case .string(let text)?: return .css(text)
        case .object(let object)? where object.count == 1:
            if case .number(let number)? = object["node"], number >= 1, number == number.rounded(), number < 1e15 {
                return .node(Int(number))
            }
        case nil: throw DriverError("A \"\(name)\" command needs \"\(key)\".")
        default: break
        }
        throw DriverError("\"\(key)\" is a selector or {\"node\":N} (a handle from a snapshot), not \(members[key]!.canonicalText).")
    }

    /// A whole number from 0, as `tab_count` and `status` are.
    private mutating func count(_ key: String) throws(DriverError) -> Int {
        used.insert(key)
        guard case .number(let number)? = members[key], number >= 0, number == number.rounded(), number < 1_000_000 else {
            throw DriverError("\"\(key)\" is a whole number from 0, not \(members[key]?.canonicalText ?? "nothing").")
        }
        return Int(number)
    }

    private mutating func flag(_ key: String) throws(DriverError) {
        used.insert(key)
        guard members[key] == .bool(true) else {
            throw DriverError("Write {\"\(key)\":true}, not \(members[key]?.canonicalText ?? "nothing").")
        }
    }

    private mutating func waitCondition() throws(DriverError) -> DriverWait {
        var inner = try nested(DriverWait.names)
        switch inner.name {
        case "text": return .text(try inner.string("text"))
        case "selector": return .selector(try inner.string("selector"))
        case "gone": return .gone(try inner.string("gone"))
        default: try inner.flag("idle"); return .idle
        }
    }

    private mutating func expectation() throws(DriverError) -> DriverExpectation {
        var inner = try nested(DriverExpectation.names)
        switch inner.name {
        case "url": return .url(try inner.string("url"))
        case "path": return .path(try inner.string("path"))
        case "text": return .text(try inner.string("text"))
        case "no_text": return .noText(try inner.string("no_text"))
        case "selector": return .selector(try inner.string("selector"))
        case "title": return .title(try inner.string("title"))
        case "no_selector": return .noSelector(try inner.string("no_selector"))
        case "action": return .action(try inner.string("action"))
        case "tab_count": return .tabCount(try inner.count("tab_count"))
        case "status": return .status(try inner.count("status"))
        case "screen": return .screen(try inner.string("screen"))
        default:
            guard let shown = inner.members["modal"]?.boolValue else {
                throw DriverError("\"modal\" is true or false, not \(inner.members["modal"]?.kindName ?? "nothing").")
            }
            return .modal(shown)
        }
    }

    /// The object of `wait` or `expect`: exactly one of `names`, nothing else.
    private mutating func nested(_ names: [String]) throws(DriverError) -> DriverStepReader {
        used.insert(name)
        guard let inner = members[name]?.objectValue else {
            throw DriverError("\"\(name)\" takes an object with one of \(names.joined(separator: ", ")).")
        }
        let keys = inner.keys.sorted()
        guard keys.count == 1, let key = keys.first, names.contains(key) else {
            let given = keys.isEmpty ? "none" : keys.joined(separator: ", ")
            throw DriverError("\"\(name)\" takes exactly one of \(names.joined(separator: ", ")); given: \(given).")
        }
        return DriverStepReader(name: key, members: inner)
    }
}
