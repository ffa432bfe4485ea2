import CSystem

/// The processors this process may run on (its affinity mask, which
/// `taskset` and container limits narrow), counted once.
package enum ProcessorCount {
    package static let available = Int(tt_available_processors())
}
