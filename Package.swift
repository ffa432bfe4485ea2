// swift-tools-version:6.2
import PackageDescription

// Release builds skip the run-time exclusivity checks: every change of a
// class's stored array (a node's children, a text node's text) paid two
// runtime calls, 14% of the parse (docs/performance.md). Debug builds, which
// run the tests, keep them. A section per function lets the release link
// order hot code (hot-code.order, below). Concrete generic types such as
// Dictionary<String, Charset> are made by their metadata accessors, the
// compiler passing the conformances it knows, not from mangled names: the
// runtime then looked each conformance up across the whole executable, a
// fifth of a small page's dump and half a MiB of its pages.
let layerSettings: [SwiftSetting] = [
    .unsafeFlags(["-enforce-exclusivity=unchecked", "-Xfrontend", "-function-sections",
                  "-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"], .when(configuration: .release)),
]

let package = Package(
    name: "turbo-tui",
    products: [
        .executable(name: "turbo-tui", targets: ["turbo-tui"]),
    ],
    targets: [
        // libcurl's headers (libcurl4-openssl-dev) and a loader: libcurl is
        // opened on first use, so runs without network pay nothing for it.
        .target(
            name: "CCurl",
            linkerSettings: [.linkedLibrary("dl")]
        ),
        // ncursesw's headers (libncurses-dev) and a loader: ncursesw is
        // opened when the screen is first drawn, so a dump pays nothing for
        // it. No pkgConfig: ncursesw.pc carries -D flags that SwiftPM refuses
        // (and warns about); the header defines what the wide API needs.
        .target(
            name: "CCurses",
            linkerSettings: [.linkedLibrary("dl")]
        ),
        // The config file's INI reader (docs/config.md).
        .systemLibrary(
            name: "CInih",
            pkgConfig: "inih",
            providers: [.apt(["libinih-dev"])]
        ),
        // RE2 (libre2-dev) behind a C face, so Swift needs no C++ interop:
        // path-configuration patterns matched in linear time (docs/path-configuration.md).
        // The release links RE2's archive: the shared libre2 brought the shared
        // libstdc++ and libgcc_s back into every start, 1.2 MiB of a dump's
        // peak, though a dump matches no pattern (docs/performance.md).
        .target(name: "CRE2", linkerSettings: [.linkedLibrary("re2", .when(configuration: .debug)),
                                               .unsafeFlags(["-Xlinker", "-l:libre2.a"], .when(configuration: .release))]),
        // libpng and libchafa (libpng-dev, libchafa-dev), loaded when the
        // first image is decoded: a dump and a page without images pay nothing
        // for them (docs/images.md).
        .target(name: "CChafa", linkerSettings: [.linkedLibrary("dl")]),
        // glibc's GNU extensions the Glibc module leaves out (spawning with
        // no inherited descriptors, thread names).
        .target(name: "CSystem"),
        // glibc's heap count, for turbo-tui-parsebench's phase profile only.
        .target(name: "CMallocInfo"),
        // The layers, one target each; a target depends only on the layers
        // below it, so the compiler keeps the map of docs/architecture.md:
        // Base <- Net, HTML, Images <- Render, Turbo, Store, DownloadFiles <- UI <- Drive <- CLI.
        .target(name: "Base", dependencies: ["CSystem"], swiftSettings: layerSettings),
        .target(name: "Net", dependencies: ["Base", "CCurl"], swiftSettings: layerSettings),
        .target(name: "HTML", dependencies: ["Base"], swiftSettings: layerSettings),
        .target(name: "Render", dependencies: ["HTML", "Base"], swiftSettings: layerSettings),
        .target(name: "Images", dependencies: ["Base", "CChafa"], swiftSettings: layerSettings),
        .target(name: "Turbo", dependencies: ["Net", "HTML", "Base", "CRE2"], swiftSettings: layerSettings),
        .target(name: "Store", dependencies: ["Net", "HTML", "Base"], swiftSettings: layerSettings),
        .target(name: "DownloadFiles", dependencies: ["Net", "Base"], swiftSettings: layerSettings),
        .target(name: "UI", dependencies: ["Turbo", "Render", "Store", "DownloadFiles", "Images", "Net", "HTML", "Base", "CCurses"],
                swiftSettings: layerSettings),
        .target(name: "Drive", dependencies: ["UI", "Turbo", "Render", "Store", "DownloadFiles", "Images", "Net", "HTML", "Base"],
                swiftSettings: layerSettings),
        .target(name: "CLI", dependencies: ["Drive", "UI", "Turbo", "Render", "Store", "DownloadFiles", "Images", "Net", "HTML", "Base", "CInih"],
                swiftSettings: layerSettings),
        .executableTarget(
            name: "turbo-tui",
            dependencies: ["CLI"],
            exclude: ["hot-code.order"],
            // Release builds link with lld and pack their relative relocations
            // (DT_RELR, glibc 2.36+): the static Swift runtime's 77 000 of them
            // were 1.8 MB of `.rela.dyn` read at every start, 3.4 MiB of a small
            // page's peak memory. The executable stays position-independent.
            // The functions a dump runs (hot-code.order, written by
            // script/order-hot-code from a profile) are laid side by side at
            // the start of the text: the kernel maps code 64 KiB around each
            // page that runs, so scattered, they kept 4 MiB more resident
            // (docs/performance.md).
            linkerSettings: [.unsafeFlags(["-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
                                           "-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/Sources/turbo-tui/hot-code.order",
                                           "-Xlinker", "--no-warn-symbol-ordering",
                                           // The static-stdlib link exports every symbol of our
                                           // objects; nothing looks them up, and the dynamic
                                           // linker read their 280 KB of names at every start.
                                           "-Xlinker", "--no-export-dynamic",
                                           // libgcc from its archive: the shared one cost every run ~80 KiB.
                                           "-Xclang-linker", "-static-libgcc",
                                           // libstdc++ from its archive (script/bootstrap links it
                                           // here): the shared library cost 1.1 MiB of every run.
                                           "-L\(Context.packageDirectory)/.build/static-libstdc++"],
                                          .when(configuration: .release))]
        ),
        // `make bench`: concurrent frame loads against a fixed-latency server.
        .executableTarget(
            name: "turbo-tui-netbench",
            dependencies: ["Turbo", "Net", "HTML", "Render"]
        ),
        // `make bench`: stream actions on a large page vs a full re-render.
        .executableTarget(
            name: "turbo-tui-streambench",
            dependencies: ["Turbo", "Net", "HTML", "Render"]
        ),
        // The HTML tokenizer alone on corpus pages, in ms/MB (issue 15).
        .executableTarget(
            name: "turbo-tui-parsebench",
            dependencies: ["HTML", "Render", "CMallocInfo"]
        ),
        .testTarget(
            name: "TurboTUITests",
            dependencies: ["CLI", "Drive", "UI", "Turbo", "Render", "Store", "DownloadFiles", "Images", "Net", "HTML", "Base", "CMallocInfo", "turbo-tui"],
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
