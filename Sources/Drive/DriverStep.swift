import Turbo
/// One line of a driver session: a command and how long its answer may take.
/// Reading is strict: an unknown key or a value of the wrong kind is an
/// error, so a typo never passes silently (spec drive.md, "Answers").
package struct DriverStep: Equatable {
    package let command: DriverCommand
    package let timeout: Duration

    package static let defaultTimeout = Duration.seconds(10)
    /// A longer wait is almost surely a unit mistake (milliseconds).
    package static let maximumTimeoutSeconds = 3600.0

    package init(command: DriverCommand, timeout: Duration = defaultTimeout) {
        self.command = command
        self.timeout = timeout
    }

    /// Reads one JSON line.
    package init(line: String) throws(DriverError) {
        let value: JSONValue
        do {
            value = try JSONReader.read(Array(line.utf8))
        } catch {
            throw DriverError("Not a JSON line (\(error.description)).")
        }
        guard let members = value.objectValue else {
            throw DriverError("A command is a JSON object such as {\"visit\":\"/\"}, not \(value.kindName).")
        }
        let named = members.keys.filter { DriverCommand.names.contains($0) }.sorted()
        guard let name = named.first else {
            let unknown = members.keys.sorted().first.map { "unknown command \"\($0)\"" } ?? "an empty object"
            throw DriverError("No command in the line (\(unknown)); commands are \(DriverCommand.names.joined(separator: ", ")).")
        }
        guard named.count == 1 else {
            throw DriverError("One command per line, not \(named.joined(separator: " and ")).")
        }
        var reader = DriverStepReader(name: name, members: members)
        command = try reader.command()
        timeout = try reader.timeout()
        try reader.refuseUnread()
    }
}
