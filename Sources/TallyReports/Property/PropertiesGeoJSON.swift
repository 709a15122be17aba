import TallyEngines

/// `properties.geojson`: an RFC 7946 FeatureCollection with one Point per address, which git
/// hosts render as an interactive map of a repository's scenarios.
///
/// A feature is a place, not a scenario: offers on one house stacked at one point would hide
/// all but the top one on a git host's map, and count the house once per offer. Each feature
/// names its address and lists its `scenarios`, each with its title, figures and report.
///
/// Amounts are JSON numbers in major units (`2281.77`) so a GIS tool can sort and sum them;
/// `rate` is the text the report shows (`"6.25%"`).
enum PropertiesGeoJSON {
    static func render(_ places: [PropertyPlace]) -> String {
        let features: [JSONValue] = places.map { place in
            let property = place.first
            let scenarios: [JSONValue] = place.scenarios.map { scenario in
                .object([
                    ("title", .string(scenario.title)),
                    ("loan_amount", .money(scenario.loanAmount, scenario.currency)),
                    ("rate", .string(scenario.rateText)),
                    ("monthly_payment", .money(scenario.monthlyPayment, scenario.currency)),
                    ("monthly_total", .money(scenario.monthlyTotal, scenario.currency)),
                    ("report", .string(scenario.reportHref)),
                ])
            }
            return .object([
                ("type", .string("Feature")),
                ("geometry", .object([
                    ("type", .string("Point")),
                    // RFC 7946 §3.1.1: longitude first.
                    ("coordinates", .array([.decimal(property.longitude, places: 6), .decimal(property.latitude, places: 6)])),
                ])),
                ("properties", .object([
                    ("title", .string(place.title)),
                    ("type", .string(property.propertyType)),
                    ("street", .string(property.streetText)),
                    ("city", .string(property.city)),
                    ("state", .string(property.stateCode)),
                    ("zip", .string(property.zip)),
                    ("approximate", .bool(property.approximate)),
                    ("scenario_count", .number(String(place.scenarios.count))),
                    ("scenarios", .array(scenarios)),
                ])),
            ])
        }
        let collection = JSONValue.object([("type", .string("FeatureCollection")), ("features", .array(features))])
        return collection.serialized() + "\n"
    }
}
