public enum TurboTUIVersion {
    public static let current = "0.1.0"
}
