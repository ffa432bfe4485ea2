enum HelpText {
    static let usage = """
        turbo-tui \(TurboTUIVersion.current): a terminal browser for Hotwire Turbo apps

        Usage:
          turbo-tui [options] URL           browse a site (keys: press ? inside)
          turbo-tui --dump URL|FILE         print a page as text, then its links

        Options:
          --dump               render once to standard output and exit
          --width N            columns for --dump (default: the terminal's, else 80)
          --no-references      leave out the References list in --dump
          -h, --help           show this help
          -V, --version        show the version

        Exit status: 0 on success, 1 when the page could not be loaded or
        answered with an HTTP error, 2 for a usage error.
        """
}
