#if canImport(Glibc)
import CMalloc
#endif

/// Keeps the memory a build frees for the pages it writes next.
///
/// Every scenario's pages are built in buffers of a few hundred kilobytes and freed once
/// written. With glibc's defaults the mapping threshold climbs past those sizes and the heap is
/// trimmed as it shrinks, so each scenario would pay again for page faults (zeroed pages) and
/// `brk`/`madvise` calls. Freed memory is kept in the heap instead. Allocations of a megabyte
/// or more (a 10,000-scenario manifest or index page) are still mapped on their own and handed
/// back when freed, so they leave no holes in the heap to raise a large build's peak memory.
enum MemoryReuse {
    /// Idempotent; a no-op where the C library is not glibc.
    static func keepFreedMemory() {
        #if canImport(Glibc)
        _ = mallopt(M_MMAP_THRESHOLD, 1024 * 1024)
        _ = mallopt(M_TRIM_THRESHOLD, 256 * 1024 * 1024)
        #endif
    }
}
