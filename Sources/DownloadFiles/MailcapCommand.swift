/// A mailcap command with its `%` codes filled in (RFC 1524 §2.3): `%s`
/// the file, `%t` the media type, `%{name}` a parameter of the answer's
/// Content-Type, `%%` (and `\%`) a percent sign. Without `%s` the file goes
/// to the command's standard input.
///
/// What is put in comes from the server (the type, its parameters) or is
/// named from what the server said (the file), and the command goes to
/// `/bin/sh`. Quoting cannot be done right for every way a mailcap quotes
/// (`%s`, `'%s'` and `"%s"` are all in use), so every substituted value is
/// kept to characters the shell treats as plain in or out of quotes
/// (letters, digits, `._+-/=,`); anything else becomes `_`. The viewer's
/// file is named so that it needs no change (`ViewerFile`).
package struct MailcapCommand: Equatable {
    package let text: String
    /// `%s` was in the command; else the file is its standard input.
    package let namesFile: Bool

    package init(_ template: String, file: String, mediaType: String, parameters: [String: String] = [:]) {
        var text = ""
        var namesFile = false
        var characters = Array(template)[...]
        while let character = characters.popFirst() {
            if character == "\\", characters.first == "%" {
                text.append(characters.removeFirst())
                continue
            }
            guard character == "%", let code = characters.popFirst() else {
                text.append(character)
                continue
            }
            switch code {
            case "s":
                text += Self.plain(file)
                namesFile = true
            case "t": text += Self.plain(mediaType)
            case "%": text.append("%")
            case "{":
                guard let close = characters.firstIndex(of: "}") else {
                    text += "%{"
                    continue
                }
                let name = String(characters[..<close]).lowercased()
                characters = characters[(close + 1)...]
                text += Self.plain(parameters[name] ?? "")
            default:
                // An unknown code (%n, %F: multipart only) is left out.
                break
            }
        }
        self.text = text
        self.namesFile = namesFile
    }

    /// Only characters with no meaning to sh, quoted or not.
    package static func plain(_ value: String) -> String {
        String(value.unicodeScalars.map { scalar -> Character in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", ".", "_", "+", "-", "/", "=", ",": Character(scalar)
            default: "_"
            }
        })
    }
}
