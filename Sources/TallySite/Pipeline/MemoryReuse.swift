#if canImport(Glibc)
import CMalloc
#endif

/// Keeps the memory a build frees for the pages it writes next.
///
/// Every scenario's pages are built in buffers of a few hundred kilobytes and freed once
/// written. With glibc's defaults, buffers that large are mapped afresh and handed back on
/// every free, and the heap is trimmed as it shrinks, so each scenario paid again for page
/// faults (zeroed pages) and `brk`/`madvise` calls: a third of a cold build's system time.
/// Raising the thresholds keeps that memory in the heap; the peak stays what one scenario per
/// worker needs (about 35 MB for 1,000 loans).
enum MemoryReuse {
    /// Idempotent; a no-op where the C library is not glibc.
    static func keepFreedMemory() {
        #if canImport(Glibc)
        // glibc caps the mapping threshold at 32 MB on 64-bit systems.
        _ = mallopt(M_MMAP_THRESHOLD, 32 * 1024 * 1024)
        _ = mallopt(M_TRIM_THRESHOLD, 256 * 1024 * 1024)
        #endif
    }
}
