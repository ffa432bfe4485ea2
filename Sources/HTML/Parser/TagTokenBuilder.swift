/// The start or end tag token the tokenizer is building (HTML §13.2.5.8
/// onwards): its name and attributes as bytes until the tag is emitted.
package struct TagTokenBuilder {
    package private(set) var name = ByteBuffer(capacity: 64)
    package private(set) var isEndTag = false
    package var selfClosing = false
    package let attributeName = ByteBuffer(capacity: 64)
    package let attributeValue = ByteBuffer(capacity: 1024)
    /// Names and short values recur on every page (`div`, `class`, `nav`):
    /// made into strings once.
    private let strings = InternedStrings()
    private var hasAttribute = false
    /// The tag's attributes so far; the token gets an array of exactly its
    /// attributes (an element keeps it: room reserved for four cost 80-120
    /// bytes an element with one).
    private let attributes = PendingAttributes()
    /// The names so far, once a tag has enough attributes that comparing
    /// each new name with every earlier one would be quadratic.
    private var names: Set<String> = []
    /// One bit per attribute name hash (mod 64): a name whose bit is clear
    /// is certainly new, so most tags never compare names at all.
    private var nameBits: UInt64 = 0
    /// The hash of the attributes so far, while every name and value is
    /// interned (0 once one is not): such a list may be shared.
    private var listHash: UInt64 = 0
    private let sharedLists = SharedAttributeLists()
    /// Whether a name so far can hide or style the element (`TagToken.mayHideOrStyle`).
    private var mayHideOrStyle = false

    private static let linearSearchLimit = 8

    package mutating func begin(endTag: Bool) {
        name.removeAll()
        isEndTag = endTag
        selfClosing = false
        hasAttribute = false
        if !attributes.isEmpty { attributes.removeAll() }
        if !names.isEmpty { names.removeAll() }
        nameBits = 0
        listHash = 1
        mayHideOrStyle = false
    }

    /// Gives the name's buffer to `buffer` and takes `buffer`'s in its
    /// place, to be emptied by the next `begin`: the tokenizer keeps each
    /// start tag's name for "appropriate end tag" this way, a swap of two
    /// references where copying the name cost 37 instructions a tag.
    package mutating func handOverName(replacingWith buffer: inout ByteBuffer) {
        swap(&name, &buffer)
    }

    /// A new attribute with an empty name and value (its bytes follow).
    package mutating func beginAttribute() {
        commitAttribute()
        hasAttribute = true
        attributeName.removeAll()
        attributeValue.removeAll()
    }

    /// §13.2.5.33: an attribute whose name the tag already has is dropped;
    /// the first one wins. Checked here, once the value is known too, which
    /// drops the same attributes as checking on leaving the name state.
    private mutating func commitAttribute() {
        guard hasAttribute else { return }
        hasAttribute = false
        let attributeNameString = strings.string(attributeName)
        let hash = strings.lastHash
        let bit: UInt64 = hash == 0 ? ~0 : 1 << ((hash >> 1) & 63)
        let maybeSeen = nameBits & bit != 0
        nameBits |= bit
        if attributes.count < Self.linearSearchLimit {
            if maybeSeen && attributes.contains(name: attributeNameString) { return }
            if attributes.count + 1 == Self.linearSearchLimit {
                names = attributes.names()
                names.insert(attributeNameString)
            }
        } else if !names.insert(attributeNameString).inserted {
            return
        }
        if Element.mayHideOrStyle(name: attributeNameString) { mayHideOrStyle = true }
        let value = strings.attributeValue(attributeValue)
        let valueHash = strings.lastHash
        listHash = listHash == 0 || hash == 0 || valueHash == 0 ? 0 : SharedAttributeLists.extend(listHash, name: hash, value: valueHash)
        attributes.append(Attribute(name: attributeNameString, value: value))
    }

    package mutating func token() -> TagToken {
        commitAttribute()
        guard !attributes.isEmpty else {
            let (name, tag) = strings.tagName(name)
            return TagToken(name: name, tag: tag, attributes: [], selfClosing: selfClosing, mayHideOrStyle: false)
        }
        let list = listHash != 0 && attributes.count <= SharedAttributeLists.maximumLength
            ? sharedLists.array(for: attributes, hash: listHash)
            : attributes.takeArray()
        let (name, tag) = strings.tagName(name)
        return TagToken(name: name, tag: tag, attributes: list, selfClosing: selfClosing, mayHideOrStyle: mayHideOrStyle)
    }
}
