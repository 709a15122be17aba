#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Albers equal-area conic projection (Snyder, *Map Projections—A Working Manual*, USGS
/// Professional Paper 1395, pp. 98–103: formulas 14-1 to 14-6 and 14-12 to 14-19, with 3-12 and
/// 3-16 for the ellipsoid).
///
/// Equal-area because a map of where properties are should not make the northern states look
/// bigger than they are. The map draws on the sphere (`eccentricity` 0), which is plenty for a
/// page; the ellipsoid is here so the projection can be checked against Snyder's worked examples.
public struct AlbersProjection: Sendable, Hashable {
    public let radius: Double
    public let eccentricity: Double
    private let n: Double
    private let c: Double
    private let rho0: Double
    private let centralMeridian: Double

    /// Angles in degrees; `radius` is the sphere's radius or the ellipsoid's semi-major axis.
    public init(standardParallels first: Double, _ second: Double, latitudeOfOrigin: Double,
                centralMeridian: Double, radius: Double = 1, eccentricity: Double = 0) {
        let phi1 = first * .pi / 180, phi2 = second * .pi / 180, phi0 = latitudeOfOrigin * .pi / 180
        let e = eccentricity
        let m1 = Self.m(phi1, e), m2 = Self.m(phi2, e)
        let q1 = Self.q(phi1, e), q2 = Self.q(phi2, e)
        // Equal parallels make a one-parallel cone: n is the limit, sin φ1.
        n = abs(q2 - q1) < 1e-15 ? sin(phi1) : (m1 * m1 - m2 * m2) / (q2 - q1)
        c = m1 * m1 + n * q1
        self.radius = radius
        self.eccentricity = e
        rho0 = radius * max(0, c - n * Self.q(phi0, e)).squareRoot() / n
        self.centralMeridian = centralMeridian
    }

    /// The contiguous states: parallels 29.5°N and 45.5°N, meridian 96°W, origin 23°N (as the
    /// USGS uses; the origin only shifts the map, which is placed by its centre anyway).
    public static func contiguousUS(radius: Double = 1) -> AlbersProjection {
        AlbersProjection(standardParallels: 29.5, 45.5, latitudeOfOrigin: 23, centralMeridian: -96, radius: radius)
    }

    /// Units of `radius` east and north of the origin.
    public func project(latitude: Double, longitude: Double) -> (x: Double, y: Double) {
        let phi = latitude * .pi / 180
        let rho = radius * max(0, c - n * Self.q(phi, eccentricity)).squareRoot() / n
        let theta = n * Self.wrapped(longitude - centralMeridian) * .pi / 180
        return (rho * sin(theta), rho0 - rho * cos(theta))
    }

    /// The latitude and longitude (degrees) a projected point came from.
    public func inverse(x: Double, y: Double) -> (latitude: Double, longitude: Double) {
        let dy = rho0 - y
        var rho = (x * x + dy * dy).squareRoot()
        if n < 0 { rho = -rho }
        let theta = n < 0 ? atan2(-x, -dy) : atan2(x, dy)
        let q = (c - (rho * n / radius) * (rho * n / radius)) / n
        return (Self.latitude(fromQ: q, eccentricity) * 180 / .pi,
                Self.wrapped(centralMeridian + theta / n * 180 / .pi))
    }

    /// Snyder 14-15.
    private static func m(_ phi: Double, _ e: Double) -> Double {
        cos(phi) / (1 - e * e * sin(phi) * sin(phi)).squareRoot()
    }

    /// Snyder 3-12; 2 sin φ on the sphere.
    private static func q(_ phi: Double, _ e: Double) -> Double {
        let s = sin(phi)
        guard e > 0 else { return 2 * s }
        return (1 - e * e) * (s / (1 - e * e * s * s) - log((1 - e * s) / (1 + e * s)) / (2 * e))
    }

    /// Snyder 3-16, iterated; the arcsine on the sphere.
    private static func latitude(fromQ q: Double, _ e: Double) -> Double {
        var phi = asin(min(1, max(-1, q / 2)))
        guard e > 0 else { return phi }
        for _ in 0..<20 {
            let s = sin(phi)
            let step = (1 - e * e * s * s) * (1 - e * e * s * s) / (2 * cos(phi))
                * (q / (1 - e * e) - s / (1 - e * e * s * s) + log((1 - e * s) / (1 + e * s)) / (2 * e))
            phi += step
            if abs(step) < 1e-14 { break }
        }
        return phi
    }

    /// A longitude difference in (-180, 180], so a point just across the antimeridian stays close.
    static func wrapped(_ degrees: Double) -> Double {
        var value = degrees.truncatingRemainder(dividingBy: 360)
        if value > 180 { value -= 360 }
        if value <= -180 { value += 360 }
        return value
    }
}
