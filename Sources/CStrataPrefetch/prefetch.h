// A software prefetch for Swift, which has no intrinsic for it: asks the CPU to start loading
// the cache line at `address` without waiting for it (x86: PREFETCHT0). Header-only; no
// library to link. StrataCore's frame walk uses it to overlap the cache misses of the next
// layers with the work on the current one (see CALayer+Prefetch.swift).
#ifndef STRATA_PREFETCH_H
#define STRATA_PREFETCH_H

static inline void strata_prefetch(const void *address) {
    __builtin_prefetch(address, 0, 3);
}

// The sine and cosine of `x` in one call (glibc's sincos: one argument reduction for both).
// glibc computes them with the same code as sin() and cos(), so the results are theirs to the
// bit (checked over 20 million arguments, and by StrataCore's tests); the frame's z rotations
// paid for two reductions. Not in Swift's Glibc module (a GNU extension), hence here.
void sincos(double x, double *sine, double *cosine);
static inline void strata_sincos(double x, double *sine, double *cosine) {
    sincos(x, sine, cosine);
}

#endif
