import Base
import UI
package enum HelpText {
    package static let usage = """
        turbo-tui \(TurboTUIVersion.current): a terminal browser for Hotwire Turbo apps

        Usage:
          turbo-tui [options] URL           browse a site (keys: press ? inside)
          turbo-tui --dump URL|FILE|-       print a page as text, then its links
          turbo-tui --output FILE URL       save what URL answers (any type) to FILE
          turbo-tui config check [FILE]     check a config file (docs/config.md)
          turbo-tui config show [OPTIONS] [URL]
                                            print each setting in force and where
                                            it came from
          turbo-tui drive [options] [URL]   the browser driven by a program: JSON
                                            commands on standard input, one JSON
                                            answer per line (docs/drive.md)
          turbo-tui drive --script FILE ... the same commands from FILE; exit 1 on
                                            the first step that fails
          turbo-tui path-config CONFIG [PATH_OR_URL ...]
                                            check a path configuration and show the
                                            properties it gives each path
          turbo-tui tree [--fragment CONTEXT] FILE|URL|-
                                            print the parsed tree (html5lib's format)

        Options:
          --dump               render once to standard output and exit
          --width N            columns for --dump (default: the terminal's, else 80)
                               and for drive's screen (default 80)
          --height N           rows of drive's screen (default 24)
          --script FILE        drive: read the commands from FILE
          --no-references      leave out the References list in --dump
          --source             print the body as it came instead of rendering it
          --list-only          print only the References list
          --base URL           the URL a file or - (standard input) is read as
          --content-type TYPE  read a file or - as TYPE (text/html, text/plain)
          -o, --output FILE    save the answer to FILE (- for standard output)
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
          --recede-within-modal
                               a recede inside a modal of several pages goes
                               back one page instead of closing the modal
          --app-host HOST      another host of the app (repeat; *.example.com
                               for all its subdomains); the start URL's is one
          --turbo 'MODE [HOST...]'
                               where Turbo drives pages: auto (where the page
                               loads Turbo or the host is an app host), on, off
          --header 'Name: value'
                               send this header to the app's hosts (repeat)
          --user-agent-suffix TEXT
                               add TEXT to the User-Agent (e.g. MyApp/2.1)
          --netrc              use user names and passwords from ~/.netrc
          --netrc-file FILE    the same, from FILE
          --no-color           draw in the terminal's colours only (as NO_COLOR)
          --no-history         keep no history of visits (default:
                               $XDG_STATE_HOME/turbo-tui/history)
          --bookmarks          start with the bookmarks shown (URL optional;
                               $XDG_DATA_HOME/turbo-tui/bookmarks.html)
          --downloads DIR      where s saves files (default: XDG_DOWNLOAD_DIR
                               from user-dirs.dirs, else ~/Downloads)
          --copy-command CMD   y pipes the URL into CMD (e.g. wl-copy)
                               instead of sending OSC 52 to the terminal
          --tab TITLE=URL      a tab of the app's tab bar (repeat; the first is
                               shown, the URL is then optional)
          --config FILE        read settings from FILE (default:
                               $XDG_CONFIG_HOME/turbo-tui/config)
          --no-config          read no config file
          -h, --help           show this help
          -V, --version        show the version

        Settings come from the config file, then the environment (NO_COLOR,
        TURBO_TUI_PATH_CONFIG), then flags; a later one wins. docs/config.md
        gives the config key of each setting flag.

        Exit status: 0 on success, 1 when the page could not be loaded or
        answered with an HTTP error, 2 for a usage error.
        """
}

extension HelpText {
    package static let configUsage = """
        Usage: turbo-tui config check [FILE]
               turbo-tui config show [OPTIONS] [URL]

        check reads FILE (default: $XDG_CONFIG_HOME/turbo-tui/config, else
        ~/.config/turbo-tui/config) and prints each line that would be skipped,
        as FILE:LINE: why. Exit status: 0 when there is none, 1 when lines are
        skipped, 2 when the file cannot be read.

        show prints every setting in force as `key = value  # origin`: default,
        file PATH:LINE, environment VARIABLE, or flag. OPTIONS are any of
        turbo-tui's flags; a URL picks the [host NAME] sections that apply.
        docs/config.md lists every key.
        """
}

extension HelpText {
    package static let pathConfigUsage = """
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
    package static let treeUsage = """
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
