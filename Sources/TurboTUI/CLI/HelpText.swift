enum HelpText {
    static let usage = """
        turbo-tui \(TurboTUIVersion.current): a terminal browser for Hotwire Turbo apps

        Usage:
          turbo-tui [options] URL           browse a site (not yet: use --dump)
          turbo-tui --dump URL|FILE         print a page as text, then its links

        Options:
          --dump               render once to standard output and exit
          --width N            columns for --dump (default: the terminal's, else 80)
          --no-references      leave out the References list in --dump
          --cookie-jar FILE    keep cookies in FILE (default:
                               $XDG_DATA_HOME/turbo-tui/cookies.txt)
          --no-save-cookies    read the cookie file but never write it
          --max-body-size SIZE largest answer accepted, e.g. 64M (default 32M)
          -k, --insecure       do not check TLS certificates (local servers only)
          -h, --help           show this help
          -V, --version        show the version

        Exit status: 0 on success, 1 when the page could not be loaded or
        answered with an HTTP error, 2 for a usage error.
        """
}
