/// Where no locale is in reach (scenario error messages, `tally add` prompts), an amount is
/// written in the locale its currency is spent in. The writing itself is `TallyLocale`'s.
extension Currency {
    /// `£1,752.18`, `−$500.00`, in `TallyLocale.default(for:)` this currency.
    public func format(_ money: Money) -> String {
        TallyLocale.default(for: self).money(money, self)
    }
}
