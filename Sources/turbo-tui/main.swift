import Glibc
import CLI

// A write to a closed pipe (`turbo-tui --dump URL | head`) must end quietly.
signal(SIGPIPE, SIG_IGN)
// A write past the file size limit (`ulimit -f`, a quota) fails with EFBIG and is
// reported ("cannot save cookies"), instead of killing the browser and what was typed.
signal(SIGXFSZ, SIG_IGN)
TurboTUICommand.exit(TurboTUICommand.run(Array(CommandLine.arguments.dropFirst()), finish: { TurboTUICommand.exit($0) }))
