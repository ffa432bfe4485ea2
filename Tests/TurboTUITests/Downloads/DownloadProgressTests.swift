import Foundation
import Testing
import Base
import UI

@Suite struct DownloadProgressTests {
    let start = SystemMonotonicClock().now
    let url = URL(string: "http://x/a.zip")!

    func download(bytes: Int, total: Int?, phase: Download.Phase = .receiving) -> Download {
        var download = Download(id: 1, url: url, purpose: .save, startedAt: start)
        download.bytes = bytes
        download.total = total
        download.phase = phase
        return download
    }

    @Test func bytesTotalRateAndTimeLeftAsCurlsMeterGivesThem() {
        let progress = DownloadProgress(download: download(bytes: 1 << 20, total: 4 << 20), now: start + .seconds(2))
        #expect(progress.text == "1.0 MiB of 4.0 MiB (25%), 512.0 KiB/s, 0:06 left")
        #expect(progress.secondsLeft == 6)
    }

    @Test func withoutALengthThereIsNoTotalAndNoTimeLeft() {
        let progress = DownloadProgress(download: download(bytes: 1500, total: nil), now: start + .seconds(1))
        #expect(progress.text == "1.4 KiB, 1.4 KiB/s")
    }

    @Test func aServerSendingMoreThanItsLengthSaysHundredPercentAtMost() {
        let progress = DownloadProgress(download: download(bytes: 300, total: 200), now: start + .seconds(1))
        #expect(progress.text == "300 B of 200 B (100%), 300 B/s")
    }

    @Test func sizesAndDurations() {
        #expect(DownloadProgress.size(0) == "0 B")
        #expect(DownloadProgress.size(1023) == "1023 B")
        #expect(DownloadProgress.size(200 << 20) == "200.0 MiB")
        #expect(DownloadProgress.size(3 << 30 + 1 << 29) == "3.5 GiB")
        #expect(DownloadProgress.duration(5) == "0:05")
        #expect(DownloadProgress.duration(3725) == "1:02:05")
    }

    @Test func theStatusLineShowsTheNewestRunningOneAndCountsTheOthers() {
        var downloads = Downloads(directory: "/d")
        _ = downloads.start(url, purpose: .save, directory: "/d", now: start)
        _ = downloads.start(URL(string: "http://x/b.pdf")!, purpose: .save, directory: "/d", now: start)
        #expect(downloads.statusText(now: start) == "Saving b.pdf: connecting, 1 more running (Esc: cancel, D: downloads)")
        _ = downloads.apply(.started(id: 2, fileName: "b.pdf", total: 100, mediaType: "application/pdf", parameters: [:]), now: start)
        _ = downloads.apply(.progress(id: 2, bytes: 50), now: start)
        let (message, effects, _) = downloads.apply(.finished(id: 2, bytes: 100, path: "/d/b (1).pdf"), now: start + .seconds(1))
        #expect(message == .info("Saved 100 B to /d/b (1).pdf (D: downloads)") && effects.isEmpty)
        #expect(downloads.items.last?.name == "b (1).pdf", "the name it was saved under")
        #expect(downloads.statusText(now: start)?.hasPrefix("Saving a.zip: connecting (Esc") == true)
        let cancelled = downloads.cancel(1, now: start)
        #expect(cancelled?.1 == [.cancelDownload(1)])
        #expect(downloads.statusText(now: start) == nil)
        // A report that comes after the cancel changes nothing.
        _ = downloads.apply(.finished(id: 1, bytes: 9, path: "/d/a.zip"), now: start)
        #expect(downloads.items.first?.phase == .cancelled)
    }

    @Test func aFileFetchedToViewGoesToItsViewer() {
        var downloads = Downloads(directory: "/d")
        _ = downloads.start(URL(string: "http://x/notes")!, purpose: .view, directory: "/d", now: start)
        _ = downloads.apply(.started(id: 1, fileName: "notes", total: nil, mediaType: "text/plain",
                                     parameters: ["charset": "utf-8"]), now: start)
        let (_, effects, _) = downloads.apply(.finished(id: 1, bytes: 5, path: "/tmp/turbo-tui-view-1/notes"), now: start)
        #expect(effects == [.openViewer(ViewerRequest(id: 1, path: "/tmp/turbo-tui-view-1/notes", mediaType: "text/plain",
                                                      parameters: ["charset": "utf-8"]))])
        let (message, _, _) = downloads.apply(.viewed(id: 1, .noViewer(mediaType: "text/plain")), now: start)
        #expect(message?.isError == true && message?.text.contains("No viewer for text/plain") == true)
    }
}
