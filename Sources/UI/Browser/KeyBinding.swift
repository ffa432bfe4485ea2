/// A key and what it does. The table below is the default of the key
/// handling, the `?` help screen and docs/keys.md; `bind` lines of the
/// config file change it into the `KeyMap` in force.
package struct KeyBinding {
    package let keys: [Key]
    /// Two-key bindings (`gg`): the first key acts at once if it is bound
    /// alone too; the second, typed next, acts then (`KeyPrefix`).
    package var sequences: [[Key]] = []
    /// How the help screen names the keys.
    package let names: String
    package let command: KeyCommand
    /// A few words for the help screen's one-screen grid (`HelpGrid`).
    package let brief: String
    package let summary: String

    package init(keys: [Key], sequences: [[Key]] = [], names: String, command: KeyCommand, brief: String, summary: String) {
        self.keys = keys
        self.sequences = sequences
        self.names = names
        self.command = command
        self.brief = brief
        self.summary = summary
    }

    /// The name a `bind` line gives the action: the command's, in
    /// lowercase words joined by `-` (`nextTarget` is `next-target`, `copyURL`
    /// `copy-url`, `openURLInTab` `open-url-in-tab`), so every row added to the
    /// table can be bound without more code. `config show`, the help and
    /// docs/keys.md all name it so (`KeyDocumentationTests` binds each name the page gives).
    package var action: String { Self.action(of: command) }

    package static func action(of command: KeyCommand) -> String {
        // A case with a value: its name only.
        let letters = Array(String(describing: command).prefix { $0.isLetter || $0.isNumber })
        var name = ""
        for (index, character) in letters.enumerated() {
            // A word starts at a capital after a small letter (`copyURL`), and at the last
            // capital of a run when a small letter follows it (`URLIn`: the `I` of `In`).
            let previous = index > 0 ? letters[index - 1] : nil
            let next = index + 1 < letters.count ? letters[index + 1] : nil
            if character.isUppercase, let previous,
               previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true) {
                name += "-"
            }
            name += character.lowercased()
        }
        return name
    }

    package static let all: [KeyBinding] = [
        KeyBinding(keys: [.tab], names: "Tab", command: .nextTarget, brief: "focus next",
                   summary: "focus the next link, field, button or image (document order)"),
        KeyBinding(keys: [.backTab], names: "Shift-Tab", command: .previousTarget, brief: "focus previous",
                   summary: "focus the previous link, field, button or image"),
        KeyBinding(keys: [.down], names: "Down", command: .nextLinkOrScroll, brief: "next on screen",
                   summary: "next link or field on screen, else scroll down a line"),
        KeyBinding(keys: [.up], names: "Up", command: .previousLinkOrScroll, brief: "prev on screen",
                   summary: "previous link or field on screen, else scroll up a line"),
        KeyBinding(keys: [.enter, .right], names: "Enter, Right", command: .follow,
                   brief: "follow, use",
                   summary: "follow the focused link, use the field or button, view the image"),
        KeyBinding(keys: [.left, .backspace, .character("h"), .control("o")], names: "Left, Backspace, h, Ctrl-O", command: .back,
                   brief: "back",
                   summary: "back (from the page cache, no request)"),
        KeyBinding(keys: [.character("l")], names: "l", command: .forward, brief: "forward",
                   summary: "forward"),
        KeyBinding(keys: [.character("j")], names: "j", command: .lineDown, brief: "line down",
                   summary: "scroll down a line"),
        KeyBinding(keys: [.character("k")], names: "k", command: .lineUp, brief: "line up",
                   summary: "scroll up a line"),
        KeyBinding(keys: [.character(" "), .pageDown, .control("f")], names: "Space, PgDn, Ctrl-F", command: .pageDown,
                   brief: "screen down",
                   summary: "scroll down a screen"),
        KeyBinding(keys: [.character("b"), .pageUp, .control("b")], names: "b, PgUp, Ctrl-B", command: .pageUp,
                   brief: "screen up",
                   summary: "scroll up a screen"),
        KeyBinding(keys: [.control("d")], names: "Ctrl-D", command: .halfPageDown, brief: "half down",
                   summary: "scroll down half a screen"),
        KeyBinding(keys: [.control("u")], names: "Ctrl-U", command: .halfPageUp, brief: "half up",
                   summary: "scroll up half a screen"),
        KeyBinding(keys: [.home], sequences: [[.character("g"), .character("g")]], names: "Home, gg", command: .top,
                   brief: "top",
                   summary: "top of the page (a count N before it: line N)"),
        KeyBinding(keys: [.end, .character("G")], names: "End, G", command: .bottom, brief: "bottom",
                   summary: "bottom of the page (a count N before it: line N)"),
        KeyBinding(keys: [.character("r"), .control("r")], names: "r, Ctrl-R", command: .reload,
                   brief: "reload",
                   summary: "reload (retry after an error; send again a form that failed)"),
        KeyBinding(keys: [.character("g"), .character("U")], names: "g, U", command: .goTo,
                   brief: "go to a URL",
                   summary: "go to a URL (relative to this page; g first in it: gg, the top)"),
        KeyBinding(keys: [.character("/")], names: "/", command: .search, brief: "search",
                   summary: "search in the page"),
        KeyBinding(keys: [.character("n")], names: "n", command: .searchNext, brief: "next match",
                   summary: "next match (after the last, from the top)"),
        KeyBinding(keys: [.character("N")], names: "N", command: .searchPrevious, brief: "previous match",
                   summary: "previous match (before the first, from the bottom)"),
        KeyBinding(keys: (0...9).map { .character(Character(String($0))) }, names: "0-9 then Enter",
                   command: .startLinkNumber, brief: "follow link N",
                   summary: "follow link number N; N then a key: that key N times (5j, 10G)"),
        KeyBinding(keys: [.character("m")], names: "m", command: .setMark, brief: "set a mark",
                   summary: "m then a letter: mark this place in the page"),
        KeyBinding(keys: [.character("'")], names: "'", command: .goToMark,
                   brief: "go to a mark",
                   summary: "' then a letter: back to that mark; '' back to before the last jump"),
        KeyBinding(keys: [.character("#")], names: "#", command: .toggleNumbers, brief: "link numbers",
                   summary: "show or hide link numbers"),
        KeyBinding(keys: [.character("i")], names: "i", command: .toggleImages, brief: "images",
                   summary: "show or hide images (their alt text instead)"),
        KeyBinding(keys: [.character("I")], names: "I", command: .viewImage, brief: "view an image",
                   summary: "view the focused (else the first) image full screen; s saves it"),
        KeyBinding(keys: [.character("\\")], names: "\\", command: .viewSource, brief: "page source",
                   summary: "view the page's source (again: the page)"),
        KeyBinding(keys: [.character("=")], names: "=", command: .pageInfo,
                   brief: "page info",
                   summary: "about this page: status, Turbo, path configuration"),
        KeyBinding(keys: [.character("o")], names: "o", command: .openExternally,
                   brief: "open in $BROWSER",
                   summary: "open the focused link (or this page) with $BROWSER"),
        KeyBinding(keys: [.character("y")], names: "y", command: .copyURL, brief: "copy the URL",
                   summary: "send the focused link's (or page's) URL to the clipboard (OSC 52)"),
        KeyBinding(keys: [.escape], names: "Esc", command: .escape,
                   brief: "cancel, Done",
                   summary: "cancel a load, prompt or download in view; else Done: close the modal"),
        KeyBinding(keys: [.control("e")], names: "Ctrl-E", command: .editExternally,
                   brief: "edit in $EDITOR",
                   summary: "edit the focused text field or text box in $VISUAL, $EDITOR or vi"),
        KeyBinding(keys: [.character("D")], names: "D", command: .downloads,
                   brief: "downloads",
                   summary: "the downloads: running, saved and failed, with their paths"),
        KeyBinding(keys: [.character("V")], names: "V", command: .history,
                   brief: "history",
                   summary: "the history: pages visited, newest first (/ searches, Enter opens)"),
        KeyBinding(keys: [.character("a")], names: "a", command: .addBookmark,
                   brief: "bookmark",
                   summary: "bookmark the focused link (or this page); the title can be edited"),
        KeyBinding(keys: [.character("B")], names: "B", command: .bookmarks,
                   brief: "bookmarks",
                   summary: "the bookmarks, in their folders (open, delete, rename, move)"),
        KeyBinding(keys: [.character("T")], names: "T", command: .openLinkInTab, brief: "link in a new tab",
                   summary: "open the focused link in a new tab"),
        KeyBinding(keys: [.character("t")], names: "t", command: .openURLInTab, brief: "URL in a new tab",
                   summary: "open a URL in a new tab (relative to this page)"),
        KeyBinding(keys: [.character("}")], names: "}", command: .nextTab, brief: "next tab",
                   summary: "next tab"),
        KeyBinding(keys: [.character("{")], names: "{", command: .previousTab, brief: "previous tab",
                   summary: "previous tab"),
        KeyBinding(keys: [], names: "0-9 then t", command: .numberedTab,
                   brief: "show tab N",
                   summary: "show tab N; 0-9 then T: open link N in a new tab"),
        KeyBinding(keys: [.character(">")], names: ">", command: .moveTabRight, brief: "move tab right",
                   summary: "move the tab right"),
        KeyBinding(keys: [.character("<")], names: "<", command: .moveTabLeft, brief: "move tab left",
                   summary: "move the tab left"),
        KeyBinding(keys: [.character("c")], names: "c", command: .closeTab,
                   brief: "close the tab",
                   summary: "close the tab (asks if typed data would be lost, or for an app tab)"),
        KeyBinding(keys: [.character("?"), .function(1)], names: "?, F1", command: .help, brief: "this help",
                   summary: "this help"),
        KeyBinding(keys: [.control("l")], names: "Ctrl-L", command: .redraw, brief: "redraw",
                   summary: "redraw the screen"),
        KeyBinding(keys: [.control("z")], names: "Ctrl-Z", command: .suspend, brief: "suspend",
                   summary: "suspend to the shell (fg returns)"),
        KeyBinding(keys: [.character("q")], names: "q", command: .quit, brief: "quit",
                   summary: "quit (asks only if typed form data or running downloads would be lost)"),
        KeyBinding(keys: [.character("Q"), .control("c")], names: "Q, Ctrl-C", command: .quitNow, brief: "quit at once",
                   summary: "quit at once"),
    ]

    /// Every sequence the row binds: its keys one by one, then its two-key sequences.
    package var allSequences: [[Key]] { keys.map { [$0] } + sequences }
}
