import CCurses
import FoundationEssentials
import Glibc
import Base
import Render

/// The real terminal through ncursesw: the only file that imports curses.
/// Draws only cells that differ from the previous frame, reads keys, mouse
/// and signals (through a self-pipe) without blocking, and restores the
/// terminal on every way out, a crash included.
package final class CursesTerminal: Terminal {
    package enum StartError: Error, CustomStringConvertible {
        case notATerminal
        case cannotStart(String)
        case cannotAddressCursor(String)
        case noCurses(String)

        package var description: String {
            switch self {
            case .notATerminal: return "standard input and output must be a terminal (use --dump to print a page)"
            case .cannotStart(let term): return "cannot start the terminal '\(term)' (is TERM right?)"
            case .cannotAddressCursor(let term):
                return "the terminal '\(term)' cannot move the cursor, so it cannot show pages (use --dump, or set TERM, e.g. TERM=xterm)"
            case .noCurses(let problem): return problem
            }
        }
    }

    package private(set) var size: ScreenSize
    private let window: UnsafeMutablePointer<WINDOW>
    private let signalReader: Int32
    private let signalWriter: Int32
    /// The colours roles are drawn in, at the depth terminfo gives.
    package let scheme: ColorScheme
    /// Colour pairs made so far, numbered from 1 in the order first drawn.
    private var pairs: [ColorPair: Int32] = [:]
    /// False in a locale that is not UTF-8: cells it cannot encode go through `LocaleFallback`.
    private let utf8Output: Bool
    private var previous: ScreenBuffer?
    private var active = true
    private let environment: [String: String]
    /// The question about graphics while its answers are awaited (`askForGraphics`).
    private var question: GraphicsQuestion?
    /// Takes the terminal's answers out of the keys.
    private var answers = TerminalAnswerFilter()
    /// Draws the frames' images in the pixel protocol chosen; nil: symbols only.
    private var painter: PixelPainter?

    /// What the terminal's start needs of the dynamic loader, done before
    /// libcurl's loading thread starts (`CurlGlobal.startLoading`): `dlopen`
    /// holds the loader's lock while it maps and binds a library and all it
    /// needs, and so does making a thread (`pthread_create` sets up the new
    /// thread's TLS under it). Loaded or started after, ncursesw and the
    /// watchdog's thread each waited on the main thread for libcurl's ~30
    /// libraries (strace: 19 ms idle, 180 ms on a loaded machine), and the
    /// terminal never started beside them. A failure is reported by `init`,
    /// which does both again only if they have not been done.
    package static func prepareBeforeLibcurl() {
        _ = tt_curses_load()
        _ = tt_start_watchdog()
    }

    /// `environment`: `NO_COLOR` turns colour off.
    package init(environment: [String: String], theme: ColorTheme = .auto) throws(StartError) {
        guard isatty(STDIN_FILENO) != 0, isatty(STDOUT_FILENO) != 0 else { throw .notATerminal }
        // Loaded here, not linked: runs that never draw do not pay for it (CursesLibrary.c).
        if let problem = tt_curses_load() { throw .noCurses(String(cString: problem)) }
        // Curses needs the character set only; the other categories are a
        // dozen files read at start, and a numeric locale would change how
        // C code prints numbers.
        setlocale(LC_CTYPE, "")
        tt_restore_terminal_on_crash()
        var reader: Int32 = -1
        var writer: Int32 = -1
        guard tt_signal_pipe_open(&reader, &writer) == 0 else { throw .cannotStart("signal pipe") }
        // Installed before curses starts, so curses keeps its hands off these signals.
        tt_forward_signals_to(writer)
        // Without the watchdog the loop alone answers signals, as it always does in time.
        _ = tt_start_watchdog()
        guard tt_newterm() != nil, let window = tt_stdscr() else {
            throw .cannotStart(ProcessEnvironment.current["TERM"] ?? "")
        }
        guard tt_can_address_cursor() != 0 else {
            endwin()
            throw .cannotAddressCursor(ProcessEnvironment.current["TERM"] ?? "")
        }
        self.window = window
        self.environment = environment
        utf8Output = tt_locale_is_utf8() != 0
        signalReader = reader
        signalWriter = writer
        raw()
        noecho()
        keypad(window, true)
        nodelay(window, true)
        curs_set(0)
        set_escdelay(25)
        mouseinterval(0)
        // Press and release apart (no click synthesis): a click acts on release (`MousePress`).
        mousemask(tt_button1_pressed() | tt_button1_released() | tt_button4_pressed() | tt_button5_pressed(), nil)
        var colors = 0
        if has_colors(), (environment["NO_COLOR"] ?? "").isEmpty, start_color() == OK {
            use_default_colors()
            colors = Int(tt_colors())
        }
        scheme = ColorScheme(depth: ColorDepth.detect(terminalColors: colors, environment: environment), theme: theme)
        size = ScreenSize(rows: Int(tt_lines()), columns: Int(tt_cols()))
    }

    deinit {
        restore()
        close(signalReader)
        close(signalWriter)
    }

    package var inputDescriptors: [Int32] { [STDIN_FILENO, signalReader] }

    package func draw(_ frame: ScreenBuffer) {
        let full = previous?.size != frame.size
        // Pixels around curses' cells (PixelPainter): erased before, drawn after.
        let pixels = painter?.paint(frame, over: full ? nil : previous)
        if let pixels, !pixels.before.isEmpty { Self.send(pixels.before) }
        if full { werase(window) }
        for row in 0..<frame.size.rows {
            for column in 0..<frame.size.columns {
                let cell = frame[row, column]
                if cell.isContinuation { continue }
                if !full, let previous, previous[row, column] == cell { continue }
                if utf8Output {
                    put(cell, row: row, column: column)
                } else {
                    let wide = column + 1 < frame.size.columns && frame[row, column + 1].isContinuation
                    putInLocale(cell, columns: wide ? 2 : 1, row: row, column: column)
                }
            }
        }
        previous = frame
        // The cursor shows only where the user types (a field, a prompt).
        if let cursor = frame.cursor {
            wmove(window, Int32(cursor.row), Int32(cursor.column))
            curs_set(1)
        } else {
            curs_set(0)
        }
        for row in pixels?.repaintRows ?? [] { wredrawln(window, Int32(row), 1) }
        wnoutrefresh(window)
        doupdate()
        if let pixels, !pixels.after.isEmpty { Self.send(pixels.after) }
    }

    /// Bytes straight to the terminal, after what curses has buffered.
    private static func send(_ bytes: [UInt8]) {
        fflush(nil)  // every stream: curses writes through stdout's
        var sent = 0
        while sent < bytes.count {
            let written = bytes[sent...].withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if written > 0 {
                sent += written
            } else if written < 0 && errno != EINTR && errno != EAGAIN {
                return
            }
        }
    }

    // MARK: Graphics

    package func askForGraphics(_ setting: ImageSetting) -> Duration? {
        guard question == nil, painter == nil else { return nil }
        let asked = GraphicsQuestion(setting: setting, environment: environment, cell: Self.cellPixels())
        guard let query = asked.query else { return nil }
        question = asked
        answers.awaiting = true
        Self.send(Array(query.utf8))
        return GraphicsQuestion.wait
    }

    package func endGraphicsWait() -> [InputEvent] {
        guard let question else { return [] }
        return answers.release() + [choose(question.choice)]
    }

    package func takePixelWork() -> [PixelWork.Request] { painter?.takeWork() ?? [] }
    package func pixelsMade(_ made: PixelWork.Made) { painter?.take(made) }

    private func choose(_ choice: GraphicsChoice) -> InputEvent {
        question = nil
        answers.awaiting = false
        painter = choice.pixels.map { PixelPainter($0) }
        return .graphics(choice)
    }

    /// The cell's pixels from `TIOCGWINSZ`, when the terminal fills them in (xterm, kitty, foot do).
    private static func cellPixels() -> PixelSize? {
        var window = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0,
              window.ws_xpixel >= window.ws_col, window.ws_ypixel >= window.ws_row else { return nil }
        return PixelSize(width: Int(window.ws_xpixel / window.ws_col), height: Int(window.ws_ypixel / window.ws_row))
    }

    package func readInput() -> [InputEvent] {
        var events = readSignals()
        var read: [InputEvent] = []
        var character: wint_t = 0
        while true {
            let result = wget_wch(window, &character)
            if result == ERR { break }
            if result == KEY_CODE_YES {
                if let event = functionKey(Int32(character)) { read.append(event) }
            } else if let key = Self.key(forCharacter: UInt32(character)) {
                read.append(.key(key))
            }
        }
        let readAnything = !read.isEmpty
        // The terminal's answers come among the keys: never keys themselves.
        let (keys, answered) = answers.filter(read)
        events += keys
        for answer in answered {
            guard question != nil, let choice = question?.take(answer) else { continue }
            events += answers.release() + [choose(choice)]
        }
        if events.isEmpty && !readAnything && Self.inputHasHungUp() { events.append(.terminate(signal: "the terminal closing")) }
        return events
    }

    /// Woken with nothing to read: a closed terminal stays "readable"
    /// forever, and the loop must end rather than spin.
    private static func inputHasHungUp() -> Bool {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard Glibc.poll(&descriptor, 1, 0) == 1 else { return false }
        if descriptor.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return true }
        var waiting: Int32 = 0
        return ioctl(STDIN_FILENO, UInt(FIONREAD), &waiting) == 0 && waiting == 0
    }

    package func refreshSize() {
        var window = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_row > 0, window.ws_col > 0 else { return }
        if Int32(window.ws_row) != tt_lines() || Int32(window.ws_col) != tt_cols() {
            resizeterm(Int32(window.ws_row), Int32(window.ws_col))
        }
        size = ScreenSize(rows: Int(window.ws_row), columns: Int(window.ws_col))
        previous = nil
        // The next frame repaints every cell, whatever curses believes is on screen.
        clearok(self.window, true)
    }

    package func suspend() {
        guard active else { return }
        if let painter { Self.send(painter.forget()) }
        endwin()
        active = false
    }

    package func resume() {
        guard !active else { return }
        active = true
        previous = nil
        clearok(window, true)
        refreshSize()
    }

    package func stopProcess() {
        suspend()
        tt_stop_process()
        resume()
    }

    package func restore() {
        guard active else { return }
        active = false
        if let painter { Self.send(painter.forget()) }
        endwin()
    }

    /// OSC 52: the terminal (or tmux) puts the text on the clipboard.
    package func copyToClipboard(_ text: String) {
        let sequence = "\u{1B}]52;c;\(Data(text.utf8).base64EncodedString())\u{07}"
        _ = sequence.withCString { write(STDOUT_FILENO, $0, strlen($0)) }
    }

    // MARK: Input

    private func readSignals() -> [InputEvent] {
        var events: [InputEvent] = []
        var byte: UInt8 = 0
        while read(signalReader, &byte, 1) == 1 {
            if tt_is_stop_signal(Int32(byte)) != 0 { tt_watchdog_acknowledge() }
            switch Int32(byte) {
            case SIGWINCH, SIGCONT:
                refreshSize()
                events.append(.resize(size))
            case SIGTSTP:
                stopProcess()
                events.append(.resize(size))
            case SIGTERM: events.append(.terminate(signal: "SIGTERM"))
            case SIGHUP: events.append(.terminate(signal: "SIGHUP"))
            case SIGINT: events.append(.terminate(signal: "SIGINT"))
            default: events.append(.terminate(signal: "SIGQUIT"))
            }
        }
        return events
    }

    private func functionKey(_ code: Int32) -> InputEvent? {
        switch code {
        case KEY_UP: return .key(.up)
        case KEY_DOWN: return .key(.down)
        case KEY_LEFT: return .key(.left)
        case KEY_RIGHT: return .key(.right)
        case KEY_NPAGE: return .key(.pageDown)
        case KEY_PPAGE: return .key(.pageUp)
        case KEY_HOME: return .key(.home)
        case KEY_END: return .key(.end)
        case KEY_BACKSPACE: return .key(.backspace)
        case KEY_DC: return .key(.delete)
        case KEY_BTAB: return .key(.backTab)
        case KEY_ENTER: return .key(.enter)
        case KEY_RESIZE:
            // resizeterm queues this key itself: calling it again here would loop.
            size = ScreenSize(rows: Int(tt_lines()), columns: Int(tt_cols()))
            previous = nil
            return .resize(size)
        case KEY_MOUSE: return mouseEvent()
        default:
            for number in 1...12 where code == tt_key_f(Int32(number)) { return .key(.function(number)) }
            return nil
        }
    }

    private func mouseEvent() -> InputEvent? {
        var event = MEVENT()
        guard getmouse(&event) == OK else { return nil }
        let action: MouseEvent.Action
        if event.bstate & tt_button4_pressed() != 0 {
            action = .scrollUp
        } else if event.bstate & tt_button5_pressed() != 0 {
            action = .scrollDown
        } else if event.bstate & tt_button1_pressed() != 0 {
            action = .press
        } else if event.bstate & tt_button1_released() != 0 {
            action = .release
        } else {
            return nil
        }
        return .mouse(MouseEvent(action, row: Int(event.y), column: Int(event.x)))
    }

    package static func key(forCharacter value: UInt32) -> Key? {
        switch value {
        case 9: return .tab
        case 10, 13: return .enter
        case 27: return .escape
        case 8, 127: return .backspace
        case 1...26: return .control(Character(Unicode.Scalar(value + 96)!))
        case 0..<32: return nil
        default: return Unicode.Scalar(value).map { .character(Character($0)) }
        }
    }

    // MARK: Output

    private func put(_ cell: Cell, row: Int, column: Int) {
        var character = cchar_t()
        let drawn = scheme.paint(cell)
        // The painted text: an image's symbol whose two colours this depth made one is a space.
        var scalars = drawn.text.unicodeScalars.prefix(Int(CCHARW_MAX)).map { wchar_t(bitPattern: $0.value) }
        scalars.append(0)
        var pair = self.pair(ColorPair(foreground: drawn.foreground, background: drawn.background))
        setcchar(&character, scalars, Self.attributes(drawn.attributes), 0, &pair)
        mvwadd_wch(window, Int32(row), Int32(column), &character)
    }

    private func putInLocale(_ cell: Cell, columns: Int, row: Int, column: Int) {
        let text = LocaleFallback.text(cell.text, columns: columns) { tt_locale_can_encode(wchar_t(bitPattern: $0.value)) != 0 }
        guard text != cell.text else { return put(cell, row: row, column: column) }
        for (offset, character) in text.enumerated() {
            put(Cell(text: String(character), style: cell.style), row: row, column: column + offset)
        }
    }

    private static func attributes(_ set: TextAttributes) -> attr_t {
        var attributes = tt_a_normal()
        if set.contains(.bold) { attributes |= tt_a_bold() }
        if set.contains(.underline) { attributes |= tt_a_underline() }
        if set.contains(.reverse) { attributes |= tt_a_reverse() }
        if set.contains(.dim) { attributes |= tt_a_dim() }
        if set.contains(.italic) { attributes |= tt_a_italic() }
        return attributes
    }

    /// The pair for two colours, made the first time they are drawn: every
    /// pair drawn is one the scheme defined (an undefined pair drew focus
    /// black on black). Pair 0 is the terminal's own colours.
    private func pair(_ colors: ColorPair) -> Int32 {
        if colors == ColorPair(foreground: .defaultForeground, background: .defaultBackground) { return 0 }
        if let known = pairs[colors] { return known }
        let number = Int32(pairs.count + 1)
        guard number < tt_color_pairs(),
              init_extended_pair(number, Self.number(colors.foreground), Self.number(colors.background)) == OK else { return 0 }
        pairs[colors] = number
        return number
    }

    /// Curses' number for a colour: -1 is the default (use_default_colors);
    /// a direct-colour terminal takes RGB packed into the number.
    private static func number(_ color: TerminalColor) -> Int32 {
        switch color {
        case .defaultForeground, .defaultBackground: return -1
        case .palette(let index): return Int32(index)
        case .rgb(let red, let green, let blue): return Int32(red) << 16 | Int32(green) << 8 | Int32(blue)
        }
    }
}

