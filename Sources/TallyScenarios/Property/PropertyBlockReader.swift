import TallyEngines

/// The `property:` block of a loan scenario file, read through `PropertyInputReader` with its
/// mistakes reported in the file at the lines they are on.
enum PropertyBlockReader {
    /// nil when the scenario has no property; `failed` when anything in the block was reported.
    static func read(_ reader: MappingReader, currency: Currency) -> (property: Property?, failed: Bool)? {
        guard let node = reader.value("property"), !MappingReader.isBlank(node) else { return nil }
        var sink: [Diagnostic] = []
        guard let block = MappingReader(node, in: reader.source, what: "property", diagnostics: &sink) else {
            sink.forEach(reader.report)
            return (nil, true)
        }
        // The price is only needed to tell whether a tax percentage has something to be of; a
        // mistake in it is the loan reader's to report.
        let price = reader.located("price").flatMap { try? ValueParsers.money($0.text, currency: currency).get() }
        let location = readLocation(block)
        let property = PropertyInputReader(currency: currency, zipDirectory: BundledGeoData.zipDirectory)
            .read(from: block, price: price, location: location)
        block.reportUnknownKeys()
        block.diagnostics.forEach(reader.report)
        return (property, !block.diagnostics.isEmpty)
    }

    /// `location: {lat: 39.78, lon: -89.65}`: where to put the pin instead of the ZIP's centre.
    private static func readLocation(_ block: MappingReader) -> (latitude: Double, longitude: Double)? {
        guard let node = block.value("location"), !MappingReader.isBlank(node) else { return nil }
        var sink: [Diagnostic] = []
        guard let entry = MappingReader(node, in: block.source, what: "location (`lat:` and `lon:` in degrees)", diagnostics: &sink) else {
            sink.forEach(block.report)
            return nil
        }
        let latitude = entry.parsed("lat", required: true, hint: " (degrees north, such as 39.78)") { degrees($0, limit: 90) }
        let longitude = entry.parsed("lon", required: true, hint: " (degrees east, negative in the US, such as -89.65)") { degrees($0, limit: 180) }
        entry.reportUnknownKeys()
        entry.diagnostics.forEach(block.report)
        guard let latitude, let longitude else { return nil }
        return (latitude, longitude)
    }

    private static func degrees(_ text: String, limit: Double) -> Result<Double, ValueError> {
        let trimmed = ValueParsers.trim(text)
        guard let value = ExactDecimal(trimmed)?.doubleValue, abs(value) <= limit else {
            return .failure(ValueError("must be a number of degrees from -\(Int(limit)) to \(Int(limit)), got \"\(trimmed)\""))
        }
        return .success(value)
    }
}
