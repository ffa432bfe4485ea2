import Foundation
import Testing
import Turbo

/// Enter in a text field, as HTML's implicit submission decides it: the
/// default button, a disabled one, and forms without a button.
@Suite("Implicit submission")
struct ImplicitSubmissionTests {
    @Test func theDefaultButtonIsTheFirstSubmitButtonInTreeOrder() {
        let page = FormPage(#"""
            <form id=f><input name=a><input name=b><button type=button>Script</button><button type=reset>Reset</button>
            <button id=first>First</button><input id=second type=submit></form>
            """#)
        #expect(ImplicitSubmission(form: page.form) == .press(page.element("first")))
    }

    @Test func anImageButtonAndAButtonWithAnUnknownTypeAreSubmitButtons() {
        let image = FormPage(#"<form><input name=a><input name=b><input id=go type=image alt=Go></form>"#)
        #expect(ImplicitSubmission(form: image.form) == .press(image.element("go")))
        let odd = FormPage(#"<form><input name=a><input name=b><button id=go type=bogus>Go</button></form>"#)
        #expect(ImplicitSubmission(form: odd.form) == .press(odd.element("go")))
    }

    @Test func aButtonOutsideTheFormThatNamesItIsItsDefaultButton() {
        let page = FormPage(#"<form id=f><input name=a><input name=b></form><button id=out form=f>Out</button>"#)
        #expect(ImplicitSubmission(form: page.form) == .press(page.element("out")))
    }

    @Test func aDisabledDefaultButtonMeansNoSubmissionEvenWithAnEnabledOneAfterIt() {
        let page = FormPage(#"<form><input name=q><button disabled>Off</button><button>On</button></form>"#)
        #expect(ImplicitSubmission(form: page.form) == .disabledDefaultButton)
        let fieldset = FormPage(#"<form><input name=q><fieldset disabled><button>Off</button></fieldset></form>"#)
        #expect(ImplicitSubmission(form: fieldset.form) == .disabledDefaultButton)
        #expect(ImplicitSubmission.disabledDefaultButton.sends == false)
    }

    @Test func withoutAButtonOneBlockingFieldSubmitsAndTwoDoNot() {
        let search = FormPage(#"<form><input type=search name=q><input type=checkbox name=c><select name=s></select><textarea name=t></textarea></form>"#)
        #expect(ImplicitSubmission(form: search.form) == .submitWithoutButton, "checkboxes, selects and textareas do not block")
        let pair = FormPage(#"<form><input name=user><input type=password name=pw></form>"#)
        #expect(ImplicitSubmission(form: pair.form) == .tooManyFields(2))
        #expect(ImplicitSubmission.tooManyFields(2).sends == false)
    }

    @Test func disabledFieldsAndEveryTextLikeTypeStillBlock() {
        let page = FormPage(#"<form><input name=q><input name=d disabled></form>"#)
        #expect(ImplicitSubmission(form: page.form) == .tooManyFields(2))
        for type in ["email", "number", "date", "url", "tel", "month", "week", "time", "datetime-local", "unknown"] {
            let typed = FormPage(#"<form><input name=q><input type=\#(type) name=x></form>"#)
            #expect(ImplicitSubmission(form: typed.form) == .tooManyFields(2), "\(type)")
        }
        for type in ["range", "color", "hidden", "file", "radio"] {
            let typed = FormPage(#"<form><input name=q><input type=\#(type) name=x></form>"#)
            #expect(ImplicitSubmission(form: typed.form) == .submitWithoutButton, "\(type) does not block")
        }
    }
}
