/// A user name and password for HTTP authentication (Basic or Digest),
/// handed to curl for one origin's requests (`CurlTransfer`: CURLOPT_HTTPAUTH,
/// CURLOPT_USERNAME, CURLOPT_PASSWORD). Kept in memory only: never written,
/// and described without the password.
public struct HTTPCredentials: Equatable, Sendable, CustomStringConvertible {
    public let user: String
    public let password: String

    public init(user: String, password: String) {
        self.user = user
        self.password = password
    }

    public var description: String { "\(user):(password)" }
}
