// A software prefetch for Swift, which has no intrinsic for it: asks the CPU to start loading
// the cache line at `address` without waiting for it (x86: PREFETCHT0). Header-only; no
// library to link. StrataCore's frame walk uses it to overlap the cache misses of the next
// layers with the work on the current one (see CALayer+Prefetch.swift).
#ifndef STRATA_PREFETCH_H
#define STRATA_PREFETCH_H

static inline void strata_prefetch(const void *address) {
    __builtin_prefetch(address, 0, 3);
}

#endif
