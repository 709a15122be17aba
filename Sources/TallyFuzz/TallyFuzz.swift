import Foundation
import TallyReports
import TallyServe
import TallySite

// Built two ways. `make fuzz` compiles it with `-sanitize=fuzzer -DTALLY_LIBFUZZER`: its main
// hands libFuzzer's driver each mutated input. A plain `swift build` makes a replayer instead: `tally-fuzz FILE…` runs each
// file once through the same check, so a finding can be reproduced without the fuzzer.

/// What counts as a failure besides a crash, a leak or a hang (those libFuzzer catches itself):
/// an input under 64 KB whose reports come to more than 50 MB.
enum FuzzCheck {
    static let smallInput = 65_536
    static let largeOutput = 50_000_000

    static func run(_ bytes: [UInt8]) -> String? {
        // The whole input as notes too: most mutations never reach a valid scenario's notes.
        _ = MarkdownSafety.neutralized(String(decoding: bytes, as: UTF8.self))
        // And as a `serve` request's Host and target, what Tally parses beyond NIO's decoder.
        if let failure = RequestFuzzCheck.run(bytes) { return failure }
        // And as a file `tally add` adds to: the entry lands exactly or not at all.
        if let failure = AddFuzzCheck.run(bytes) { return failure }
        let outcome = SingleFileRun.run(bytes)
        if bytes.count < smallInput, outcome.outputBytes > largeOutput {
            return "an input of \(bytes.count) bytes made \(outcome.outputBytes) bytes of reports"
        }
        return nil
    }
}

#if TALLY_LIBFUZZER
/// libFuzzer's own driver, run from our `main` (SwiftPM names every executable's entry point
/// itself, so libFuzzer's `main` cannot be used).
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>,
                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                         _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

/// libFuzzer's runtime refers to this entry point by name; it is the same check the driver runs.
@_cdecl("LLVMFuzzerTestOneInput")
public func tallyFuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    if let failure = FuzzCheck.run(bytes) {
        FileHandle.standardError.write(Data("tally-fuzz: \(failure)\n".utf8))
        abort()
    }
    return 0
}

@main
struct TallyFuzzMain {
    static func main() {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        let status = LLVMFuzzerRunDriver(&argc, &argv) { data, size in tallyFuzzOneInput(data, size) }
        exit(status)
    }
}
#else
@main
struct TallyFuzzReplay {
    static func main() {
        var failed = false
        for path in CommandLine.arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("tally-fuzz: cannot read \(path)\n".utf8))
                failed = true
                continue
            }
            let started = Date()
            let failure = FuzzCheck.run([UInt8](data))
            let seconds = Date().timeIntervalSince(started)
            print("\(path): \(failure ?? "ok") in \(String(format: "%.3f", seconds)) s")
            if failure != nil || seconds > 2 { failed = true }
        }
        exit(failed ? 1 : 0)
    }
}
#endif
