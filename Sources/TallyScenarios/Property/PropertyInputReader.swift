import TallyEngines

/// Reads and validates a `property:` block (or the `tally solve` options that stand for it).
///
/// An address is accepted only when it could be a real home: the state exists, the ZIP exists,
/// is in use, is not military or PO-box-only, lies in that state, and the city is one of the
/// ZIP's names. Every mistake is reported at its own field, so `tally check` lists them all.
public struct PropertyInputReader {
    public let currency: Currency
    public let zipDirectory: ZipDirectory?

    /// The keys of a `property:` block.
    public static let keys = ["type", "street", "city", "state", "zip", "tax", "insurance", "hoa", "location",
                              "tax-growth", "insurance-growth"]
    /// More lines than this is not a street address.
    public static let maximumStreetLines = 3

    public init(currency: Currency, zipDirectory: ZipDirectory?) {
        self.currency = currency
        self.zipDirectory = zipDirectory
    }

    /// The keys that make the address: all of them put the property on the map, none of them
    /// leave its costs alone (in the report, and listed under the map).
    public static let addressKeys = ["type", "street", "city", "state", "zip"]

    /// Whether `source` gives any part of an address.
    public static func hasAddress(_ source: FieldSource) -> Bool {
        addressKeys.contains(where: source.isPresent)
    }

    /// The property, or nil when anything was reported. `price` is what a tax percentage is of;
    /// `location` is a position the scenario gave instead of the ZIP's centre.
    /// `addressRequired` is the complaint when there is no address and one is needed (`--save`).
    public func read(from source: FieldSource, price: Money?, location: (latitude: Double, longitude: Double)?,
                     addressRequired: String? = nil) -> Property? {
        let before = source.problemCount
        var site: PropertySite?
        if Self.hasAddress(source) {
            site = readSite(source, location: location)
        } else if let addressRequired {
            source.report(addressRequired, key: nil)
        } else if location != nil {
            source.report("location places the property's pin, which needs its address: give type, street, city, state and zip, or leave location out", key: "location")
        }
        let tax = readTax(source, price: price)
        let insurance = money("insurance", source) ?? .zero
        let hoa = money("hoa", source) ?? .zero
        let taxGrowth = growth("tax-growth", of: "tax", noun: "property tax", source)
        let insuranceGrowth = growth("insurance-growth", of: "insurance", noun: "home insurance", source)
        guard source.problemCount == before else { return nil }
        return Property(site: site, tax: tax, yearlyInsurance: insurance, monthlyHOA: hoa,
                        taxGrowth: taxGrowth, insuranceGrowth: insuranceGrowth)
    }

    /// The type, address and pin; every part is required once any is given.
    private func readSite(_ source: FieldSource, location: (latitude: Double, longitude: Double)?) -> PropertySite? {
        let type = readType(source)
        let street = readStreet(source)
        let city = required("city", source)
        let state = readState(source)
        let zip = readZip(source, state: state, city: city)
        guard let type, let street, city != nil, let state, let zip else { return nil }
        if let location, let box = StateBounds.boxes[state.code], !box.contains(latitude: location.latitude, longitude: location.longitude) {
            source.report("location (lat \(location.latitude), lon \(location.longitude)) is outside \(state.name), where zip \(zip.text) is; check the numbers and their signs (longitudes in the US are negative)", key: "location")
            return nil
        }
        let position = location.map { PropertyLocation(latitude: $0.latitude, longitude: $0.longitude, approximate: false) }
            ?? PropertyLocation(latitude: zip.record.latitude, longitude: zip.record.longitude, approximate: true)
        // "springfield" or "SPRINGFIELD" is shown as the postal data spells it.
        return PropertySite(type: type, address: PropertyAddress(streetLines: street, city: zip.city, state: state, zip: zip.text),
                            location: position)
    }

    private func required(_ key: String, _ source: FieldSource, hint: String = "") -> String? {
        guard let text = source.text(key) else {
            // A missing key is reported where the block starts; an empty one at its value.
            source.report("\(key) is required once any of the address is given\(hint); give type, street, city, state and zip, or none of them for the costs alone", key: key)
            return nil
        }
        return text
    }

    private func readType(_ source: FieldSource) -> PropertyType? {
        let names = PropertyType.allCases.map(\.rawValue)
        guard let text = required("type", source, hint: " (house or apartment)") else { return nil }
        if let type = PropertyType(rawValue: text.lowercased()) { return type }
        source.report("type must be house or apartment, got \"\(text)\"\(DidYouMean.hint(for: text, among: names))", key: "type")
        return nil
    }

    private func readStreet(_ source: FieldSource) -> [String]? {
        guard let text = required("street", source) else { return nil }
        let lines = text.split(whereSeparator: \.isNewline)
            .map { ValueParsers.trim(String($0)) }
            .filter { !$0.isEmpty }
        guard (1...Self.maximumStreetLines).contains(lines.count) else {
            source.report("street must be one to three lines, got \(lines.count)", key: "street")
            return nil
        }
        return lines
    }

    private func readState(_ source: FieldSource) -> USState? {
        guard let text = required("state", source, hint: " (a two-letter code such as IL, or the name)") else { return nil }
        if let state = USState.find(text) { return state }
        let suggestion = DidYouMean.suggestion(for: text, among: USState.all.map(\.name))
            ?? DidYouMean.suggestion(for: text, among: USState.all.map(\.code))
        let hint = suggestion.map { "; did you mean \($0)?" } ?? ""
        source.report("state must be one of the 50 states, DC or Puerto Rico (a code such as IL, or the name), got \"\(text)\"\(hint)", key: "state")
        return nil
    }

    /// A ZIP as written and the record it names, when it can hold this property.
    /// The ZIP as written, its record, and the city's name as the postal data spells it.
    private func readZip(_ source: FieldSource, state: USState?, city: String?) -> (text: String, record: ZipRecord, city: String)? {
        guard let text = required("zip", source, hint: " (5 digits, or ZIP+4 such as 62701-1234)") else { return nil }
        guard let zip5 = Self.zip5(text) else {
            let lost = text.count == 4 && text.allSatisfy(\.isASCIIDigit) ? "; if it starts with 0, write all five digits" : ""
            source.report("zip must be 5 digits or ZIP+4 (such as 62701 or 62701-1234), got \"\(text)\"\(lost)", key: "zip")
            return nil
        }
        guard let directory = zipDirectory else {
            source.report("zip cannot be checked: Tally's ZIP code data is missing; reinstall Tally", key: "zip")
            return nil
        }
        guard let record = directory.record(for: zip5) else {
            source.report("zip \(zip5) does not exist", key: "zip")
            return nil
        }
        let place = "\(record.primaryCity), \(record.state)"
        switch record.kind {
        case .military:
            source.report("zip \(zip5) is a military (APO/FPO) ZIP, where no property stands", key: "zip")
            return nil
        case .poBox:
            source.report("zip \(zip5) is for PO boxes only (\(place)), where no property stands; give the ZIP of the street address", key: "zip")
            return nil
        case .standard, .unique:
            break
        }
        guard record.active else {
            source.report("zip \(zip5) (\(place)) is no longer in use", key: "zip")
            return nil
        }
        if let state {
            let accepted = ZipDirectory.crossStateZips[zip5] ?? [record.state]
            guard accepted.contains(state.code) else {
                source.report("zip \(zip5) is in \(place), not in \(state.name)", key: "zip")
                return nil
            }
        }
        if let city {
            let names = [record.primaryCity] + record.acceptedCities
            let wanted = CityName.normalized(city)
            guard let match = names.first(where: { CityName.normalized($0) == wanted }) else {
                let suggestion = DidYouMean.suggestion(for: city, among: names)
                let hint = suggestion.map { "; did you mean \($0)?" } ?? ""
                source.report("city \"\(city)\" is not a name of zip \(zip5), which is \(Self.list(names))\(hint)", key: "city")
                return nil
            }
            return (text, record, match)
        }
        return (text, record, record.primaryCity)
    }

    private func readTax(_ source: FieldSource, price: Money?) -> PropertyTax? {
        guard let text = source.text("tax") else { return nil }
        if text.hasSuffix("%") {
            let digits = ValueParsers.trim(String(text.dropLast()))
            guard let percent = ExactDecimal(digits), !percent.isNegative, percent.doubleValue <= 20 else {
                source.report("tax must be a yearly amount or a percentage of the price from 0% to 20%, got \"\(text)\"", key: "tax")
                return nil
            }
            guard price != nil else {
                source.report("tax as a percentage needs the price (`price:` with `down-payment:`); or give a yearly amount", key: "tax")
                return nil
            }
            return .percentOfPrice(percent)
        }
        return money("tax", source).map(PropertyTax.yearly)
    }

    /// `tax-growth: 3%`: how much the cost named `cost` changes each loan year. A growth with no
    /// cost to grow is a mistake (most likely the cost was left out), not something to ignore;
    /// the message names the cost in words, so it reads right for a file and for `tally solve`.
    private func growth(_ key: String, of cost: String, noun: String, _ source: FieldSource) -> ExactDecimal? {
        guard let text = source.text(key) else { return nil }
        switch ValueParsers.growth(text) {
        case .success(let value):
            guard source.text(cost) != nil else {
                source.report("\(key) needs the \(noun) it grows: give the \(noun) too, or leave the growth out", key: key)
                return nil
            }
            return value
        case .failure(let error):
            source.report("\(key) \(error.message)", key: key)
            return nil
        }
    }

    private func money(_ key: String, _ source: FieldSource) -> Money? {
        guard let text = source.text(key) else { return nil }
        switch ValueParsers.money(text, currency: currency) {
        case .success(let value): return value
        case .failure(let error):
            source.report("\(key) \(error.message)", key: key)
            return nil
        }
    }

    /// The five-digit ZIP of `62701` or `62701-1234`.
    static func zip5(_ text: String) -> String? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts[0].count == 5, parts[0].allSatisfy(\.isASCIIDigit) else { return nil }
        if parts.count == 2, parts[1].count == 4, parts[1].allSatisfy(\.isASCIIDigit) { return String(parts[0]) }
        return parts.count == 1 ? String(parts[0]) : nil
    }

    /// `Springfield`, `Boston or Beacon Hill`, `A, B or C`.
    static func list(_ names: [String]) -> String {
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    }
}
