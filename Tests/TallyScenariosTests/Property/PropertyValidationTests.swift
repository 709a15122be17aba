import TallyEngines
import Testing
@testable import TallyScenarios

/// Every way an address can be refused, located at the field, and the forms that are accepted.
@Suite struct PropertyValidationTests {
    /// A mortgage on 12 Elm Street with the property's lines replaced by `property`.
    private func mortgage(_ property: String, extra: String = "") -> String {
        """
        kind: loan
        title: Elm
        price: 380000
        down-payment: 5%
        rate: 6.5
        years: 30
        pmi: 0.6%
        \(extra)property:
        \(property)
        """
    }

    private let elm = """
      type: house
      street: 12 Elm Street
      city: Springfield
      state: IL
      zip: "62701"
    """

    private func replacing(_ line: String, with replacement: String) -> String {
        elm.split(separator: "\n").map { $0.contains(line + ":") ? Substring(replacement) : $0 }.joined(separator: "\n")
    }

    @Test func aValidAddressReadsWithItsZipCentreAndDollars() throws {
        let scenario = try #require(Parse.timeValue(mortgage(elm)))
        let property = try #require(scenario.property?.site)
        #expect(property.type == .house)
        #expect(property.address.streetLines == ["12 Elm Street"])
        #expect(property.address.state.code == "IL")
        #expect(property.address.zip == "62701")
        #expect(property.location.approximate)
        #expect(abs(property.location.latitude - 39.8) < 0.2)
        #expect(abs(property.location.longitude + 89.65) < 0.2)
        #expect(scenario.header.currency == .usd)
        #expect(scenario.pmiPercent == ExactDecimal(mantissa: 6, scale: 1))
    }

    @Test func aGivenCurrencyWinsOverTheDollarDefault() throws {
        // Without PMI, which is for US loans only.
        let scenario = try #require(Parse.timeValue(mortgage(elm, extra: "currency: EUR\n").replacingOccurrences(of: "pmi: 0.6%\n", with: "")))
        #expect(scenario.header.currency == .eur)
    }

    @Test func leadingZeroZipsSurviveQuotedOrNot() throws {
        for zip in ["02108", "\"02108\"", "'02108'", "02108-1234"] {
            let scenario = Parse.timeValue(mortgage("""
              type: apartment
              street: 41 Mount Vernon Street
              city: Boston
              state: MA
              zip: \(zip)
            """))
            let property = try #require(scenario?.property?.site, "zip: \(zip)")
            #expect(property.address.zip.hasPrefix("02108"))
            #expect(property.type == .apartment)
        }
    }

    @Test func stateByNameInAnyCaseAndCityByItsAcceptedForms() throws {
        let scenario = Parse.timeValue(mortgage(replacing("state", with: "  state: illinois")
            .replacingOccurrences(of: "city: Springfield", with: "city: SPRINGFIELD")))
        #expect(try #require(scenario?.property?.site).address.state.name == "Illinois")
        let louis = Parse.timeValue(mortgage("""
          type: house
          street: 1 Market Street
          city: St. Louis
          state: Missouri
          zip: "63101"
        """))
        #expect(louis?.property?.site != nil)
    }

    @Test func missingFieldsAreEachReported() {
        let errors = Parse.errors(mortgage("  type: house"))
        #expect(errors.count == 4)
        #expect(errors.allSatisfy { $0.hasPrefix("home.yaml:9:3: error: ") })
        for key in ["street", "city", "state", "zip"] {
            #expect(errors.contains { $0.contains("error: \(key) is required once any of the address is given") })
        }
    }

    @Test func typeMustBeHouseOrApartmentWithASuggestion() {
        let errors = Parse.errors(mortgage(replacing("type", with: "  type: hous")))
        #expect(errors == [#"home.yaml:9:9: error: type must be house or apartment, got "hous"; did you mean 'house'?"#])
    }

    @Test func misspeltStateSuggestsTheName() {
        let errors = Parse.errors(mortgage(replacing("state", with: "  state: Ilinois")))
        #expect(errors == [#"home.yaml:12:10: error: state must be one of the 50 states, DC or Puerto Rico (a code such as IL, or the name), got "Ilinois"; did you mean Illinois?"#])
        let california = Parse.errors(mortgage(replacing("state", with: "  state: Calfornia")))
        #expect(california.first?.hasSuffix("did you mean California?") == true)
    }

    @Test func malformedZipsAreRefused() {
        for bad in ["6270", "627011", "62701-12", "6270I", "62701 1234"] {
            let errors = Parse.errors(mortgage(replacing("zip", with: "  zip: \"\(bad)\"")))
            #expect(errors.count == 1)
            #expect(errors.first?.hasPrefix("home.yaml:13:8: error: zip must be 5 digits or ZIP+4") == true, "\(bad): \(errors)")
        }
        let four = Parse.errors(mortgage(replacing("zip", with: "  zip: 2108")))
        #expect(four.first?.hasSuffix("if it starts with 0, write all five digits") == true)
    }

    @Test func aZipThatDoesNotExistIsRefused() {
        let errors = Parse.errors(mortgage(replacing("zip", with: "  zip: \"00000\"")))
        #expect(errors == ["home.yaml:13:8: error: zip 00000 does not exist"])
    }

    @Test func aZipInAnotherStateNamesWhereItIs() {
        let errors = Parse.errors(mortgage("""
          type: house
          street: 1 Main Street
          city: New York
          state: CA
          zip: "10001"
        """))
        #expect(errors == ["home.yaml:13:8: error: zip 10001 is in New York, NY, not in California"])
    }

    @Test func militaryAndPOBoxZipsHoldNoProperty() throws {
        let directory = try #require(BundledGeoData.zipDirectory)
        let military = try #require(directory.record(for: "09001"))
        #expect(military.kind == .military)
        let errors = Parse.errors(mortgage("""
          type: house
          street: Unit 1
          city: APO
          state: AE
          zip: "09001"
        """))
        #expect(errors.contains { $0.contains("military (APO/FPO)") || $0.contains("state must be one of") })
        // 62705 is Springfield, IL's PO-box ZIP.
        let box = try #require(directory.record(for: "62705"))
        #expect(box.kind == .poBox)
        let boxErrors = Parse.errors(mortgage(replacing("zip", with: "  zip: \"62705\"")))
        #expect(boxErrors == ["home.yaml:13:8: error: zip 62705 is for PO boxes only (Springfield, IL), where no property stands; give the ZIP of the street address"])
    }

    @Test func aCityThatIsNotTheZipsIsRefusedWithItsNames() {
        let errors = Parse.errors(mortgage(replacing("city", with: "  city: Sprngfield")))
        #expect(errors == [#"home.yaml:11:9: error: city "Sprngfield" is not a name of zip 62701, which is Springfield; did you mean Springfield?"#])
    }

    @Test func crossStateZipsAcceptEitherState() throws {
        let (zip, states) = try #require(ZipDirectory.crossStateZips.sorted { $0.key < $1.key }.first)
        let directory = try #require(BundledGeoData.zipDirectory)
        let record = try #require(directory.record(for: zip))
        for code in states.sorted() {
            let state = try #require(USState.find(code))
            let scenario = Parse.timeValue(mortgage("""
              type: house
              street: 1 Border Road
              city: \(record.primaryCity)
              state: \(state.code)
              zip: "\(zip)"
            """))
            #expect(scenario?.property != nil, "\(zip) in \(code)")
        }
    }

    @Test func streetHasOneToThreeLines() {
        let errors = Parse.errors(mortgage(replacing("street", with: "  street: |\n    1\n    2\n    3\n    4")))
        #expect(errors == ["home.yaml:10:11: error: street must be one to three lines, got 4"])
    }

    @Test func costsAndLocationAreChecked() {
        let errors = Parse.errors(mortgage(elm + """

          tax: lots
          insurance: -5
          hoa: 1.234
          location: {lat: 91, lon: -89}
        """))
        #expect(errors.count == 4)
        #expect(errors[0].hasPrefix(#"home.yaml:14:8: error: tax must be an amount of money"#))
        #expect(errors[1].hasPrefix(#"home.yaml:15:14: error: insurance must not be negative"#))
        #expect(errors[2].hasPrefix(#"home.yaml:16:8: error: hoa has at most 2 decimal places in USD"#))
        #expect(errors[3].hasPrefix(#"home.yaml:17:19: error: lat must be a number of degrees from -90 to 90"#))
    }

    /// Tax, insurance and HOA dues without an address: the costs count, the currency is the
    /// project's (nothing says the home is in the US), and no address is asked for.
    @Test func costsNeedNoAddress() throws {
        let text = """
        kind: loan
        price: 400000
        down-payment: 20%
        rate: 6.5
        years: 30
        property:
          tax: 1.2%
          insurance: 1200
          hoa: 50
        """
        #expect(Parse.errors(text) == [])
        let scenario = try #require(Parse.timeValue(text))
        let property = try #require(scenario.property)
        #expect(property.site == nil)
        #expect(property.tax == .percentOfPrice(ExactDecimal(mantissa: 12, scale: 1)))
        #expect(property.yearlyInsurance == Money(minorUnits: 120_000) && property.monthlyHOA == Money(minorUnits: 5_000))
        #expect(scenario.header.currency == .gbp)
        #expect(scenario.housingTerms?.tax == property.tax)
        let dollars = Parse.scenario(text, settings: SiteSettings(currency: .usd))
        guard case .success(.timeValue(let inDollars)) = dollars else { Issue.record("\(dollars)"); return }
        #expect(inDollars.header.currency == .usd)
    }

    /// Issue 23: `lon: 89.6` for Springfield, IL (a sign slip) was accepted and the pin landed
    /// off the map; a location must lie in the address's state.
    @Test func aLocationOutsideTheStateIsRefusedAtItsLine() {
        let slipped = Parse.errors(mortgage(elm + "\n  location: {lat: 39.8, lon: 89.6}"))
        #expect(slipped == ["home.yaml:14:13: error: location (lat 39.8, lon 89.6) is outside Illinois, where zip 62701 is; check the numbers and their signs (longitudes in the US are negative)"])
        #expect(Parse.errors(mortgage(elm + "\n  location: {lat: 39.78, lon: -89.65}")) == [])
        // Near a border, as the outlines are simplified: Cairo, IL, at the state's southern tip.
        #expect(Parse.errors(mortgage(elm + "\n  location: {lat: 37.005, lon: -89.176}")) == [])
    }

    /// The check must never refuse a real place: every ZIP's own centre lies in its state's box
    /// (states without an outline, such as the territories, are not checked).
    @Test func everyZipCentreLiesInItsStatesBox() throws {
        let directory = try #require(BundledGeoData.zipDirectory)
        let outside = directory.records.filter { record in
            guard let box = StateBounds.boxes[record.state], record.latitude != 0 || record.longitude != 0 else { return false }
            return !box.contains(latitude: record.latitude, longitude: record.longitude)
        }
        #expect(outside.map(\.zip).prefix(20) == [], "\(outside.count) outside")
    }

    /// A pin's place needs the address it marks.
    @Test func aLocationWithoutAnAddressIsRefused() {
        let errors = Parse.errors("""
        kind: loan
        principal: 300000
        rate: 6
        years: 30
        property:
          tax: 2000
          location: {lat: 39.8, lon: -89.65}
        """)
        #expect(errors == ["home.yaml:7:13: error: location places the property's pin, which needs its address: give type, street, city, state and zip, or leave location out"])
    }

    /// PMI and the law that ends it are American: on a loan in another currency it is refused at its key.
    @Test func pmiIsForLoansInDollars() {
        let pounds = """
        kind: loan
        price: 300000
        down-payment: 5%
        rate: 6
        years: 30
        pmi: 0.5%
        """
        #expect(Parse.errors(pounds) == ["home.yaml:6:6: error: pmi is US private mortgage insurance, for a loan in US dollars; this loan is in GBP: give it in USD, or leave PMI out"])
        #expect(Parse.errors("currency: EUR\n" + pounds).first?.hasPrefix("home.yaml:7:6: error: pmi is US private mortgage insurance") == true)
        #expect(Parse.errors("currency: USD\n" + pounds) == [])
        // An address makes dollars the default, so the US examples keep their PMI.
        #expect(Parse.errors(mortgage(elm)) == [])
    }

    @Test func taxAsAPercentageNeedsAPrice() {
        let errors = Parse.errors("""
        kind: loan
        principal: 300000
        rate: 6
        years: 30
        property:
          type: house
          street: 12 Elm Street
          city: Springfield
          state: IL
          zip: "62701"
          tax: 1.2%
        """)
        #expect(errors == ["home.yaml:11:8: error: tax as a percentage needs the price (`price:` with `down-payment:`); or give a yearly amount"])
    }

    @Test func pmiNeedsAPriceAndAPlausibleRate() {
        #expect(Parse.errors("""
        kind: loan
        currency: USD
        principal: 300000
        rate: 6
        years: 30
        pmi: 0.5%
        """) == ["home.yaml:6:6: error: pmi needs `price:` and `down-payment:`: mortgage insurance is due only when more than 80% of the price is borrowed"])
        #expect(Parse.errors(mortgage(elm).replacingOccurrences(of: "pmi: 0.6%", with: "pmi: 12%")).first?
            .hasPrefix("home.yaml:7:6: error: pmi must be a yearly percentage of the amount borrowed from 0% to 10%") == true)
    }

    @Test func aPropertyBelongsToALoanOnly() {
        let errors = Parse.errors("""
        kind: savings
        principal: 1000
        rate: 4
        years: 5
        payment: 0
        future-value: ?
        property:
          type: house
        """)
        #expect(errors.first?.hasPrefix("home.yaml:7:1: error: a savings scenario has no `property`; it belongs to `kind: loan`") == true)
    }

    @Test func unknownPropertyKeysGetADidYouMean() {
        let errors = Parse.errors(mortgage(elm + "\n  insurence: 1500"))
        #expect(errors == ["home.yaml:14:3: error: unknown key 'insurence'; did you mean 'insurance'?"])
    }
}
