extension JSONValue {
    /// Compact JSON with object keys sorted, so equal values print equally.
    /// Every control character (C0, DEL and C1) is written as a `\u` escape,
    /// which keeps the text valid JSON and harmless to a terminal.
    package var canonicalText: String {
        var text = ""
        write(to: &text)
        return text
    }

    private func write(to text: inout String) {
        switch self {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .number(let value): text += Self.numberText(value)
        case .string(let value): Self.writeString(value, to: &text)
        case .array(let elements):
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += "," }
                element.write(to: &text)
            }
            text += "]"
        case .object(let members):
            text += "{"
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { text += "," }
                Self.writeString(key, to: &text)
                text += ":"
                members[key]!.write(to: &text)
            }
            text += "}"
        }
    }

    /// Whole numbers print without a fraction (`1`, not `1.0`).
    private static func numberText(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    /// A JSON string: `"` and `\` escaped, control characters (C0, DEL and
    /// C1) as `\u` escapes or their short forms. It works on the UTF-8
    /// bytes and copies the runs between escapes whole (C1's U+0080-009F are
    /// C2 80-9F): `drive` writes a whole page's snapshot through here.
    private static func writeString(_ value: String, to text: inout String) {
        var value = value
        let escaped: String = value.withUTF8 { bytes in
            var output: [UInt8] = [UInt8(ascii: "\"")]
            output.reserveCapacity(bytes.count + 2)
            var runStart = 0
            var index = 0
            func escape(_ scalar: UInt32, width: Int) {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                switch scalar {
                case 0x22: output += [0x5C, 0x22]
                case 0x5C: output += [0x5C, 0x5C]
                case 0x0A: output += [0x5C, UInt8(ascii: "n")]
                case 0x09: output += [0x5C, UInt8(ascii: "t")]
                case 0x0D: output += [0x5C, UInt8(ascii: "r")]
                default:
                    let hex = String(scalar, radix: 16)
                    output += Array("\\u\(String(repeating: "0", count: 4 - hex.count))\(hex)".utf8)
                }
                index += width
                runStart = index
            }
            while index < bytes.count {
                let byte = bytes[index]
                if byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F {
                    escape(UInt32(byte), width: 1)
                } else if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) {
                    escape(UInt32(bytes[index + 1]), width: 2)
                } else {
                    index += 1
                }
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
            output.append(UInt8(ascii: "\""))
            return String(decoding: output, as: UTF8.self)
        }
        text += escaped
    }
}
