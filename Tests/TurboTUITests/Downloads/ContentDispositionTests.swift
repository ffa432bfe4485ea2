import Foundation
import Testing
import DownloadFiles
import Net

@Suite struct ContentDispositionTests {
    @Test func attachmentWithAQuotedFileName() {
        let disposition = ContentDisposition(parsing: #"attachment; filename="report 2026.pdf""#)
        #expect(disposition == ContentDisposition(isAttachment: true, fileName: "report 2026.pdf"))
    }

    @Test func inlineIsNotAnAttachment() {
        #expect(ContentDisposition(parsing: "inline")?.isAttachment == false)
        #expect(ContentDisposition(parsing: "INLINE; filename=a.txt")?.isAttachment == false)
    }

    @Test func anUnknownTypeIsTreatedAsAttachment() {
        // RFC 6266 §4.2.
        #expect(ContentDisposition(parsing: "x-frobnicate; filename=a.bin")?.isAttachment == true)
    }

    @Test func theExtendedNameWinsOverThePlainOneInEitherOrder() {
        let after = ContentDisposition(parsing: #"attachment; filename="EURO rates.txt"; filename*=UTF-8''%e2%82%ac%20rates.txt"#)
        #expect(after?.fileName == "€ rates.txt")
        let before = ContentDisposition(parsing: #"attachment; filename*=UTF-8''%e2%82%ac%20rates.txt; filename="EURO rates.txt""#)
        #expect(before?.fileName == "€ rates.txt")
    }

    @Test func latin1ExtendedNamesDecodeAndOtherCharsetsFallBack() {
        #expect(ContentDisposition(parsing: "attachment; filename*=iso-8859-1'en'%A3%20rates")?.fileName == "£ rates")
        #expect(ContentDisposition(parsing: #"attachment; filename*=koi8-r''%C1; filename="plain.txt""#)?.fileName == "plain.txt")
    }

    @Test func aBrokenPercentEscapeFallsBackToThePlainName() {
        #expect(ContentDisposition(parsing: #"attachment; filename*=UTF-8''%zz; filename=ok.txt"#)?.fileName == "ok.txt")
        #expect(ContentDisposition(parsing: #"attachment; filename*=UTF-8''%ff%fe"#)?.fileName == nil, "not UTF-8")
    }

    @Test func semicolonsAndEscapedQuotesInsideAQuotedName() {
        #expect(ContentDisposition(parsing: #"attachment; filename="a;b \"c\".txt""#)?.fileName == #"a;b "c".txt"#)
    }

    /// Issue 32: an unterminated quoted name was taken whole, so `filename="` saved a file named `"`.
    @Test func anUnterminatedQuotedNameIsWhatFollowsItsQuote() {
        #expect(ContentDisposition(parsing: #"attachment; filename=""#)?.fileName == nil)
        #expect(ContentDisposition(parsing: #"attachment; filename=" "#)?.fileName == nil)
        #expect(ContentDisposition(parsing: #"attachment; filename="report.pdf"#)?.fileName == "report.pdf")
        #expect(ContentDisposition(parsing: #"attachment; filename="a\"b"#)?.fileName == #"a"b"#)
        #expect(ContentDisposition(parsing: #"attachment; filename="a.pdf"junk"#)?.fileName == "a.pdf")
    }

    @Test func aNameGivenTwiceKeepsTheFirst() {
        #expect(ContentDisposition(parsing: "attachment; filename=one.txt; filename=two.txt")?.fileName == "one.txt")
    }

    @Test func anEmptyOrParameterOnlyHeaderIsNone() {
        #expect(ContentDisposition(parsing: "") == nil)
        #expect(ContentDisposition(parsing: "filename=a.txt") == nil)
    }

    @Test func theHostileNameComesBackAsSentForTheSanitiserToClean() {
        let disposition = ContentDisposition(parsing: #"attachment; filename="../../.bashrc""#)
        #expect(disposition?.fileName == "../../.bashrc")
        #expect(DownloadFileName(suggested: disposition?.fileName, url: URL(string: "http://x/y")!).value == "bashrc")
    }
}
