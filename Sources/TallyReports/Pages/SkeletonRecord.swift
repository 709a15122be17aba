/// What Mustache wrote for one shape of one template (see `TemplateSkeleton`), kept by a build
/// beside its manifest so that the next build with the same templates draws pages of that shape
/// without Mustache. A rebuild that re-renders one loan otherwise spends most of its work on
/// its first page: parsing the templates and Swift's first-time dynamic casts inside Mustache
/// (about 22 M instructions, against 1.3 M for the rest of the loan).
public struct SkeletonRecord: Sendable, Equatable {
    public let template: String
    public let shape: [UInt8]
    public let valueCount: Int
    /// Mustache's output with a stand-in for each value.
    public let rendered: [UInt8]

    public init(template: String, shape: [UInt8], valueCount: Int, rendered: [UInt8]) {
        self.template = template
        self.shape = shape
        self.valueCount = valueCount
        self.rendered = rendered
    }
}

extension PageTemplates {
    /// Takes skeletons an earlier build made with the same templates and Tally; each is read
    /// back when a page of its shape is first drawn, and one that cannot be read back is drawn
    /// by Mustache as if it were not there. Nothing happens when templates rule skeletons out.
    public func adoptSkeletons(_ records: [SkeletonRecord]) {
        guard let skeletons else { return }
        skeletons.seeds.withLock { seeds in
            for record in records {
                seeds[SkeletonCache.Key(template: record.template, shape: record.shape)] = record
            }
        }
    }

    /// The skeletons to keep for the next build, in a fixed order: those drawn with and those
    /// adopted, whether used or not. Nil when the set would depend on the order pages were
    /// drawn in (more shapes than the cache holds), or when templates rule skeletons out.
    public func skeletonRecords() -> [SkeletonRecord]? {
        guard let skeletons, !skeletons.overflowed.load(ordering: .relaxed) else { return nil }
        var records: [SkeletonCache.Key: SkeletonRecord] = skeletons.seeds.withLock { $0 }
        for case let (key, skeleton?) in skeletons.snapshot() {
            records[key] = SkeletonRecord(template: key.template, shape: key.shape, valueCount: skeleton.valueCount,
                                          rendered: skeleton.literal)
        }
        return records.values.sorted { left, right in
            left.template != right.template ? left.template < right.template : left.shape.lexicographicallyPrecedes(right.shape)
        }
    }
}

extension SkeletonCache {
    /// The skeleton of an adopted record for `key`, taken out of the seeds; nil when there is
    /// none or it cannot be read back.
    func seeded(_ key: Key) -> TemplateSkeleton? {
        guard let record = seeds.withLock({ $0.removeValue(forKey: key) }) else { return nil }
        return TemplateSkeleton(rendered: String(decoding: record.rendered, as: UTF8.self), valueCount: record.valueCount)
    }
}
