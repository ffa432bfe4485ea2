import Foundation

/// One frame from an Action Cable server (subprotocol `actioncable-v1-json`).
enum ActionCableServerMessage: Equatable {
    case welcome
    case ping
    case confirmed(identifier: String)
    case rejected(identifier: String)
    /// `reconnect` false: the server does not want this client back (e.g. unauthorized).
    case disconnect(reason: String, reconnect: Bool)
    /// A broadcast; Turbo uses only string messages (stream actions).
    case message(identifier: String, text: String)
    case other

    init(json: String) {
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else {
            self = .other
            return
        }
        let identifier = object["identifier"] as? String
        switch (object["type"] as? String, identifier) {
        case ("welcome", _): self = .welcome
        case ("ping", _): self = .ping
        case ("confirm_subscription", let identifier?): self = .confirmed(identifier: identifier)
        case ("reject_subscription", let identifier?): self = .rejected(identifier: identifier)
        case ("disconnect", _):
            self = .disconnect(reason: object["reason"] as? String ?? "", reconnect: object["reconnect"] as? Bool ?? true)
        case (nil, let identifier?):
            if let text = object["message"] as? String {
                self = .message(identifier: identifier, text: text)
            } else {
                self = .other
            }
        default: self = .other
        }
    }
}
