import Foundation

/// Animated images: a list of frames shown in turn over a duration, which an image view plays
/// as soon as it is given one (Apple: UIImage `animatedImage(with:duration:)`, `images`,
/// `duration`). Loading indicators and GIF helpers build them.
extension UIImage {
    /// An animated image of `images` (which should share a size and scale) played over
    /// `duration` seconds: its size, scale and bitmap are the first frame's. Nil when there
    /// are no frames or the first has no bitmap.
    public class func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard let first = images.first, let bitmap = first.cgImage else { return nil }
        let image = UIImage(cgImage: bitmap, scale: first.scale)
        image.images = images
        image.duration = duration.isFinite && duration > 0 ? duration : 0
        return image
    }

    /// An animated image of the files `name0`, `name1`, … (up to `name1024`) found as
    /// `UIImage(named:)` finds them, played over `duration` seconds; nil if there is no `name0`
    /// (Apple: `animatedImageNamed(_:duration:)`).
    public class func animatedImageNamed(_ name: String, duration: TimeInterval) -> UIImage? {
        var frames: [UIImage] = []
        for index in 0...1024 {
            guard let frame = UIImage(named: "\(name)\(index)") else { break }
            frames.append(frame)
        }
        return animatedImage(with: frames, duration: duration)
    }
}
