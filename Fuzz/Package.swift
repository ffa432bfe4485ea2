// swift-tools-version:6.2
import PackageDescription

// The fuzz targets (`make fuzz`, docs/hostile-input.md): a package of its own, so
// that the main package's `swift build` never needs libFuzzer or ASan. Its
// TurboTUI, CCurl, CCurses, CInih and CSystem are symlinks to the main package's sources,
// built here with `-sanitize=fuzzer,address` (script/fuzz passes the flags).
let package = Package(
    name: "turbo-tui-fuzz",
    targets: [
        .target(name: "CCurl", linkerSettings: [.linkedLibrary("dl")]),
        .target(name: "CCurses", linkerSettings: [.linkedLibrary("dl")]),
        .systemLibrary(name: "CInih", pkgConfig: "inih", providers: [.apt(["libinih-dev"])]),
        .target(name: "CSystem"),
        .target(name: "TurboTUI", dependencies: ["CCurl", "CCurses", "CInih", "CSystem"]),
        .target(name: "CFuzzerDriver"),
        .executableTarget(name: "turbo-tui-fuzz", dependencies: ["TurboTUI", "CFuzzerDriver"]),
    ],
    swiftLanguageModes: [.v6]
)
