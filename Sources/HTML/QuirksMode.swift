/// A document's mode, chosen from its DOCTYPE (HTML §13.2.6.4.1).
package enum QuirksMode: Sendable {
    case noQuirks
    case limitedQuirks
    case quirks
}
