import Testing
import TallyTestSupport
@testable import TallyReports

extension Charts {
    @Suite struct NiceScaleTests {
        private func isOneTwoFive(_ step: Double) -> Bool {
            var mantissa = step
            while mantissa >= 10 { mantissa /= 10 }
            while mantissa < 1 { mantissa *= 10 }
            return [1.0, 2.0, 5.0, 10.0].contains { abs(mantissa - $0) < 1e-9 }
        }

        @Test func ticksCoverTheDataWithNiceStepsOverManyRanges() {
            var random = SeededRandom(seed: 2024)
            for _ in 0..<5_000 {
                let magnitude = [0.01, 1, 10, 100, 1_000, 350_000, 2e7][random.int(in: 0...6)]
                var low = (random.unit() * 2 - (random.unit() < 0.3 ? 1 : 0)) * magnitude
                var high = low + random.unit() * magnitude * (random.unit() < 0.1 ? 0 : 3)
                if random.unit() < 0.05 { high = low }
                if random.unit() < 0.05 { swap(&low, &high) }
                let includeZero = random.unit() < 0.5
                let scale = NiceScale(dataMin: low, dataMax: high, includeZero: includeZero)
                let ticks = scale.ticks
                #expect((3...8).contains(ticks.count), "\(low)…\(high): \(ticks)")
                #expect(isOneTwoFive(scale.step), "step \(scale.step)")
                #expect(scale.lower <= min(low, high) + 1e-9 * magnitude && scale.upper >= max(low, high) - 1e-9 * magnitude)
                if includeZero { #expect(scale.lower <= 0 && scale.upper >= 0) }
                for (a, b) in zip(ticks, ticks.dropFirst()) {
                    #expect(abs((b - a) - scale.step) <= scale.step * 1e-9)
                }
            }
        }

        @Test func knownRanges() {
            let money = NiceScale(dataMin: 0, dataMax: 350_000, includeZero: true)
            #expect(money.ticks == [0, 50_000, 100_000, 150_000, 200_000, 250_000, 300_000, 350_000])
            let bmi = NiceScale(dataMin: 24.6, dataMax: 27.9, includeZero: false)
            #expect(bmi.ticks == [24.5, 25, 25.5, 26, 26.5, 27, 27.5, 28])
            #expect(bmi.decimals == 1)
            let tenths = NiceScale(dataMin: 0, dataMax: 0.7, includeZero: true)
            #expect(tenths.ticks == [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7])
            let flat = NiceScale(dataMin: 0, dataMax: 0, includeZero: true)
            #expect(flat.ticks.first == 0 && (flat.ticks.last ?? 0) >= 1)
            let bad = NiceScale(dataMin: .nan, dataMax: .infinity, includeZero: true)
            #expect(bad.ticks.allSatisfy { $0.isFinite })
            // Beyond the clamp (once an endless loop): still a finite, short axis.
            let huge = NiceScale(dataMin: 1e15, dataMax: 2e15, includeZero: false)
            #expect((3...8).contains(huge.ticks.count) && huge.ticks.allSatisfy { $0.isFinite })
        }
    }

    @Suite struct CompactMoneyLabelTests {
        @Test func compactMoneyLabels() {
            #expect(AxisLabels.compactMoney(350_000, symbol: "£") == "£350k")
            #expect(AxisLabels.compactMoney(1_200_000, symbol: "£") == "£1.2m")
            #expect(AxisLabels.compactMoney(950, symbol: "£") == "£950")
            #expect(AxisLabels.compactMoney(0, symbol: "£") == "£0")
            #expect(AxisLabels.compactMoney(1_500, symbol: "$") == "$1.5k")
            #expect(AxisLabels.compactMoney(999_960, symbol: "£") == "£1m")
            #expect(AxisLabels.compactMoney(999.7, symbol: "£") == "£1k")
            #expect(AxisLabels.compactMoney(2_000_000_000, symbol: "€") == "€2bn")
            #expect(AxisLabels.compactMoney(-5_000, symbol: "£") == "\u{2212}£5k")
            #expect(AxisLabels.compactMoney(-0.2, symbol: "£") == "£0")
            #expect(AxisLabels.compactMoney(.nan, symbol: "£") == "£0")
        }
    }
}
