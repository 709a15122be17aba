import Foundation
import Testing
import TallyTestSupport
@testable import TallyReports

extension Charts {
    @Suite struct PolylineSimplifierTests {
        /// Every dropped point lies within the tolerance of the drawn segment that replaces it.
        static func largestDeviation(of original: [ChartPoint], from kept: [ChartPoint]) -> Double {
            var largest = 0.0
            var segment = 0
            for point in original {
                while segment < kept.count - 2 && point.x > kept[segment + 1].x { segment += 1 }
                let distance = PolylineSimplifier.squaredDistance(point, fromSegment: kept[segment], kept[min(segment + 1, kept.count - 1)])
                largest = max(largest, distance.squareRoot())
            }
            return largest
        }

        @Test func keepsTheEndsAndStaysWithinTheToleranceOverManySeries() throws {
            var random = SeededRandom(seed: 11)
            for round in 0..<300 {
                let count = random.int(in: 2...720)
                let width = random.bool() ? 600.0 : 300.0
                var y = random.unit() * 210
                var points = [ChartPoint]()
                for index in 0..<count {
                    // Smooth runs, jumps and flat stretches, as balances, savings and BMI logs have.
                    switch random.int(in: 0...9) {
                    case 0: y = random.unit() * 210
                    case 1, 2: break
                    default: y += (random.unit() - 0.5) * Double(round % 7)
                    }
                    points.append(ChartPoint(x: 40 + width * Double(index) / Double(max(count - 1, 1)), y: y))
                }
                let tolerance = [0.05, 0.2, 1][round % 3]
                let kept = PolylineSimplifier.simplified(points, tolerance: tolerance)
                #expect(kept.first == points.first)
                #expect(kept.last == points.last)
                #expect(kept.count <= points.count)
                #expect(zip(kept, kept.dropFirst()).allSatisfy { $0.x < $1.x }, "kept points stay in order")
                let deviation = Self.largestDeviation(of: points, from: kept)
                #expect(deviation <= tolerance + 1e-9, "round \(round): \(deviation) from the drawn line")
            }
        }

        @Test func aSmoothBalanceCurveNeedsFarFewerPoints() {
            var balance = 350_000.0
            let rate = 0.045 / 12
            let payment = 1773.40
            var points = [ChartPoint]()
            for month in 0..<360 {
                points.append(ChartPoint(x: 60 + 560 * Double(month) / 359, y: 30 + 210 * (1 - max(balance, 0) / 350_000)))
                balance = balance * (1 + rate) - payment
            }
            let kept = PolylineSimplifier.simplified(points)
            #expect(kept.count < 60, "\(kept.count) points")
            #expect(Self.largestDeviation(of: points, from: kept) <= PolylineSimplifier.defaultTolerance)
        }

        /// Points that double back in x (none of our charts draw them) go through Douglas–Peucker.
        @Test func aLineThatDoublesBackStaysWithinTheTolerance() {
            var random = SeededRandom(seed: 360)
            for _ in 0..<40 {
                let count = random.int(in: 3...400)
                let turns = 1 + random.unit() * 3
                let points = (0..<count).map { index -> ChartPoint in
                    let angle = turns * 2 * Double.pi * Double(index) / Double(count)
                    let radius = 50 + 40 * random.unit() * 0.02
                    return ChartPoint(x: 300 + radius * cos(angle), y: 120 + radius * sin(angle))
                }
                #expect(PolylineSimplifier.sweptAlongX(points, tolerance: 0.05) == nil)
                let kept = PolylineSimplifier.simplified(points)
                #expect(kept.first == points.first && kept.last == points.last)
                for point in points {
                    let nearest = zip(kept, kept.dropFirst()).map { PolylineSimplifier.squaredDistance(point, fromSegment: $0, $1) }.min() ?? 0
                    #expect(nearest.squareRoot() <= PolylineSimplifier.defaultTolerance + 1e-9)
                }
            }
        }

        @Test func cornersAndShortLinesAreKept() {
            let corner = [ChartPoint(x: 0, y: 0), ChartPoint(x: 1, y: 0), ChartPoint(x: 2, y: 0), ChartPoint(x: 3, y: 5), ChartPoint(x: 4, y: 10)]
            #expect(PolylineSimplifier.simplified(corner) == [corner[0], corner[2], corner[4]])
            let straight = (0..<50).map { ChartPoint(x: Double($0), y: 2 * Double($0)) }
            #expect(PolylineSimplifier.simplified(straight) == [straight[0], straight[49]])
            let two = [ChartPoint(x: 0, y: 0), ChartPoint(x: 1, y: 1)]
            #expect(PolylineSimplifier.simplified(two) == two)
            #expect(PolylineSimplifier.simplified([]) == [])
        }
    }
}
