/// The out-of-line data of a `LayerProgram`'s steps, in one allocation: key times and
/// one-dimensional segments (`scalars`), segment timing functions, vector segments, spring
/// solvers, and the cached committed transforms. Plain pointers, so the frame reads them
/// without retaining an array buffer each time; the program frees them when it goes.
struct ProgramData {
    let scalars: UnsafeMutablePointer<Double>
    let easings: UnsafeMutablePointer<Easing>
    let segments: UnsafeMutablePointer<VectorCurve.Segment>
    let springs: UnsafeMutablePointer<SpringSolver>
    /// `transform` and `sublayerTransform` as last committed (see `ProgramHeader.syncBase`).
    let bases: UnsafeMutablePointer<CATransform3D>
    /// The whole block, for the walk's prefetch.
    let raw: UnsafeMutableRawPointer
    let byteCount: Int

    init(scalars: [Double], easings: [Easing], segments: [VectorCurve.Segment], springs: [SpringSolver]) {
        // One block: each region at its type's alignment, scalars first (a frame reads the key
        // times before anything else).
        var size = 0
        func region<T>(_ type: T.Type, _ count: Int) -> Int {
            let offset = (size + MemoryLayout<T>.alignment - 1) / MemoryLayout<T>.alignment * MemoryLayout<T>.alignment
            size = offset + MemoryLayout<T>.stride * count
            return offset
        }
        let scalarsAt = region(Double.self, scalars.count)
        let easingsAt = region(Easing.self, easings.count)
        let segmentsAt = region(VectorCurve.Segment.self, segments.count)
        let springsAt = region(SpringSolver.self, springs.count)
        let basesAt = region(CATransform3D.self, 2)
        raw = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 32)
        byteCount = size
        self.scalars = (raw + scalarsAt).bindMemory(to: Double.self, capacity: scalars.count)
        self.scalars.initialize(from: scalars, count: scalars.count)
        self.easings = (raw + easingsAt).bindMemory(to: Easing.self, capacity: easings.count)
        self.easings.initialize(from: easings, count: easings.count)
        self.segments = (raw + segmentsAt).bindMemory(to: VectorCurve.Segment.self, capacity: segments.count)
        self.segments.initialize(from: segments, count: segments.count)
        self.springs = (raw + springsAt).bindMemory(to: SpringSolver.self, capacity: springs.count)
        self.springs.initialize(from: springs, count: springs.count)
        bases = (raw + basesAt).bindMemory(to: CATransform3D.self, capacity: 2)
        bases.initialize(repeating: CATransform3DIdentity, count: 2)
    }

    /// Frees the block (every type in it is trivial: nothing to deinitialize).
    func deallocate() { raw.deallocate() }
}
