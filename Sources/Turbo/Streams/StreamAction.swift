import HTML
/// One `<turbo-stream>` read into a value: what to do, to which elements,
/// with which content (turbo-wire S3).
package struct StreamAction {
    package let kind: StreamActionKind
    /// nil only for `refresh`.
    package let target: StreamTarget?
    /// The `<template>` whose children are the content; nil when the stream
    /// has no child elements (an empty content, as Turbo treats it).
    package let template: Element?
    /// `method="morph"` on replace and update.
    package let morphs: Bool
    /// `request-id` of a refresh, to ignore our own.
    package let requestID: String?
    /// A refresh's `method` and `scroll` (turbo-wire R3).
    package let refreshOverrides: PageRefreshOverrides

    package init(_ element: Element) throws(StreamActionError) {
        let description = StreamAction.startTag(of: element)
        func fail(_ reason: StreamActionError.Reason) -> StreamActionError {
            StreamActionError(stream: description, reason: reason)
        }
        guard let name = element.attribute("action"), !name.isEmpty else { throw fail(.missingAction) }
        guard let kind = StreamActionKind(rawValue: name) else { throw fail(.unknownAction(name)) }
        self.kind = kind
        if let id = element.attribute("target"), !id.isEmpty {
            target = .id(id)
        } else if let selector = element.attribute("targets"), !selector.isEmpty {
            do {
                target = .selector(try SelectorList(parsing: selector))
            } catch {
                throw fail(.invalidSelector(error))
            }
        } else if kind.needsTarget {
            throw fail(.missingTarget)
        } else {
            target = nil
        }
        if let first = element.childElements.first, first.name != "template" {
            throw fail(.firstChildNotTemplate(first.name))
        }
        template = element.childElements.first
        morphs = element.attribute("method") == "morph"
        requestID = element.attribute("request-id")
        refreshOverrides = PageRefreshOverrides(stream: element)
    }

    /// A fresh copy of the template's children for one target.
    package func content() -> [Node] {
        template?.children.map { $0.deepClone() } ?? []
    }

    /// The ids of the content's top-level elements, for append/prepend.
    package var contentIDs: Set<String> {
        Set(template?.childElements.compactMap { $0.id }.filter { !$0.isEmpty } ?? [])
    }

    /// `<turbo-stream action="append" target="x">`, for messages. Values
    /// are shortened so a hostile attribute cannot flood a status line.
    package static func startTag(of element: Element) -> String {
        let attributes = element.attributes.map { " \($0.name)=\"\($0.value.prefix(80))\"" }.joined()
        return "<\(element.name)\(attributes)>"
    }
}
