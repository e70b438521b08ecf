import CFFmpeg
import Foundation
import StrataGraphics

/// One video file being written with libavformat/libavcodec, frame by frame, on one thread at a
/// time (`VideoEncoder` runs it on its queue).
///
/// Colour: the frames are sRGB. sRGB and BT.709 share primaries and white point, and players
/// show BT.709-tagged video with the display's own (sRGB-like) response, so the pixels convert
/// with the BT.709 matrix to limited ("TV") range and the stream and codec are tagged BT.709
/// primaries, transfer and matrix, TV range — what players honour everywhere, so a frame
/// plays back with the colours of the PNG it came from.
final class VideoFileWriter: @unchecked Sendable {  // used by one thread at a time (VideoEncoder's queue)
    let path: String
    /// The encoded size: the frames' size rounded up to even numbers (4:2:0 halves both).
    let width: Int
    let height: Int
    private var formatContext: UnsafeMutablePointer<AVFormatContext>?
    private var codecContext: UnsafeMutablePointer<AVCodecContext>?
    private let stream: UnsafeMutablePointer<AVStream>
    private var frame: UnsafeMutablePointer<AVFrame>?
    private var packet: UnsafeMutablePointer<AVPacket>?
    private var scaler: OpaquePointer?
    private var nextTimestamp: Int64 = 0
    private var headerWritten = false
    private var finished = false

    init(path: String, width sourceWidth: Int, height sourceHeight: Int, settings: VideoSettings) throws {
        try settings.validate()
        // FFmpeg's encoders report statistics on stderr; only errors belong there (they reach
        // the caller as a VideoError anyway).
        av_log_set_level(AV_LOG_ERROR)
        guard sourceWidth > 0, sourceHeight > 0, sourceWidth <= 16_384, sourceHeight <= 16_384 else {
            throw VideoError("a video frame must be 1…16384 pixels on each side, got \(sourceWidth)x\(sourceHeight)")
        }
        self.path = path
        width = (sourceWidth + 1) & ~1
        height = (sourceHeight + 1) & ~1
        let format = settings.format
        let codec = try Self.encoder(named: format.encoderName, for: format)
        var context: UnsafeMutablePointer<AVFormatContext>?
        try Self.check(avformat_alloc_output_context2(&context, nil, format.muxerName, path), "cannot start \(path)")
        guard let context, let stream = avformat_new_stream(context, nil), let codecContext = avcodec_alloc_context3(codec),
              let frame = av_frame_alloc(), let packet = av_packet_alloc() else {
            avformat_free_context(context)
            throw VideoError("out of memory starting \(path)")
        }
        formatContext = context
        self.stream = stream
        self.codecContext = codecContext
        self.frame = frame
        self.packet = packet

        // Constant frame rate: the time base is one frame, so frame n has pts n exactly.
        let rate = av_d2q(settings.framesPerSecond, 1_000_000)
        let c = codecContext
        c.pointee.width = Int32(width)
        c.pointee.height = Int32(height)
        c.pointee.pix_fmt = AV_PIX_FMT_YUV420P
        c.pointee.time_base = AVRational(num: rate.den, den: rate.num)
        c.pointee.framerate = rate
        // A key frame at least every 2 s, so players seek quickly.
        c.pointee.gop_size = Int32(saturating: (settings.framesPerSecond * 2).rounded(), in: 1...600)
        c.pointee.color_primaries = AVCOL_PRI_BT709
        c.pointee.color_trc = AVCOL_TRC_BT709
        c.pointee.colorspace = AVCOL_SPC_BT709
        c.pointee.color_range = AVCOL_RANGE_MPEG
        c.pointee.chroma_sample_location = AVCHROMA_LOC_LEFT
        if (context.pointee.oformat.pointee.flags & AVFMT_GLOBALHEADER) != 0 {
            c.pointee.flags |= Int32(AV_CODEC_FLAG_GLOBAL_HEADER)
        }
        var options: OpaquePointer?
        defer { av_dict_free(&options) }
        if let bitRate = settings.bitRate {
            c.pointee.bit_rate = Int64(bitRate)
        } else {
            av_dict_set(&options, "crf", String(settings.quality ?? format.defaultQuality), 0)
            // libvpx's constant quality mode needs a zero bit rate besides the CRF.
            if format == .webm { c.pointee.bit_rate = 0 }
        }
        if format == .webm {
            // libvpx's default (cpu-used 1) is several times slower for little gain here.
            av_dict_set(&options, "deadline", "good", 0)
            av_dict_set(&options, "cpu-used", "4", 0)
            av_dict_set(&options, "row-mt", "1", 0)
        }
        try Self.check(avcodec_open2(c, codec, &options), "cannot open the \(format.encoderName) encoder")
        try Self.check(avcodec_parameters_from_context(stream.pointee.codecpar, c), "cannot set up \(path)")
        stream.pointee.time_base = c.pointee.time_base
        stream.pointee.avg_frame_rate = rate
        stream.pointee.r_frame_rate = rate

        frame.pointee.format = AV_PIX_FMT_YUV420P.rawValue
        frame.pointee.width = Int32(width)
        frame.pointee.height = Int32(height)
        frame.pointee.color_primaries = AVCOL_PRI_BT709
        frame.pointee.color_trc = AVCOL_TRC_BT709
        frame.pointee.colorspace = AVCOL_SPC_BT709
        frame.pointee.color_range = AVCOL_RANGE_MPEG
        try Self.check(av_frame_get_buffer(frame, 0), "out of memory for a video frame")

        // Full-range sRGB in, BT.709 limited range out. Premultiplied RGBA read as RGB is the
        // image over black: videos have no alpha.
        guard let scaler = sws_getContext(Int32(width), Int32(height), AV_PIX_FMT_RGBA, Int32(width), Int32(height),
                                          AV_PIX_FMT_YUV420P, SWS_BICUBIC | SWS_ACCURATE_RND | SWS_FULL_CHR_H_INP, nil, nil, nil) else {
            throw VideoError("libswscale cannot convert RGBA to yuv420p")
        }
        self.scaler = scaler
        let bt709 = sws_getCoefficients(SWS_CS_ITU709)
        sws_setColorspaceDetails(scaler, bt709, 1, bt709, 0, 0, 1 << 16, 1 << 16)

        if (context.pointee.oformat.pointee.flags & AVFMT_NOFILE) == 0 {
            try Self.check(avio_open(&context.pointee.pb, path, AVIO_FLAG_WRITE), "cannot write \(path)")
        }
        var muxOptions: OpaquePointer?
        defer { av_dict_free(&muxOptions) }
        // The index at the front, so a browser starts playing before the whole file arrives.
        if format == .mp4 { av_dict_set(&muxOptions, "movflags", "+faststart", 0) }
        try Self.check(avformat_write_header(context, &muxOptions), "cannot write \(path)")
        headerWritten = true
    }

    deinit {
        if let formatContext {
            if !finished, formatContext.pointee.pb != nil { avio_closep(&formatContext.pointee.pb) }
            avformat_free_context(formatContext)
        }
        avcodec_free_context(&codecContext)
        av_frame_free(&frame)
        av_packet_free(&packet)
        sws_freeContext(scaler)
    }

    /// Encodes `image` as the next frame (shown for one frame's duration).
    func encode(_ image: CGImage) throws {
        guard let frame, let scaler, !finished else { throw VideoError("\(path) is already finished") }
        try Self.check(av_frame_make_writable(frame), "out of memory for a video frame")
        let rgba = Self.padded(image, toWidth: width, height: height)
        rgba.withUnsafeBufferPointer { pixels in
            var sourcePlanes: [UnsafePointer<UInt8>?] = [pixels.baseAddress, nil, nil, nil]
            var sourceStrides: [Int32] = [Int32(width * 4), 0, 0, 0]
            withUnsafeMutablePointer(to: &frame.pointee.data) { data in
                data.withMemoryRebound(to: UnsafeMutablePointer<UInt8>?.self, capacity: 8) { planes in
                    withUnsafeMutablePointer(to: &frame.pointee.linesize) { strides in
                        strides.withMemoryRebound(to: Int32.self, capacity: 8) { strides in
                            _ = sws_scale(scaler, &sourcePlanes, &sourceStrides, 0, Int32(height), planes, strides)
                        }
                    }
                }
            }
        }
        frame.pointee.pts = nextTimestamp
        nextTimestamp += 1
        try send(frame)
    }

    /// Flushes the encoder, writes the file's index and closes it.
    func finish() throws {
        guard !finished, let formatContext else { return }
        try send(nil)
        finished = true
        try Self.check(av_write_trailer(formatContext), "cannot finish \(path)")
        if formatContext.pointee.pb != nil {
            try Self.check(avio_closep(&formatContext.pointee.pb), "cannot finish \(path)")
        }
    }

    /// Sends a frame (nil: the end) and writes every packet the encoder has ready.
    private func send(_ frame: UnsafeMutablePointer<AVFrame>?) throws {
        guard let codecContext, let packet, let formatContext else { return }
        try Self.check(avcodec_send_frame(codecContext, frame), "cannot encode a frame of \(path)")
        while true {
            let status = avcodec_receive_packet(codecContext, packet)
            if status == cffmpeg_error_again() || status == cffmpeg_error_eof() { return }
            try Self.check(status, "cannot encode a frame of \(path)")
            // Every frame lasts one tick of the frame-rate time base (so does the last one,
            // which sets the file's duration).
            if packet.pointee.duration == 0 { packet.pointee.duration = 1 }
            av_packet_rescale_ts(packet, codecContext.pointee.time_base, stream.pointee.time_base)
            packet.pointee.stream_index = stream.pointee.index
            try Self.check(av_interleaved_write_frame(formatContext, packet), "cannot write \(path)")
        }
    }

    /// The image's pixels at `width`×`height`: odd sizes gain one column or row repeating the
    /// last one (4:2:0 needs even sizes; repeating the edge keeps its chroma clean).
    static func padded(_ image: CGImage, toWidth width: Int, height: Int) -> [UInt8] {
        if image.width == width, image.height == height, image.bytesPerRow == width * 4 { return image.pixelData }
        var out = [UInt8](repeating: 0, count: width * height * 4)
        let source = image.pixelData
        for y in 0..<height {
            let sy = min(y, image.height - 1)
            let row = sy * image.bytesPerRow
            for x in 0..<width {
                let s = row + min(x, image.width - 1) * 4
                let d = (y * width + x) * 4
                out[d] = source[s]; out[d + 1] = source[s + 1]; out[d + 2] = source[s + 2]; out[d + 3] = source[s + 3]
            }
        }
        return out
    }

    /// libavcodec's encoder `name`, or a `VideoError` naming it (a libavcodec built without it).
    static func encoder(named name: String, for format: VideoFormat) throws -> UnsafePointer<AVCodec> {
        guard let codec = avcodec_find_encoder_by_name(name) else {
            throw VideoError("this FFmpeg's libavcodec has no \(name) encoder, which .\(format.rawValue) (\(format.codecName)) output needs (Debian's libavcodec59 has it)")
        }
        return codec
    }

    static func check(_ status: Int32, _ what: String) throws {
        guard status < 0 else { return }
        throw VideoError("\(what): \(errorString(status))")
    }

    static func errorString(_ status: Int32) -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        cffmpeg_error_string(status, &buffer, buffer.count)
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
