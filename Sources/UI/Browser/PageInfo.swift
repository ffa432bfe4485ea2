import FoundationEssentials
import Net
import Turbo

/// What `=` says about the page shown, as lynx's page information does, in
/// one message: its status, whether Turbo drives it and why (the rule of
/// docs/turbo-drive.md, which `config show URL` also prints), and what the
/// path configuration makes of its URL, so a path configuration can be tried
/// without a phone.
package struct PageInfo {
    package let status: Int?
    package let turbo: TurboSetting.Reason
    package let properties: PathProperties

    package init(status: Int?, turbo: TurboSetting.Reason, properties: PathProperties) {
        self.status = status
        self.turbo = turbo
        self.properties = properties
    }

    package var text: String {
        [statusText, turboText, pathConfigurationText].compactMap { $0 }.joined(separator: " · ")
    }

    private var statusText: String? {
        status.map { "HTTP \($0)" }
    }

    private var turboText: String {
        switch turbo {
        case .setting(.on): "Turbo drives it (turbo = on for this host)"
        case .setting(_): "Turbo is off here (turbo = off for this host): links and forms load in full"
        case .appHost: "Turbo drives it (its host is the app's)"
        case .loadsTurbo: "Turbo drives it (the page loads Turbo)"
        case .classic: "no Turbo here (the page does not load it): links and forms load in full"
        case .pageOnly(true): "Turbo drives it (turbo = page, and the page loads Turbo)"
        case .pageOnly(false): "no Turbo here (turbo = page, and the page does not load it): links and forms load in full"
        }
    }

    private var pathConfigurationText: String {
        var said = ["context \(properties.context.rawValue)", "presentation \(properties.presentation.rawValue)"]
        if let title = properties.title { said.append("title \"\(title)\"") }
        if let shortfall = properties.shortfall { said.append(shortfall) }
        return "path configuration: " + said.joined(separator: ", ")
    }
}
