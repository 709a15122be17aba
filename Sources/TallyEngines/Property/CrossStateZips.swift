extension ZipDirectory {
    /// ZIPs whose delivery area really crosses a state line: an address in either state is accepted.
    ///
    /// Kept short on purpose, listing only ZIPs that two or more independent sources agree on and
    /// that have street addresses (the first state listed is the table's):
    /// - plansponsor.com, "Can the same ZIP Code exist in more than one state?": 42223 (Christian
    ///   County KY / Montgomery County TN), 97635 (Lake County OR / Modoc County CA);
    /// - mapofzipcodes.com, "Can zip codes cross state lines": 02861, 42223, 59221 among the
    ///   13 multi-state ZCTAs;
    /// - zipfyi.com, "ZIP codes crossing state lines": 42223, 63673, 71749, 81137, 86515;
    /// - Peter Horton, "Zip Codes, ZCTAs and ZCTAs that cross state boundaries" (2022), Census
    ///   ZCTA analysis: every entry below appears in its table.
    public static let crossStateZips: [String: Set<String>] = [
        "02861": ["RI", "MA"],      // Pawtucket RI, reaching into Attleboro MA
        "42223": ["KY", "TN"],      // Fort Campbell, the base straddles the line
        "59221": ["MT", "ND"],      // Fairview MT, the town sits on the line
        "63673": ["MO", "IL"],      // Saint Mary MO, across the Mississippi's old bed
        "71749": ["AR", "LA"],      // Junction City, a town split by the line
        "73949": ["OK", "TX"],      // Texhoma, twin towns on the line
        "81137": ["CO", "NM"],      // Ignacio, Southern Ute lands
        "84536": ["UT", "AZ"],      // Monument Valley, Navajo Nation (PO boxes in the table)
        "86514": ["AZ", "NM", "UT"], // Teec Nos Pos, near the Four Corners
        "86515": ["AZ", "NM"],      // Window Rock, Navajo Nation (PO boxes in the table)
        "89010": ["NV", "CA"],      // Dyer NV, Fish Lake Valley
        "89439": ["NV", "CA"],      // Verdi NV (PO boxes; listed so the state is never the error)
        "97635": ["OR", "CA"],      // New Pine Creek, Goose Lake valley
        "99128": ["WA", "ID"],      // Farmington WA, the Palouse
    ]
}
