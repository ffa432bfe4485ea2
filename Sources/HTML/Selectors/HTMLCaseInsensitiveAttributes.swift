/// The attributes whose values an attribute selector compares ignoring ASCII
/// case on HTML elements, unless it says `s`: HTML's list (HTML, 4.16.2
/// "Case-sensitivity of selectors"), mostly old presentational attributes
/// whose values were keywords (`[type=checkbox]` also matches `type=CHECKBOX`).
enum HTMLCaseInsensitiveAttributes {
    static let names: Set<String> = [
        "accept", "accept-charset", "align", "alink", "axis", "bgcolor", "charset", "checked", "clear",
        "codetype", "color", "compact", "declare", "defer", "dir", "direction", "disabled", "enctype",
        "face", "frame", "hreflang", "http-equiv", "lang", "language", "link", "media", "method",
        "multiple", "nohref", "noresize", "noshade", "nowrap", "readonly", "rel", "rev", "rules",
        "scope", "scrolling", "selected", "shape", "target", "text", "type", "valign", "valuetype",
        "vlink",
    ]
}
