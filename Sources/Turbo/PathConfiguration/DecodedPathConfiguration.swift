/// A usable configuration and what had to be left out of it.
public struct DecodedPathConfiguration: Equatable, Sendable {
    public var configuration: PathConfiguration
    public var problems: [PathConfigurationProblem]

    public init(configuration: PathConfiguration, problems: [PathConfigurationProblem]) {
        self.configuration = configuration
        self.problems = problems
    }
}
