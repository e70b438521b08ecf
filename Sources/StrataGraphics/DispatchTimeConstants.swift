// Dispatch's time-unit constants, which iOS code multiplies delays by
// (`DispatchTime.now() + Double(Int64(0.2 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC)`).
// Apple's Dispatch declares them (dispatch/time.h); Dispatch on Linux does not export them.

/// Nanoseconds per second (Apple: NSEC_PER_SEC).
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds per millisecond (Apple: NSEC_PER_MSEC).
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Microseconds per second (Apple: USEC_PER_SEC).
public let USEC_PER_SEC: UInt64 = 1_000_000
/// Nanoseconds per microsecond (Apple: NSEC_PER_USEC).
public let NSEC_PER_USEC: UInt64 = 1_000
