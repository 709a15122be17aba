import TallyEngines
import TallyReports

/// Four properties in three states, one in Hawaii, two sharing a city (their pins group), one
/// apartment with an exact `location:`.
enum PropertyFixtures {
    static func property(_ title: String, type: String = "House", street: [String], city: String, state: String, zip: String,
                         latitude: Double, longitude: Double, approximate: Bool = true, loan: Int64, rate: String,
                         payment: Int64, total: Int64, slug: String) -> MappedProperty {
        MappedProperty(title: title, propertyType: type, streetLines: street, city: city, stateCode: state, zip: zip,
                       latitude: latitude, longitude: longitude, approximate: approximate, currency: .usd,
                       loanAmount: Money(minorUnits: loan), rateText: rate, monthlyPayment: Money(minorUnits: payment),
                       monthlyTotal: Money(minorUnits: total), reportHref: "loan/\(slug).html", sourcePath: "examples/\(slug).yaml")
    }

    static let four: [MappedProperty] = [
        property("12 Elm Street", street: ["12 Elm Street", "Unit 4"], city: "Springfield", state: "IL", zip: "62701",
                 latitude: 39.8, longitude: -89.6495, loan: 40_500_000, rate: "6.25%", payment: 249_365, total: 319_465,
                 slug: "12-elm-street"),
        property("Lincoln Park flat", type: "Apartment", street: ["400 South 2nd Street", "Apt 3B"], city: "Springfield",
                 state: "IL", zip: "62702-1234", latitude: 39.7990, longitude: -89.6440, approximate: false,
                 loan: 18_000_000, rate: "5.9%", payment: 106_765, total: 131_765, slug: "lincoln-park-flat"),
        property("Beacon Hill", street: ["3 Acorn Street"], city: "Boston", state: "MA", zip: "02108",
                 latitude: 42.3576, longitude: -71.0684, loan: 36_100_000, rate: "6.5%", payment: 228_177, total: 293_560,
                 slug: "beacon-hill"),
        property("Kaimuki cottage", street: ["3610 Waialae Avenue"], city: "Honolulu", state: "HI", zip: "96816",
                 latitude: 21.2883, longitude: -157.8003, loan: 72_000_000, rate: "6.75%", payment: 466_993, total: 540_012,
                 slug: "kaimuki-cottage"),
    ]
}
