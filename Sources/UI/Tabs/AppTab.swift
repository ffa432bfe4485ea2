import FoundationEssentials

/// A tab of the app's tab bar, declared as `Title=URL` (`--tab`, the `tab`
/// setting), as `HotwireTabBarController` and
/// `HotwireBottomNavigationController` declare theirs (native-navigation.md §9).
package struct AppTab: Equatable, Sendable {
    package let title: String
    package let url: URL

    package init(title: String, url: URL) {
        self.title = title
        self.url = url
    }

    /// `Title=URL`: the title is everything before the first `=` (trimmed,
    /// not empty, one line), the URL an absolute http or https one. Nil, with
    /// the reason, for anything else.
    package static func parse(_ text: String) -> Result<AppTab, AppTabError> {
        guard let equals = text.firstIndex(of: "=") else { return .failure(AppTabError("expected Title=URL, got \"\(text)\"")) }
        let title = text[..<equals].trimmingSpaces()
        let address = text[text.index(after: equals)...].trimmingSpaces()
        guard !title.isEmpty else { return .failure(AppTabError("the tab's title before = is empty in \"\(text)\"")) }
        guard !title.contains(where: { $0.isNewline || $0.asciiValue.map { $0 < 0x20 || $0 == 0x7F } == true }) else {
            return .failure(AppTabError("the tab's title has a control character"))
        }
        guard let url = URL(address: address), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
              url.host?.isEmpty == false else {
            return .failure(AppTabError("the tab \"\(title)\" needs an http or https URL after =, got \"\(address)\""))
        }
        return .success(AppTab(title: title, url: url))
    }
}
