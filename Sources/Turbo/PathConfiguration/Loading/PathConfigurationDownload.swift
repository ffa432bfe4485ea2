import FoundationEssentials
import Net

/// The request for a server path configuration and what counts as an answer:
/// only a 200 (after redirects), no larger than a file may be.
package enum PathConfigurationDownload {
    package static func request(for url: URL) -> HTTPRequest {
        HTTPRequest(url: url, headers: [(name: "Accept", value: "application/json")])
    }

    package static func body(of result: Result<HTTPResponse, NetError>) -> Result<[UInt8], PathConfigurationLoadFailure> {
        switch result {
        case .failure(let error): return .failure(.network(error))
        case .success(let response) where response.status != 200: return .failure(.httpStatus(response.status))
        case .success(let response) where response.body.count > PathConfigurationFile.maximumBytes:
            return .failure(.tooLarge(limit: PathConfigurationFile.maximumBytes))
        case .success(let response): return .success(response.body)
        }
    }
}
