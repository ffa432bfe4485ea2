/// Whether credentials come from a netrc file, as curl's `--netrc` and
/// `--netrc-file` (`CURLOPT_NETRC` optional: a URL without a netrc entry
/// is fetched without credentials).
package enum NetrcUse: Equatable, Sendable {
    case off
    /// `file` nil: `~/.netrc`, which libcurl finds from `$HOME`.
    case optional(file: String?)
}
