import FoundationEssentials
import Glibc

/// A time to the minute, `yyyy-MM-dd HH:mm`, for lists people read (the
/// history). Local time comes from the C library (`TZ`, /etc/localtime):
/// FoundationEssentials knows no named time zones, so its `TimeZone.current`
/// is GMT everywhere.
package enum MinuteStamp {
    package enum Zone: Sendable {
        case local
        case utc
    }

    package static func format(_ date: Date, in zone: Zone) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        switch zone {
        case .local: localtime_r(&seconds, &parts)
        case .utc: gmtime_r(&seconds, &parts)
        }
        return "\(padded(parts.tm_year + 1900, to: 4))-\(padded(parts.tm_mon + 1, to: 2))-\(padded(parts.tm_mday, to: 2)) "
            + "\(padded(parts.tm_hour, to: 2)):\(padded(parts.tm_min, to: 2))"
    }

    private static func padded(_ number: Int32, to digits: Int) -> String {
        let text = String(number)
        return String(repeating: "0", count: max(digits - text.count, 0)) + text
    }
}
