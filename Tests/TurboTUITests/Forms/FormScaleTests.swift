import Foundation
import Testing
import Base
import Turbo

/// A huge form stays usable: grouping radios once per form keeps building
/// and checking linear (grouping per radio took 30 s for this form). The
/// bound is generous; the measured times are in docs/forms.md.
@Suite("Forms: a huge form")
struct FormScaleTests {
    private static func page(groups: Int = 50, rows: Int = 3000) -> FormPage {
        var html = "<form method=post action=/x>"
        for row in 0..<rows {
            html += "<input name=t\(row) value=v\(row)><input type=radio name=r\(row % groups) value=\(row)\(row % 7 == 0 ? " checked" : "")>"
                + "<select name=s\(row)><option>a<option selected>b</select><textarea name=a\(row)>x\ny</textarea>"
        }
        return FormPage(html + "</form>")
    }

    @Test func twelveThousandFieldsAreSubmittedAndCheckedWellUnderFiveSeconds() throws {
        let page = Self.page()
        let clock = ContinuousClock()
        var submission: FormSubmission?
        let building = try clock.measure { submission = try page.submission() }
        let checking = clock.measure { #expect(FormValidator.failures(form: page.form).isEmpty) }
        #expect(building < .seconds(5))
        #expect(checking < .seconds(5))
        let entries = try #require(submission?.entries)
        // 3000 rows of text, select and textarea, and one checked radio per group: the last marked
        // one (r0: rows 0, 350, ... 2800).
        #expect(entries.count == 3 * 3000 + 50)
        #expect(entries.first(where: { $0.name == "r0" }) == .text("r0", "2800"))
    }
}
