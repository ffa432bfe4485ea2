/// The values of the `<input>` types with a range (HTML, 4.10.5.1), read as
/// numbers that order as the values do: `:in-range` and `:out-of-range`
/// compare a field's value with its `min` and `max`. A value that does not
/// parse is empty after sanitization, and an empty value is never out of range.
enum InputRangeValue {
    struct Limits {
        let minimum: Double?
        let maximum: Double?

        func contains(_ text: String, type: String) -> Bool {
            guard let value = InputRangeValue.parse(text, type: type) else { return true }
            // A `time` whose maximum is below its minimum wraps past midnight.
            if type == "time", let minimum, let maximum, maximum < minimum {
                return !(value > maximum && value < minimum)
            }
            // A range input's value is clamped into its range.
            if type == "range" { return true }
            return minimum.map { value >= $0 } ?? true && maximum.map { value <= $0 } ?? true
        }
    }

    private static let rangeTypes: Set<String> = ["date", "month", "week", "time", "datetime-local", "number", "range"]

    /// nil when the input has no range limitation: only a `range` input has one without `min` or `max`.
    static func limits(of input: Element, type: String) -> Limits? {
        guard rangeTypes.contains(type) else { return nil }
        let limits = Limits(minimum: input.attribute("min").flatMap { parse($0, type: type) },
                            maximum: input.attribute("max").flatMap { parse($0, type: type) })
        guard type == "range" || limits.minimum != nil || limits.maximum != nil else { return nil }
        return limits
    }

    /// Whether a field's value is empty once sanitized: line breaks are
    /// dropped from text, and a number that does not parse is cleared.
    static func sanitizedIsEmpty(_ value: String, type: String) -> Bool {
        if type == "number" { return parse(value, type: type) == nil }
        return !value.contains { $0 != "\n" && $0 != "\r" && $0 != "\r\n" }
    }

    static func parse(_ text: String, type: String) -> Double? {
        switch type {
        case "number", "range": return floatingPoint(text)
        case "date": return date(Substring(text)).map(Double.init)
        case "month": return month(Substring(text)).map { Double($0.year * 12 + $0.month) }
        case "week": return week(Substring(text))
        case "time": return time(Substring(text))
        case "datetime-local":
            guard let separator = text.firstIndex(where: { $0 == "T" || $0 == " " }),
                  let day = date(text[..<separator]), let seconds = time(text[text.index(after: separator)...]) else { return nil }
            return Double(day) * 86_400 + seconds
        default: return nil
        }
    }

    /// HTML's valid floating-point number: `-`, digits with an optional
    /// fraction (or a fraction alone), an optional exponent; no `+`, no spaces.
    static func floatingPoint(_ text: String) -> Double? {
        var rest = Substring(text)
        if rest.first == "-" { rest = rest.dropFirst() }
        let whole = digits(&rest)
        var fraction = ""
        if rest.first == "." {
            rest = rest.dropFirst()
            fraction = digits(&rest)
            guard !fraction.isEmpty else { return nil }
        }
        guard !whole.isEmpty || !fraction.isEmpty else { return nil }
        if let mark = rest.first, mark == "e" || mark == "E" {
            rest = rest.dropFirst()
            if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
            guard !digits(&rest).isEmpty else { return nil }
        }
        // The syntax checked, the standard library reads the number.
        guard rest.isEmpty, let value = Double(text), value.isFinite else { return nil }
        return value
    }

    private static func digits(_ text: inout Substring) -> String {
        let run = text.prefix(while: { $0.isASCII && $0.isNumber })
        text = text.dropFirst(run.count)
        return String(run)
    }

    /// Exactly `count` ASCII digits, or at least `count` when `orMore`.
    private static func number(_ text: inout Substring, count: Int, orMore: Bool = false) -> Int? {
        let run = digits(&text)
        guard orMore ? run.count >= count : run.count == count else { return nil }
        return Int(run)
    }

    private static func month(_ text: Substring) -> (year: Int, month: Int)? {
        var rest = text
        guard let year = number(&rest, count: 4, orMore: true), year > 0, rest.first == "-" else { return nil }
        rest = rest.dropFirst()
        guard let month = number(&rest, count: 2), (1...12).contains(month), rest.isEmpty else { return nil }
        return (year, month)
    }

    /// Days counted so that later dates are larger (not days since an epoch).
    private static func date(_ text: Substring) -> Int? {
        guard let dash = text.lastIndex(of: "-"), let (year, month) = self.month(text[..<dash]) else { return nil }
        var rest = text[text.index(after: dash)...]
        guard let day = number(&rest, count: 2), rest.isEmpty, (1...daysIn(month, of: year)).contains(day) else { return nil }
        return (year * 12 + month) * 31 + day
    }

    private static func week(_ text: Substring) -> Double? {
        var rest = text
        guard let year = number(&rest, count: 4, orMore: true), year > 0, rest.hasPrefix("-W") else { return nil }
        rest = rest.dropFirst(2)
        guard let week = number(&rest, count: 2), rest.isEmpty, (1...weeksIn(year)).contains(week) else { return nil }
        return Double(year * 53 + week)
    }

    /// `HH:MM`, optionally `:SS` and a fraction of up to three digits: seconds since midnight.
    private static func time(_ text: Substring) -> Double? {
        var rest = text
        guard let hour = number(&rest, count: 2), hour < 24, rest.first == ":" else { return nil }
        rest = rest.dropFirst()
        guard let minute = number(&rest, count: 2), minute < 60 else { return nil }
        var seconds = Double(hour * 3600 + minute * 60)
        if rest.first == ":" {
            rest = rest.dropFirst()
            guard let second = number(&rest, count: 2), second < 60 else { return nil }
            seconds += Double(second)
            if rest.first == "." {
                rest = rest.dropFirst()
                let fraction = digits(&rest)
                guard (1...3).contains(fraction.count), let value = Double("0." + fraction) else { return nil }
                seconds += value
            }
        }
        return rest.isEmpty ? seconds : nil
    }

    private static func isLeap(_ year: Int) -> Bool {
        year % 400 == 0 || (year % 4 == 0 && year % 100 != 0)
    }

    private static func daysIn(_ month: Int, of year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// 53 when the year starts on a Thursday, or on a Wednesday in a leap year (ISO 8601).
    private static func weeksIn(_ year: Int) -> Int {
        let firstDay = dayOfWeek(year: year, month: 1, day: 1)
        return firstDay == 4 || (firstDay == 3 && isLeap(year)) ? 53 : 52
    }

    /// 0 for Sunday to 6 for Saturday (Sakamoto's method).
    private static func dayOfWeek(year: Int, month: Int, day: Int) -> Int {
        let offsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
        let shifted = month < 3 ? year - 1 : year
        return (shifted + shifted / 4 - shifted / 100 + shifted / 400 + offsets[month - 1] + day) % 7
    }
}
