import FoundationEssentials
import HTML
import Turbo
import UI

/// The answers of `snapshot` and `response` (docs/drive.md).
struct DriverSnapshotAnswer {
    let page: DriverPage
    let handles: NodeHandles

    /// `html`, the shown page's `url`, the `focused` element's handle (or
    /// null) and a `tag` that is the same for the same snapshot: a client
    /// sends it back as `unless`, and an unchanged page answers
    /// `"unchanged":true` without the HTML, so polling while a test waits
    /// costs no transfer or parse of a page that did not change.
    func answer(unless: String?) throws(DriverError) -> DriverAnswer {
        let html = DOMSnapshot.html(of: page, handles: handles)
        let focused = focusedElement.map { handles.handle(of: $0, in: page.document) }
        var hasher = Hasher()
        hasher.combine(html)
        hasher.combine(page.view.url.absoluteString)
        hasher.combine(focused)
        let tag = String(UInt(bitPattern: hasher.finalize()), radix: 36)
        if tag == unless { return DriverAnswer(ok: true, members: ["unchanged": .bool(true), "tag": .string(tag)]) }
        return DriverAnswer(ok: true, members: [
            "html": .string(html), "tag": .string(tag), "url": .string(page.view.url.absoluteString),
            "focused": focused.map { .number(Double($0)) } ?? .null,
        ])
    }

    /// What a browser with no page shows (about:blank).
    static let blankDocument = "<html><head></head><body></body></html>"

    static func blank(unless: String?) -> DriverAnswer {
        let tag = "blank"
        if tag == unless { return DriverAnswer(ok: true, members: ["unchanged": .bool(true), "tag": .string(tag)]) }
        return DriverAnswer(ok: true, members: [
            "html": .string(blankDocument), "tag": .string(tag), "url": .string("about:blank"), "focused": .null,
        ])
    }

    /// The link or field the focus is on.
    private var focusedElement: Element? {
        switch page.view.focus {
        case .link(let index)?: page.rendered.links.indices.contains(index) ? page.rendered.links[index].element : nil
        case .field(let index)?: page.rendered.fields.indices.contains(index) ? page.rendered.fields[index].element : nil
        case .image?, nil: nil
        }
    }

    /// `status` and `headers` (each name once, the last value kept, as
    /// Rack's headers hash has them) of the shown page's answer.
    static func response(of view: PageView) -> DriverAnswer {
        DriverAnswer(ok: true, members: [
            "status": view.status.map { .number(Double($0)) } ?? .null, "headers": headerObject(view.responseHeaders),
            "url": .string(view.url.absoluteString),
        ])
    }
}
