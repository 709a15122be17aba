import Foundation
import TallyEngines

/// The moment a command runs: `SOURCE_DATE_EPOCH` when set (reproducible builds), else the clock.
public struct BuildInstant: Sendable {
    public let today: CalendarDate
    /// Seconds since 1970 UTC.
    public let timestamp: Int64

    public static func current(environment: [String: String] = ProcessInfo.processInfo.environment) -> BuildInstant {
        let timestamp = BuildClock.epochSeconds(environment: environment) ?? Int64(Date().timeIntervalSince1970.rounded(.down))
        return BuildInstant(today: BuildClock.today(environment: environment) { timestamp }, timestamp: timestamp)
    }
}
