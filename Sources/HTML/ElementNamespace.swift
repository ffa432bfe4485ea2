/// The namespaces an HTML parser puts elements in (HTML §13.2.6.5: `<svg>`
/// and `<math>` open foreign content).
public enum ElementNamespace: UInt8, Sendable {
    case html
    case svg
    case mathml
}
