// swift-tools-version:6.2
import PackageDescription

// The fuzz targets (`make fuzz`, docs/hostile-input.md): a package of its own, so
// that the main package's `swift build` never needs libFuzzer or ASan. Its
// layers (Base ... CLI), CCurl, CCurses, CChafa, CInih and CSystem are symlinks to the main package's sources,
// built here with `-sanitize=fuzzer,address` (script/fuzz passes the flags).
let package = Package(
    name: "turbo-tui-fuzz",
    targets: [
        .target(name: "CCurl", linkerSettings: [.linkedLibrary("dl")]),
        .target(name: "CCurses", linkerSettings: [.linkedLibrary("dl")]),
        .systemLibrary(name: "CInih", pkgConfig: "inih", providers: [.apt(["libinih-dev"])]),
        .target(name: "CSystem"),
        .target(name: "CChafa", linkerSettings: [.linkedLibrary("dl")]),
        .target(name: "CRE2", linkerSettings: [.linkedLibrary("re2")]),
        // The layers, with the main package's dependencies (its Package.swift).
        .target(name: "Base", dependencies: ["CSystem"]),
        .target(name: "Net", dependencies: ["Base", "CCurl"]),
        .target(name: "HTML", dependencies: ["Base"]),
        .target(name: "Render", dependencies: ["HTML", "Base"]),
        .target(name: "Images", dependencies: ["Base", "CChafa"]),
        .target(name: "Turbo", dependencies: ["Net", "HTML", "Base", "CRE2"]),
        .target(name: "Store", dependencies: ["Net", "HTML", "Base"]),
        .target(name: "DownloadFiles", dependencies: ["Net", "Base"]),
        .target(name: "UI", dependencies: ["Turbo", "Render", "Store", "DownloadFiles", "Images", "Net", "HTML", "Base", "CCurses"]),
        .target(name: "Drive", dependencies: ["UI", "Turbo", "Render", "Store", "DownloadFiles", "Images", "Net", "HTML", "Base"]),
        .target(name: "CLI", dependencies: ["Drive", "UI", "Turbo", "Render", "Store", "DownloadFiles", "Images", "Net", "HTML", "Base", "CInih"]),
        .target(name: "CFuzzerDriver"),
        .executableTarget(name: "turbo-tui-fuzz", dependencies: ["CLI", "Drive", "UI", "Turbo", "Render", "Store", "Images", "Net", "HTML", "Base", "CFuzzerDriver"]),
    ],
    swiftLanguageModes: [.v6]
)
