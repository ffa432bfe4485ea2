/// A usable configuration and what had to be left out of it.
package struct DecodedPathConfiguration: Equatable, Sendable {
    package var configuration: PathConfiguration
    package var problems: [PathConfigurationProblem]

    package init(configuration: PathConfiguration, problems: [PathConfigurationProblem]) {
        self.configuration = configuration
        self.problems = problems
    }
}
