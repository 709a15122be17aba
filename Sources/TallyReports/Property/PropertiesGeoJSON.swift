import TallyEngines

/// `properties.geojson`: an RFC 7946 FeatureCollection with one Point per property, which git
/// hosts render as an interactive map of a repository's scenarios.
///
/// Amounts are JSON numbers in major units (`2281.77`) so a GIS tool can sort and sum them;
/// `rate` is the text the report shows (`"6.25%"`).
enum PropertiesGeoJSON {
    static func render(_ properties: [MappedProperty]) -> String {
        let features: [JSONValue] = properties.map { property in
            .object([
                ("type", .string("Feature")),
                ("geometry", .object([
                    ("type", .string("Point")),
                    // RFC 7946 §3.1.1: longitude first.
                    ("coordinates", .array([.decimal(property.longitude, places: 6), .decimal(property.latitude, places: 6)])),
                ])),
                ("properties", .object([
                    ("title", .string(property.title)),
                    ("type", .string(property.propertyType)),
                    ("street", .string(property.streetText)),
                    ("city", .string(property.city)),
                    ("state", .string(property.stateCode)),
                    ("zip", .string(property.zip)),
                    ("loan_amount", .money(property.loanAmount, property.currency)),
                    ("rate", .string(property.rateText)),
                    ("monthly_payment", .money(property.monthlyPayment, property.currency)),
                    ("monthly_total", .money(property.monthlyTotal, property.currency)),
                    ("report", .string(property.reportHref)),
                    ("approximate", .bool(property.approximate)),
                ])),
            ])
        }
        let collection = JSONValue.object([("type", .string("FeatureCollection")), ("features", .array(features))])
        return collection.serialized() + "\n"
    }
}
