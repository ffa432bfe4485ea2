/// A finished download to open with its mailcap viewer: `.openViewer` carries it.
package struct ViewerRequest: Equatable {
    package let id: Int
    package let path: String
    package let mediaType: String
    package let parameters: [String: String]

    package init(id: Int, path: String, mediaType: String, parameters: [String: String]) {
        self.id = id
        self.path = path
        self.mediaType = mediaType
        self.parameters = parameters
    }
}
