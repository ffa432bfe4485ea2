/// The error of a failed result, nil on success, so tests can compare it.
extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
