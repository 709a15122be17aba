/// Unit quantities for people, per locale: `72.40 kg`, `73,481.96 g`, `11 st 8.00 lb`.
extension TallyLocale {
    /// `72.40 kg`, `-40.00 °F`, `73,481.96 g`; a weight in `st-lb` as stones and pounds.
    public func quantity(_ quantity: Quantity, precision: ConversionPrecision) -> String {
        if quantity.unit == .stonesAndPounds, let split = quantity.stonesAndPounds(precision: precision) {
            return stonesAndPounds(split)
        }
        return fixed(quantity.amount, places: precision.places) + " " + quantity.unit.symbol
    }

    /// `11 st 8.00 lb`, always in full (`0 st 2.20 lb`); the pounds at the split's precision.
    public func stonesAndPounds(_ split: StonesAndPounds) -> String {
        var bytes: [UInt8] = []
        appendLaidOut(digits: Array(String(split.stones).utf8), places: 0, trimmingZeros: false, to: &bytes)
        bytes.append(contentsOf: " st ".utf8)
        bytes.append(contentsOf: fixed(ExactFraction(split.pounds), places: split.precision.places).utf8)
        bytes.append(contentsOf: " lb".utf8)
        return String(decoding: bytes, as: UTF8.self)
    }
}
