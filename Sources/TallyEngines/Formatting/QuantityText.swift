/// Unit quantities for people, per locale: `72.40 kg`, `73,481.96 g`, `11 st 8.1 lb`.
extension TallyLocale {
    /// `72.40 kg`, `-40.00 °F`, `73,481.96 g`; a weight in `st-lb` as people say stones and
    /// pounds (`stonesAndPounds`), whatever the precision.
    public func quantity(_ quantity: Quantity, precision: ConversionPrecision) -> String {
        if quantity.unit == .stonesAndPounds, let split = quantity.stonesAndPounds {
            return stonesAndPounds(split)
        }
        return fixed(quantity.amount, places: precision.places) + " " + quantity.unit.symbol
    }

    /// Stones and pounds as people say them, written here for every page and command:
    /// `13 st 10.6 lb`; under one stone the pounds alone, `13.3 lb`; the pounds without a
    /// trailing zero, `11 st 6 lb`. (`0 st 13.30 lb` read as a form, not a weight.)
    public func stonesAndPounds(_ split: StonesAndPounds) -> String {
        var bytes: [UInt8] = []
        if split.stones > 0 {
            appendLaidOut(digits: Array(String(split.stones).utf8), places: 0, trimmingZeros: false, to: &bytes)
            bytes.append(contentsOf: " st ".utf8)
        }
        appendLaidOut(digits: Array(String(split.pounds.mantissa).utf8), places: split.pounds.scale, trimmingZeros: true, to: &bytes)
        bytes.append(contentsOf: " lb".utf8)
        return String(decoding: bytes, as: UTF8.self)
    }
}
