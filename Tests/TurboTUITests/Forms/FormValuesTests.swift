import Testing
import HTML
import Turbo

/// Typed values are keyed by element identity; an identity must never pass
/// to another element while a value is kept under it.
@Suite("FormValues")
struct FormValuesTests {
    @Test func aRemovedFieldsValueNeverShowsOnANewField() {
        var values = FormValues()
        do {
            let removed = Element(name: "input", attributes: [Attribute(name: "name", value: "title")])
            values[removed] = .text("typed before a stream removed the field")
        }
        // Freed, the removed field's address is the next one malloc hands out for an object of its size.
        let fresh = (0..<1000).map { _ in Element(name: "input", attributes: [Attribute(name: "name", value: "title")]) }
        #expect(fresh.allSatisfy { values[$0] == nil && !values.isEdited($0) })
    }

    @Test func aValueIsReadBackAndCleared() {
        var values = FormValues()
        let field = Element(name: "input")
        values[field] = .text("hello")
        #expect(values[field] == .text("hello"))
        #expect(values.isEdited(field))
        values[field] = nil
        #expect(values[field] == nil)
        #expect(values.isEmpty)
    }
}
