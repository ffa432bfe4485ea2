import Foundation
import TurboTUI

// A write to a closed pipe (`turbo-tui --dump URL | head`) must end quietly.
signal(SIGPIPE, SIG_IGN)
exit(TurboTUICommand.run(Array(CommandLine.arguments.dropFirst()), finish: { exit($0) }))
