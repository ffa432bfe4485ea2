import CSystem
import Glibc

/// A program started with `posix_spawn` and waited for: the shell commands
/// the browser runs (`$EDITOR`, `$BROWSER`, viewers, the copy command).
/// Foundation's `Process` is not in FoundationEssentials.
///
/// The child starts with every signal at its default action and none
/// blocked (the browser ignores SIGPIPE and blocks others for its loop;
/// an editor must not inherit that), and with no descriptor of the
/// browser's open but its three standard streams.
package struct ChildProcess {
    /// Where one of the child's standard streams goes.
    package enum Stream {
        /// The browser's own (the terminal).
        case inherited
        /// /dev/null.
        case null
        /// This descriptor, which the caller keeps and closes.
        case descriptor(Int32)
    }

    package let id: pid_t

    /// `/bin/sh -c command` with the arguments after it as `$0`, `$1`, ...;
    /// nil when it could not be started.
    package static func shell(_ command: String, arguments: [String] = [], input: Stream = .inherited,
                      output: Stream = .inherited, error: Stream = .inherited) -> ChildProcess? {
        spawn(["/bin/sh", "-c", command] + arguments, input: input, output: output, error: error)
    }

    package static func spawn(_ argv: [String], input: Stream, output: Stream, error: Stream) -> ChildProcess? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (stream, target) in [(input, Int32(0)), (output, 1), (error, 2)] {
            switch stream {
            case .inherited: break
            case .null: posix_spawn_file_actions_addopen(&actions, target, "/dev/null", target == 0 ? O_RDONLY : O_WRONLY, 0)
            case .descriptor(let descriptor): posix_spawn_file_actions_adddup2(&actions, descriptor, target)
            }
        }
        tt_spawn_close_from(&actions, 3)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var everySignal = sigset_t()
        sigfillset(&everySignal)
        var noSignal = sigset_t()
        sigemptyset(&noSignal)
        posix_spawnattr_setsigdefault(&attributes, &everySignal)
        posix_spawnattr_setsigmask(&attributes, &noSignal)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        var cArguments: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        defer { for argument in cArguments { free(argument) } }
        var id: pid_t = 0
        let result = posix_spawn(&id, argv[0], &actions, &attributes, &cArguments, environ)
        return result == 0 ? ChildProcess(id: id) : nil
    }

    /// Waits for the child to end: its exit status, or the number of the
    /// signal that ended it (as Foundation's `terminationStatus`).
    package func waitForExit() -> Int32 {
        var status: Int32 = 0
        while waitpid(id, &status, 0) == -1 {
            guard errno == EINTR else { return -1 }
        }
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : signal
    }
}
