/// The `--dump` text: the page as lines, then a `References` list of the
/// links' absolute URLs, as `lynx -dump` prints it.
public enum DumpFormatter {
    public static func format(_ page: RenderedPage, references: Bool = true) -> String {
        var output = ""
        for line in page.lines {
            output += trimmingTrailingSpaces(line.text)
            output += "\n"
        }
        if references && !page.links.isEmpty {
            output += "\nReferences\n\n"
            for link in page.links {
                let target = TerminalSafeText.sanitize(link.url?.absoluteString ?? link.href)
                let number = String(link.number)
                output += String(repeating: " ", count: max(4 - number.count, 0)) + number + ". " + target + "\n"
            }
        }
        return output
    }

    private static func trimmingTrailingSpaces(_ text: String) -> String {
        guard text.hasSuffix(" ") else { return text }
        return String(text.reversed().drop(while: { $0 == " " }).reversed())
    }
}
