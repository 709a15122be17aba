// swift-tools-version:6.0
import PackageDescription

// Each layer is its own target so that the compiler keeps it ignorant of the layers above it:
// engines know nothing of files or YAML, scenarios nothing of HTML, reports nothing of the build.
let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]

let package = Package(
    name: "Tally",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "tally", targets: ["tally"]),
        .executable(name: "tally-fuzz", targets: ["TallyFuzz"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        // `tally serve` only: SwiftNIO's sockets and HTTP/1.1 codec, under a small handler of our own
        // (see TallyServe). None of the modules linked imports FoundationNetworking, whose libcurl
        // the static install build cannot link (issue 14).
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        // glibc's mallopt, for the build to keep the memory it frees (see MemoryReuse).
        .systemLibrary(name: "CMalloc"),
        .target(name: "TallyEngines", swiftSettings: strict),
        // The files of every Sources/<Target>/{Resources,Templates,Site} folder, compiled in so
        // that an installed tally is one file. Those folders are excluded from their own targets.
        .target(name: "TallyResources", swiftSettings: strict, plugins: ["EmbedResources"]),
        .executableTarget(name: "embed-resources", path: "Tools/EmbedResources", swiftSettings: strict),
        .plugin(name: "EmbedResources", capability: .buildTool(), dependencies: ["embed-resources"]),
        .plugin(name: "BuildInfo", capability: .buildTool()),
        .target(
            name: "TallyScenarios",
            dependencies: ["TallyEngines", "TallyResources", .product(name: "Yams", package: "Yams")],
            exclude: ["Resources"],
            swiftSettings: strict
        ),
        .target(
            name: "TallyReports",
            dependencies: [
                "TallyEngines", "TallyScenarios", "TallyResources", "CCmarkGFM",
                .product(name: "Mustache", package: "swift-mustache"),
            ],
            exclude: ["Resources", "Templates"],
            swiftSettings: strict
        ),
        .target(
            name: "TallySite",
            dependencies: ["TallyEngines", "TallyScenarios", "TallyReports", "TallyResources", "CMalloc"],
            exclude: ["Site"],
            swiftSettings: strict
        ),
        // `tally serve` only: the HTTP server and file watcher stay out of the build pipeline.
        .target(
            name: "TallyServe",
            dependencies: [
                "TallySite", "TallyReports",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            swiftSettings: strict
        ),
        .executableTarget(
            name: "tally",
            dependencies: [
                "TallySite", "TallyReports", "TallyScenarios", "TallyEngines", "TallyServe",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strict,
            plugins: ["BuildInfo"]
        ),
        // A replayer in a plain build; `make fuzz` builds it as a libFuzzer target instead.
        .executableTarget(name: "TallyFuzz", dependencies: ["TallySite", "TallyReports", "TallyServe", "TallyScenarios", "TallyEngines"], swiftSettings: strict),
        // Shared by every test target: the seeded generator property tests draw their inputs from.
        .target(name: "TallyTestSupport", path: "Tests/TallyTestSupport", swiftSettings: strict),
        .testTarget(name: "TallyEnginesTests", dependencies: ["TallyEngines", "TallyTestSupport"], swiftSettings: strict),
        .testTarget(name: "TallyScenariosTests", dependencies: ["TallyScenarios", "TallyTestSupport"], swiftSettings: strict),
        .testTarget(name: "TallyReportsTests", dependencies: ["TallyReports", "TallyTestSupport"], exclude: ["Golden"], swiftSettings: strict),
        .testTarget(name: "TallySiteTests", dependencies: ["TallySite", "TallyResources", "TallyTestSupport"], swiftSettings: strict),
        // Runs the built `tally` binary, through a pseudo-terminal where a terminal matters.
        .testTarget(name: "tallyTests", dependencies: ["tally"], swiftSettings: strict),
        .testTarget(name: "TallyServeTests", dependencies: ["TallyServe", "TallyTestSupport"], swiftSettings: strict),
        .testTarget(name: "TallyResourcesTests", dependencies: ["TallyResources"], swiftSettings: strict),
    ]
)
