/// Which of turbo-tui's private files a problem is about, and how its
/// messages say what follows from it: the cookie file, the history and the
/// bookmarks are kept alike (`PrivateFileSteps`), but each starts over and
/// fails to save in its own words.
package enum PrivateFile: Sendable {
    case cookies, history, bookmarks

    package var noun: String {
        switch self {
        case .cookies: return "cookie file"
        case .history: return "history file"
        case .bookmarks: return "bookmarks file"
        }
    }

    /// What a damaged file moved aside leaves the run with.
    package var freshStart: String {
        switch self {
        case .cookies: return "started with no saved cookies"
        case .history: return "started a new history"
        case .bookmarks: return "started with no bookmarks"
        }
    }

    /// What a file that cannot be used means for the run.
    package var notSaved: String {
        switch self {
        case .cookies: return "cookies will not be saved this run"
        case .history: return "history will not be saved this run"
        case .bookmarks: return "bookmarks will not be saved this run"
        }
    }

    /// What a failed save leaves as it was, when there is something to say.
    package var afterFailedSave: String? {
        switch self {
        case .cookies: return nil
        case .history: return "the visit is kept for this run only"
        case .bookmarks: return "the file is as it was"
        }
    }

    /// The message's name for the place it failed to save to.
    package var saveObject: String {
        switch self {
        case .cookies: return "cookies"
        case .history: return "history"
        case .bookmarks: return "bookmarks"
        }
    }
}
