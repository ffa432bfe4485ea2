package enum TurboTUIVersion {
    package static let current = "0.1.0"
}
