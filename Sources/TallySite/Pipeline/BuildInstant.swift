import Foundation
import TallyEngines

/// The moment a command runs: `SOURCE_DATE_EPOCH` when set (reproducible builds), else the clock.
public struct BuildInstant: Sendable {
    public let today: CalendarDate
    /// Seconds since 1970 UTC: `SOURCE_DATE_EPOCH`, else midnight UTC starting `today`.
    public let timestamp: Int64

    public static func current(environment: [String: String] = ProcessInfo.processInfo.environment) -> BuildInstant {
        let given = BuildClock.epochSeconds(environment: environment)
        let now = given ?? Int64(Date().timeIntervalSince1970.rounded(.down))
        let today = BuildClock.today(environment: environment) { now }
        // Without SOURCE_DATE_EPOCH the stamp (a calendar's DTSTAMP) is the start of today, so
        // what a build writes depends on the date alone and a rebuild later the same day can
        // reuse every unchanged page instead of rendering it again for a new second.
        return BuildInstant(today: today, timestamp: given ?? Int64(today.daysSinceEpoch) * 86_400)
    }
}
