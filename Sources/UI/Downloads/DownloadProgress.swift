import Base
/// A download's progress in words, as curl's meter gives it: bytes so far,
/// of how many, the rate, and the time left.
package struct DownloadProgress {
    package let download: Download
    package let now: MonotonicInstant

    package init(download: Download, now: MonotonicInstant) {
        self.download = download
        self.now = now
    }

    /// The average rate since the start, in bytes a second (curl's "Average Dload").
    package var bytesPerSecond: Double? {
        let seconds = Self.seconds(download.startedAt.duration(to: download.endedAt ?? now))
        guard seconds > 0.05, download.bytes > 0 else { return nil }
        return Double(download.bytes) / seconds
    }

    package var secondsLeft: Int? {
        guard let total = download.total, total >= download.bytes, let rate = bytesPerSecond, rate > 0 else { return nil }
        return Int((Double(total - download.bytes) / rate).rounded(.up))
    }

    /// "1.2 MiB of 3.4 MiB (35%), 850.0 KiB/s, 0:03 left"
    package var text: String {
        var parts: [String] = []
        if let total = download.total, total > 0 {
            let percent = min(download.bytes * 100 / total, 100)
            parts.append("\(Self.size(download.bytes)) of \(Self.size(total)) (\(percent)%)")
        } else {
            parts.append(Self.size(download.bytes))
        }
        if let rate = bytesPerSecond { parts.append("\(Self.size(Int(rate)))/s") }
        if download.isRunning, let left = secondsLeft { parts.append("\(Self.duration(left)) left") }
        return parts.joined(separator: ", ")
    }

    /// Bytes in binary units with one decimal, as curl's meter (`12.3M`) but spelt out.
    package static func size(_ bytes: Int) -> String {
        for (unit, factor) in [("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)] where bytes >= factor {
            let value = Double(bytes) / Double(factor)
            let tenths = Int((value * 10).rounded(.down))
            return "\(tenths / 10).\(tenths % 10) \(unit)"
        }
        return "\(bytes) B"
    }

    /// `m:ss`, or `h:mm:ss` from an hour on.
    package static func duration(_ seconds: Int) -> String {
        let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
        let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" : "\(minutes):\(twoDigits(rest))"
    }

    private static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
