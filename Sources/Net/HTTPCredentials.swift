/// A user name and password for HTTP authentication (Basic or Digest),
/// handed to curl for one origin's requests (`CurlTransfer`: CURLOPT_HTTPAUTH,
/// CURLOPT_USERNAME, CURLOPT_PASSWORD). Kept in memory only: never written,
/// and described without the password.
package struct HTTPCredentials: Equatable, Sendable, CustomStringConvertible {
    package let user: String
    package let password: String

    package init(user: String, password: String) {
        self.user = user
        self.password = password
    }

    package var description: String { "\(user):(password)" }
}
