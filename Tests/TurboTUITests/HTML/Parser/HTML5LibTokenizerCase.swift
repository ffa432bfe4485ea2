import Foundation
import HTML

/// One case of an html5lib-tests `tokenizer/*.test` file (format:
/// Fixtures/html5lib/tokenizer/README.md), with its expected tokens rendered
/// as `RecordingTokenSink.lines` renders ours.
struct HTML5LibTokenizerCase {
    let description: String
    /// nil when the input cannot be UTF-8 (a lone surrogate).
    let input: [UInt8]?
    let expected: [String]?
    let initialStates: [(name: String, state: TokenizerContentState)]
    let lastStartTag: String?

    static func load(_ file: String) throws -> [HTML5LibTokenizerCase] {
        let url = TestPaths.fixture("html5lib/tokenizer/\(file)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        guard let root = json as? [String: Any] else { throw CaseError.malformed(file) }
        let tests = (root["tests"] as? [[String: Any]]) ?? (root["xmlViolationTests"] as? [[String: Any]]) ?? []
        return try tests.map { try HTML5LibTokenizerCase(json: $0, file: file) }
    }

    enum CaseError: Error {
        case malformed(String)
        case unknownState(String)
    }

    init(json: [String: Any], file: String) throws {
        description = json["description"] as? String ?? "?"
        let doubleEscaped = json["doubleEscaped"] as? Bool ?? false
        func text(_ value: Any?) -> String? {
            guard let string = value as? String else { return nil }
            // Only doubleEscaped cases spell lone surrogates (plain JSON ones
            // in these files all come in pairs).
            return doubleEscaped ? Self.unescape(string) : string
        }
        guard let rawInput = json["input"] as? String else { throw CaseError.malformed(file) }
        input = text(rawInput).map { Array($0.utf8) }
        lastStartTag = json["lastStartTag"] as? String
        initialStates = try ((json["initialStates"] as? [String]) ?? ["Data state"]).map { name in
            guard let state = Self.states[name] else { throw CaseError.unknownState(name) }
            return (name, state)
        }
        var lines: [String]? = []
        var characters = ""
        for case let token as [Any] in (json["output"] as? [Any]) ?? [] {
            guard let kind = token.first as? String else { throw CaseError.malformed(file) }
            if kind == "Character" {
                guard let data = text(token[1]) else { lines = nil; continue }
                characters += data
                continue
            }
            if !characters.isEmpty {
                lines?.append(RecordingTokenSink.characterLine(characters))
                characters = ""
            }
            switch kind {
            case "StartTag":
                let attributes = (token[2] as? [String: Any] ?? [:]).map { ($0.key, text($0.value) ?? "") }
                let selfClosing = token.count > 3 && (token[3] as? Bool ?? false)
                lines?.append(RecordingTokenSink.startTagLine(name: text(token[1]) ?? "", attributes: attributes, selfClosing: selfClosing))
            case "EndTag":
                lines?.append(RecordingTokenSink.endTagLine(name: text(token[1]) ?? ""))
            case "Comment":
                guard let data = text(token[1]) else { lines = nil; continue }
                lines?.append(RecordingTokenSink.commentLine(data))
            case "DOCTYPE":
                lines?.append(RecordingTokenSink.doctypeLine(name: text(token[1]), publicIdentifier: text(token[2]),
                                                             systemIdentifier: text(token[3]), correct: token[4] as? Bool ?? false))
            default:
                throw CaseError.malformed(file)
            }
        }
        if !characters.isEmpty { lines?.append(RecordingTokenSink.characterLine(characters)) }
        expected = lines
    }

    private static let states: [String: TokenizerContentState] = [
        "Data state": .data, "PLAINTEXT state": .plaintext, "RCDATA state": .rcdata,
        "RAWTEXT state": .rawtext, "Script data state": .scriptData, "CDATA section state": .cdataSection,
    ]

    /// `doubleEscaped` cases spell characters as `\uXXXX` inside the JSON
    /// string; a lone surrogate among them gives nil.
    static func unescape(_ string: String) -> String? {
        var units: [UInt16] = []
        let source = Array(string.utf16)
        var index = 0
        while index < source.count {
            if source[index] == 0x5C, index + 5 < source.count, source[index + 1] == 0x75,
               let value = UInt16(String(decoding: source[(index + 2)..<(index + 6)], as: UTF16.self), radix: 16) {
                units.append(value)
                index += 6
            } else {
                units.append(source[index])
                index += 1
            }
        }
        if hasLoneSurrogate(units) { return nil }
        return String(decoding: units, as: UTF16.self)
    }

    private static func hasLoneSurrogate(_ units: [UInt16]) -> Bool {
        var index = 0
        while index < units.count {
            let unit = units[index]
            if (0xD800...0xDBFF).contains(unit) {
                guard index + 1 < units.count, (0xDC00...0xDFFF).contains(units[index + 1]) else { return true }
                index += 2
                continue
            }
            if (0xDC00...0xDFFF).contains(unit) { return true }
            index += 1
        }
        return false
    }
}
