/// How different two colours look: CIE 1976 ΔE, the distance in CIELAB, where equal steps look
/// about equally different (unlike distances in RGB: `sky` and the automatic blue are 7 apart in
/// CIELAB and look alike; two greys 17 apart differ plainly).
extension Colour {
    public func perceptualDistance(to other: Colour) -> Double {
        let (l1, a1, b1) = lab
        let (l2, a2, b2) = other.lab
        let (dl, da, db) = (l1 - l2, a1 - a2, b1 - b2)
        return (dl * dl + da * da + db * db).squareRoot()
    }

    /// CIELAB under the D65 white of sRGB.
    private var lab: (Double, Double, Double) {
        let r = SRGBLinearTable.values[Int(red)], g = SRGBLinearTable.values[Int(green)], b = SRGBLinearTable.values[Int(blue)]
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        let (fx, fy, fz) = (Self.labCurve(x), Self.labCurve(y), Self.labCurve(z))
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    private static func labCurve(_ t: Double) -> Double {
        t > 216.0 / 24389.0 ? cubeRoot(t) : (24389.0 / 27.0 * t + 16) / 116
    }

    /// By Newton's method, as the engine uses no platform maths library (see SRGBLinearTable):
    /// the same bits on every machine. `t` is in (0.0088, 1.1], where 40 steps from 1 are many
    /// more than it needs to settle.
    private static func cubeRoot(_ t: Double) -> Double {
        var x = 1.0
        for _ in 0..<40 { x = (2 * x + t / (x * x)) / 3 }
        return x
    }
}
