/// One address on the map and every scenario that buys it: seven offers on two houses are two
/// pins, each card listing its offers.
public struct PropertyPlace: Sendable, Hashable {
    /// In map order; never empty. The first gives the pin its position and the place its type.
    public let scenarios: [MappedProperty]

    /// The address as the first scenario writes it; the others are the same address.
    public var first: MappedProperty { scenarios[0] }

    /// The scenario's title when it is alone; the street when several scenarios share the place.
    public var title: String {
        scenarios.count == 1 ? first.title : (first.streetLines.first ?? first.title)
    }

    /// Scenarios grouped by address, in the map order of each address's first scenario.
    public static func group(_ properties: [MappedProperty]) -> [PropertyPlace] {
        var order: [String] = []
        var members: [String: [MappedProperty]] = [:]
        for property in properties.sorted(by: MappedProperty.mapOrder) {
            let key = property.addressKey
            if members[key] == nil { order.append(key) }
            members[key, default: []].append(property)
        }
        return order.map { PropertyPlace(scenarios: members[$0] ?? []) }
    }

    /// How many distinct addresses `properties` are at: what the index and the map count.
    public static func count(_ properties: [MappedProperty]) -> Int {
        Set(properties.map(\.addressKey)).count
    }

    /// "1 property", "2 properties".
    public static func countText(_ count: Int) -> String {
        count == 1 ? "1 property" : "\(count) properties"
    }
}
