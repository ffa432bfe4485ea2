/// The start or end tag token the tokenizer is building (HTML §13.2.5.8
/// onwards): its name and attributes as bytes until the tag is emitted.
struct TagTokenBuilder {
    var name: [UInt8] = []
    private(set) var isEndTag = false
    var selfClosing = false
    var attributeName: [UInt8] = []
    var attributeValue: [UInt8] = []
    private var hasAttribute = false
    private var attributes: [Attribute] = []
    /// The names so far, once a tag has enough attributes that comparing
    /// each new name with every earlier one would be quadratic.
    private var names: Set<String> = []

    private static let linearSearchLimit = 8

    mutating func begin(endTag: Bool) {
        name.removeAll(keepingCapacity: true)
        isEndTag = endTag
        selfClosing = false
        hasAttribute = false
        attributes = []
        names.removeAll(keepingCapacity: true)
    }

    /// A new attribute with an empty name and value (its bytes follow).
    mutating func beginAttribute() {
        commitAttribute()
        hasAttribute = true
        attributeName.removeAll(keepingCapacity: true)
        attributeValue.removeAll(keepingCapacity: true)
    }

    /// §13.2.5.33: an attribute whose name the tag already has is dropped;
    /// the first one wins. Checked here, once the value is known too, which
    /// drops the same attributes as checking on leaving the name state.
    private mutating func commitAttribute() {
        guard hasAttribute else { return }
        hasAttribute = false
        let attributeNameString = String(decoding: attributeName, as: UTF8.self)
        if attributes.count < Self.linearSearchLimit {
            if attributes.contains(where: { $0.name == attributeNameString }) { return }
            if attributes.count + 1 == Self.linearSearchLimit {
                names = Set(attributes.map(\.name))
                names.insert(attributeNameString)
            }
        } else if !names.insert(attributeNameString).inserted {
            return
        }
        attributes.append(Attribute(name: attributeNameString, value: String(decoding: attributeValue, as: UTF8.self)))
    }

    mutating func token() -> TagToken {
        commitAttribute()
        let token = TagToken(name: String(decoding: name, as: UTF8.self), attributes: attributes, selfClosing: selfClosing)
        attributes = []
        return token
    }
}
