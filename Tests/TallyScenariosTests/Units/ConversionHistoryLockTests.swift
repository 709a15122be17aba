import Foundation
import TallyEngines
import TallyScenarios
import Testing

/// Issue 8: four `tally convert --save` runs at once each printed "Saved", yet the history kept
/// two or three. Every save is a locked read-modify-write, so all of them land.
@Suite struct ConversionHistoryLockTests {
    @Test func concurrentSavesAllLand() throws {
        let folder = try ConversionHistoryFileTests.Folder()
        let path = folder.file("conversions.yaml")
        let values = ["1 kg", "2 kg", "3 kg", "4 kg"]
        let conversions = try values.map { try ConversionHistoryFileTests.conversion($0, to: .pound) }
        let done = DispatchGroup()
        for conversion in conversions {
            done.enter()
            let thread = Thread {
                // The pause between reading and renaming is where an unlocked save loses the others.
                _ = try? ConversionHistoryFile.save(conversion, path: path, context: ConversionHistoryFileTests.context,
                                                    beforeRename: { _ in usleep(50_000) })
                done.leave()
            }
            thread.start()
        }
        done.wait()
        let history = try ConversionHistoryFile.load(path: path, context: ConversionHistoryFileTests.context)
        #expect(history.conversions.count == 4)
    }
}
