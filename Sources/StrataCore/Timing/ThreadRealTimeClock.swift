import Foundation

/// One real-time `MediaClock` per thread, made the first time the thread asks and released
/// when the thread exits. Thread-specific data rather than a lock: `MediaClock.current` is
/// read on every property change.
enum ThreadRealTimeClock {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<MediaClock>.fromOpaque(pointer).release()
        }
        precondition(status == 0, "pthread_key_create failed (\(status)): no thread-specific data left")
        return key
    }()

    static var clock: MediaClock {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<MediaClock>.fromOpaque(pointer).takeUnretainedValue()
        }
        let clock = MediaClock(virtual: false, start: 0)
        // The main thread's clock commits and runs frames from the main run loop.
        if Thread.isMainThread { clock.runLoopDriver = MainRunLoopDriver(clock: clock) }
        pthread_setspecific(key, Unmanaged.passRetained(clock).toOpaque())
        return clock
    }
}
