enum HelpText {
    static let usage = """
        turbo-tui \(TurboTUIVersion.current): a terminal browser for Hotwire Turbo apps

        Usage:
          turbo-tui [options] URL           browse a site (keys: press ? inside)
          turbo-tui --dump URL|FILE         print a page as text, then its links
          turbo-tui path-config CONFIG [PATH_OR_URL ...]
                                            check a path configuration and show the
                                            properties it gives each path
          turbo-tui tree [--fragment CONTEXT] FILE|URL|-
                                            print the parsed tree (html5lib's format)

        Options:
          --dump               render once to standard output and exit
          --width N            columns for --dump (default: the terminal's, else 80)
          --no-references      leave out the References list in --dump
          --cookie-jar FILE    keep cookies in FILE (default:
                               $XDG_DATA_HOME/turbo-tui/cookies.txt)
          --no-save-cookies    read the cookie file but never write it
          --max-body-size SIZE largest answer accepted, e.g. 64M (default 32M)
          -k, --insecure       do not check TLS certificates (local servers only)
          --path-config PATH|URL
                               a path configuration file or server URL; repeat
                               for more (later ones win); default: the
                               TURBO_TUI_PATH_CONFIG environment variable
          --login-path PATH    where an HTTP 401 sends the browser (default
                               /signin; empty: show the 401 page)
          -h, --help           show this help
          -V, --version        show the version

        Exit status: 0 on success, 1 when the page could not be loaded or
        answered with an HTTP error, 2 for a usage error.
        """
}

extension HelpText {
    static let pathConfigUsage = """
        Usage: turbo-tui path-config CONFIG [PATH_OR_URL ...]

        Checks the path configuration CONFIG (a file, or an http:// or https://
        URL, fetched now and not cached) and prints each problem to standard
        error. Then, for each PATH_OR_URL, prints one line: the argument, a tab,
        and the properties of every matching rule (built-in rules included)
        merged into one JSON object with sorted keys; {} when nothing matches.

        Exit status: 0 when CONFIG has no problems, 1 when rules, patterns or
        values were skipped, 2 when CONFIG is unusable.
        """
}

extension HelpText {
    static let treeUsage = """
        Usage: turbo-tui tree [--fragment CONTEXT] FILE|URL|-

        Parses the page (a file, an http:// or https:// URL, or - for standard
        input) as turbo-tui does and prints its tree in the format of
        html5lib's tree-construction tests: one node a line after "| ", two
        spaces a level, attributes sorted below their element, text in
        quotes, comments as <!-- -->, a template's content under "content",
        SVG and MathML elements as "svg NAME" and "math NAME".

        --fragment CONTEXT  parse as the HTML fragment parsing algorithm does
                            inside CONTEXT: an HTML element name (td), or
                            "svg NAME" / "math NAME" for foreign ones

        Exit status: 0 on success, 1 when the input cannot be read, 2 for a
        usage error.
        """
}
