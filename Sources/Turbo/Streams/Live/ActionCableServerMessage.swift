import FoundationEssentials

/// One frame from an Action Cable server (subprotocol `actioncable-v1-json`).
package enum ActionCableServerMessage: Equatable {
    case welcome
    case ping
    case confirmed(identifier: String)
    case rejected(identifier: String)
    /// `reconnect` false: the server does not want this client back (e.g. unauthorized).
    case disconnect(reason: String, reconnect: Bool)
    /// A broadcast; Turbo uses only string messages (stream actions).
    case message(identifier: String, text: String)
    case other

    package init(json: String) {
        guard let object = try? JSONDecoder().decode(Fields.self, from: Data(json.utf8)) else {
            self = .other
            return
        }
        let identifier = object.identifier
        switch (object.type, identifier) {
        case ("welcome", _): self = .welcome
        case ("ping", _): self = .ping
        case ("confirm_subscription", let identifier?): self = .confirmed(identifier: identifier)
        case ("reject_subscription", let identifier?): self = .rejected(identifier: identifier)
        case ("disconnect", _):
            self = .disconnect(reason: object.reason ?? "", reconnect: object.reconnect ?? true)
        case (nil, let identifier?):
            if let text = object.message {
                self = .message(identifier: identifier, text: text)
            } else {
                self = .other
            }
        default: self = .other
        }
    }

    /// The frame's fields that matter; one of another JSON type reads as
    /// absent (a ping's `message` is a number), as a cast of a decoded
    /// JSON object would.
    private struct Fields: Decodable {
        let type: String?
        let identifier: String?
        let message: String?
        let reason: String?
        let reconnect: Bool?

        enum CodingKeys: String, CodingKey {
            case type, identifier, message, reason, reconnect
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            type = try? container.decodeIfPresent(String.self, forKey: .type)
            identifier = try? container.decodeIfPresent(String.self, forKey: .identifier)
            message = try? container.decodeIfPresent(String.self, forKey: .message)
            reason = try? container.decodeIfPresent(String.self, forKey: .reason)
            reconnect = try? container.decodeIfPresent(Bool.self, forKey: .reconnect)
        }
    }
}
