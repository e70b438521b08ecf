import CFFmpeg
import Foundation
import StrataGraphics

/// Reads a video file back with libavformat/libavcodec: its size, frame rate, duration, colour
/// tags and every frame as RGBA (BT.709 limited range converted back to full-range sRGB). For
/// the tests, which check what `VideoEncoder` wrote; loads every frame, so keep videos small.
package struct VideoFileReader {
    package var width: Int
    package var height: Int
    /// The codec libavcodec reports ("h264", "vp9").
    package var codecName: String
    /// The stream's frame rate (avg_frame_rate).
    package var framesPerSecond: Double
    /// The container's duration in seconds.
    package var duration: Double
    /// The presentation time of each frame in seconds, in order.
    package var frameTimes: [Double]
    /// Each frame as opaque RGBA (premultiplied = straight: alpha is 1).
    package var frames: [CGImage]
    package var pixelFormat: String
    package var colorPrimaries: String
    package var colorTransfer: String
    package var colorSpace: String
    package var colorRange: String

    package init(path: String) throws {
        var format: UnsafeMutablePointer<AVFormatContext>?
        try VideoFileWriter.check(avformat_open_input(&format, path, nil, nil), "cannot open \(path)")
        defer { avformat_close_input(&format) }
        guard let format else { throw VideoError("cannot open \(path)") }
        try VideoFileWriter.check(avformat_find_stream_info(format, nil), "cannot read \(path)")
        var decoder: UnsafePointer<AVCodec>?
        let index = av_find_best_stream(format, AVMEDIA_TYPE_VIDEO, -1, -1, &decoder, 0)
        try VideoFileWriter.check(index, "no video stream in \(path)")
        guard let decoder, let stream = format.pointee.streams[Int(index)] else { throw VideoError("no decoder for \(path)") }
        var codec = avcodec_alloc_context3(decoder)
        defer { avcodec_free_context(&codec) }
        guard let codec else { throw VideoError("out of memory") }
        let parameters = stream.pointee.codecpar.pointee
        try VideoFileWriter.check(avcodec_parameters_to_context(codec, stream.pointee.codecpar), "cannot decode \(path)")
        try VideoFileWriter.check(avcodec_open2(codec, decoder, nil), "cannot decode \(path)")
        width = Int(parameters.width)
        height = Int(parameters.height)
        codecName = String(cString: avcodec_get_name(parameters.codec_id))
        let rate = stream.pointee.avg_frame_rate
        framesPerSecond = rate.den == 0 ? 0 : Double(rate.num) / Double(rate.den)
        duration = Double(format.pointee.duration) / Double(AV_TIME_BASE)
        pixelFormat = av_get_pix_fmt_name(AVPixelFormat(parameters.format)).map { String(cString: $0) } ?? "?"
        colorPrimaries = av_color_primaries_name(parameters.color_primaries).map { String(cString: $0) } ?? "?"
        colorTransfer = av_color_transfer_name(parameters.color_trc).map { String(cString: $0) } ?? "?"
        colorSpace = av_color_space_name(parameters.color_space).map { String(cString: $0) } ?? "?"
        colorRange = av_color_range_name(parameters.color_range).map { String(cString: $0) } ?? "?"

        let timeBase = stream.pointee.time_base
        var frames: [CGImage] = []
        var times: [Double] = []
        var packet = av_packet_alloc()
        var frame = av_frame_alloc()
        defer { av_packet_free(&packet); av_frame_free(&frame) }
        guard let packet, let frame else { throw VideoError("out of memory") }
        func drain() throws {
            while true {
                let status = avcodec_receive_frame(codec, frame)
                if status == cffmpeg_error_again() || status == cffmpeg_error_eof() { return }
                try VideoFileWriter.check(status, "cannot decode \(path)")
                frames.append(try Self.rgba(frame))
                times.append(Double(frame.pointee.best_effort_timestamp) * Double(timeBase.num) / Double(timeBase.den))
                av_frame_unref(frame)
            }
        }
        while av_read_frame(format, packet) >= 0 {
            defer { av_packet_unref(packet) }
            guard packet.pointee.stream_index == index else { continue }
            try VideoFileWriter.check(avcodec_send_packet(codec, packet), "cannot decode \(path)")
            try drain()
        }
        try VideoFileWriter.check(avcodec_send_packet(codec, nil), "cannot decode \(path)")
        try drain()
        self.frames = frames
        frameTimes = times
    }

    /// A decoded frame as RGBA, with the BT.709 matrix and limited range it was written with.
    private static func rgba(_ frame: UnsafeMutablePointer<AVFrame>) throws -> CGImage {
        let width = Int(frame.pointee.width), height = Int(frame.pointee.height)
        guard let scaler = sws_getContext(Int32(width), Int32(height), AVPixelFormat(frame.pointee.format), Int32(width), Int32(height),
                                          AV_PIX_FMT_RGBA, SWS_BICUBIC | SWS_ACCURATE_RND | SWS_FULL_CHR_H_INT, nil, nil, nil) else {
            throw VideoError("libswscale cannot convert the frame to RGBA")
        }
        defer { sws_freeContext(scaler) }
        let bt709 = sws_getCoefficients(SWS_CS_ITU709)
        sws_setColorspaceDetails(scaler, bt709, frame.pointee.color_range == AVCOL_RANGE_JPEG ? 1 : 0, bt709, 1, 0, 1 << 16, 1 << 16)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeMutableBufferPointer { out in
            var planes: [UnsafeMutablePointer<UInt8>?] = [out.baseAddress, nil, nil, nil]
            var strides: [Int32] = [Int32(width * 4), 0, 0, 0]
            withUnsafePointer(to: &frame.pointee.data) { data in
                data.withMemoryRebound(to: UnsafePointer<UInt8>?.self, capacity: 8) { sourcePlanes in
                    withUnsafePointer(to: &frame.pointee.linesize) { sourceStrides in
                        sourceStrides.withMemoryRebound(to: Int32.self, capacity: 8) { sourceStrides in
                            _ = sws_scale(scaler, sourcePlanes, sourceStrides, 0, Int32(height), &planes, &strides)
                        }
                    }
                }
            }
        }
        return try CGImage(width: width, height: height, pixels: pixels, alphaInfo: .noneSkipLast)
    }
}
