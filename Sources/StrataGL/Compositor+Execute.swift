import CGL
import Foundation
import StrataGraphics

/// Replaying a recorded frame: one upload of every instance, then the commands in order with
/// the least GL state change.
extension Compositor {
    /// Replays the draw list; with `damage`, only inside it (every scissor narrowed to it, the
    /// clear included): the rest of the target keeps the last frame (`FrameDamage`).
    func execute(main: TargetBinding, clearColor: RGBA?, damage: PixelRect? = nil, into redirect: GLuint? = nil) -> FrameStats {
        // `redirect` draws a list built for `main` into another framebuffer of the same size and
        // orientation (a window's frame into its retained backing); surfaces keep their own.
        func resolve(_ framebuffer: GLuint) -> GLuint {
            framebuffer == main.framebuffer ? (redirect ?? framebuffer) : framebuffer
        }
        var stats = FrameStats()
        let instances = list.instances
        let stride = MemoryLayout<QuadInstance>.stride
        glBindVertexArray(vertexArray)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), instanceBuffer)
        // Sprite batches read three of an instance's thirteen vectors: those are gathered
        // (in command order) after the whole instances, which are uploaded only when some
        // other command reads them.
        let commands = list.commands
        let needsWholeInstances = gatherSprites(commands, from: instances)
        let wholeBytes = needsWholeInstances ? instances.count * stride : 0
        let spriteStride = QuadInstance.spriteAttributes.count * 16
        let bytes = wholeBytes + spriteStaging.count * 16
        if bytes > instanceCapacity {
            // Grow (rarely); otherwise the same storage is rewritten in place. (Orphaning it
            // every frame made llvmpipe allocate and fault in fresh pages each time.)
            instanceCapacity = max(bytes, instanceCapacity * 2, 64 * 1024)
            glBufferData(GLenum(GL_ARRAY_BUFFER), instanceCapacity, nil, GLenum(GL_STREAM_DRAW))
        }
        if wholeBytes > 0 {
            instances.withUnsafeBytes { glBufferSubData(GLenum(GL_ARRAY_BUFFER), 0, wholeBytes, $0.baseAddress) }
        }
        if !spriteStaging.isEmpty {
            spriteStaging.withUnsafeBytes {
                glBufferSubData(GLenum(GL_ARRAY_BUFFER), wholeBytes, $0.count, $0.baseAddress)
            }
        }
        var nextSprite = 0   // the next sprite batch's first quad in the gathered sprites

        glDisable(GLenum(GL_DEPTH_TEST))
        glDisable(GLenum(GL_CULL_FACE))
        glDisable(GLenum(GL_SCISSOR_TEST))
        glDisable(GLenum(GL_STENCIL_TEST))
        glColorMask(GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE))
        glStencilMask(0xFF)
        let overdraw = debug.mode == .overdraw
        let overdrawPrograms = overdraw ? overdrawVariants() : nil
        let basePass: GLint = overdraw ? 2 : 0
        for program in programs {
            glUseProgram(program.id)
            glUniform1i(program.uniform("u_pass"), basePass)
        }
        var currentProgram: QuadInstance.Program?
        var disabled: [Int] = []
        func use(_ program: QuadInstance.Program) {
            guard program != currentProgram else { return }
            let overdrawVariant = overdrawPrograms?[program.rawValue]
            glUseProgram((overdrawVariant ?? programs[program.rawValue]).id)
            currentProgram = program
            // llvmpipe fetches every enabled attribute: those the program does not read are
            // switched off while it draws.
            let unused = program.unusedAttributes
            if unused != disabled {
                for i in disabled where !unused.contains(i) { glEnableVertexAttribArray(GLuint(i)) }
                for i in unused where !disabled.contains(i) { glDisableVertexAttribArray(GLuint(i)) }
                disabled = unused
            }
        }
        func setBlending() {
            glEnable(GLenum(GL_BLEND))
            if overdraw { glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE)) }
            else { glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA)) }
        }
        setBlending()
        var boundSampler: QuadInstance.Sampler?

        var current = main
        let usesStencil = list.usesStencil
        var boundTexture: GLuint = .max, boundMask: GLuint = .max
        var scissorOn = false, stencilOn = false
        func bind(_ b: TargetBinding, clear: Bool, color: RGBA?) {
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), resolve(b.framebuffer))
            glViewport(0, 0, GLsizei(b.width), GLsizei(b.height))
            current = b
            guard clear else { return }
            applyScissor(nil)
            var mask: GLbitfield = 0
            if usesStencil { glClearStencil(0); mask |= GLbitfield(GL_STENCIL_BUFFER_BIT) }
            if let c = color?.clamped {
                glClearColor(GLfloat(c.red * c.alpha), GLfloat(c.green * c.alpha), GLfloat(c.blue * c.alpha), GLfloat(c.alpha))
                mask |= GLbitfield(GL_COLOR_BUFFER_BIT)
            }
            if mask != 0 { glClear(mask) }
        }
        func applyScissor(_ clip: PixelRect?) {
            // The damage is in the frame's pixels; intermediate surfaces are drawn whole.
            let d = current.framebuffer == main.framebuffer ? damage : nil
            let scissor = d.map { d in clip.map { $0.intersection(d) } ?? d } ?? clip
            guard let s = scissor else {
                if scissorOn { glDisable(GLenum(GL_SCISSOR_TEST)); scissorOn = false }
                return
            }
            if !scissorOn { glEnable(GLenum(GL_SCISSOR_TEST)); scissorOn = true }
            let y = current.topDown ? s.y : current.height - s.y - s.height
            glScissor(GLint(s.x), GLint(y), GLsizei(max(0, s.width)), GLsizei(max(0, s.height)))
        }
        func applyStencil(_ level: Int32) {
            if level > 0 {
                if !stencilOn { glEnable(GLenum(GL_STENCIL_TEST)); stencilOn = true }
                glStencilFunc(GLenum(GL_EQUAL), level, 0xFF)
                glStencilOp(GLenum(GL_KEEP), GLenum(GL_KEEP), GLenum(GL_KEEP))
            } else if stencilOn {
                glDisable(GLenum(GL_STENCIL_TEST)); stencilOn = false
            }
        }

        var first = true
        for command in commands {
            switch command {
            case .bind(let b):
                bind(b, clear: first || b.clear, color: first ? clearColor : .clear)
                first = false
            case .draw(let batch):
                applyScissor(batch.clip.scissor)
                applyStencil(batch.clip.stencilLevel)
                use(batch.program)
                if batch.texture != 0, batch.texture != boundTexture {
                    glActiveTexture(GLenum(GL_TEXTURE0)); glBindTexture(GLenum(GL_TEXTURE_2D), batch.texture); boundTexture = batch.texture
                }
                if batch.texture != 0, batch.sampler != boundSampler {
                    glBindSampler(0, samplers[batch.sampler.rawValue]); boundSampler = batch.sampler
                }
                if batch.mask != 0, batch.mask != boundMask {
                    glActiveTexture(GLenum(GL_TEXTURE1)); glBindTexture(GLenum(GL_TEXTURE_2D), batch.mask)
                    glActiveTexture(GLenum(GL_TEXTURE0)); boundMask = batch.mask
                }
                if batch.program == .sprite {
                    QuadInstance.bindSpriteAttributes(offset: wholeBytes + nextSprite * spriteStride)
                    nextSprite += batch.count
                } else {
                    QuadInstance.bindAttributes(offset: batch.first * stride)
                }
                glDrawArraysInstanced(GLenum(GL_TRIANGLE_STRIP), 0, 4, GLsizei(batch.count))
                stats.drawCalls += 1
                stats.batches += 1
                stats.quads += batch.count
                if batch.program == .sprite { stats.spriteQuads += batch.count }
            case .stencil(let index, let level, let increment, let scissor):
                applyScissor(scissor)
                if !stencilOn { glEnable(GLenum(GL_STENCIL_TEST)); stencilOn = true }
                glStencilFunc(GLenum(GL_EQUAL), increment ? level : level + 1, 0xFF)
                glStencilOp(GLenum(GL_KEEP), GLenum(GL_KEEP), GLenum(increment ? GL_INCR : GL_DECR))
                glColorMask(GLboolean(GL_FALSE), GLboolean(GL_FALSE), GLboolean(GL_FALSE), GLboolean(GL_FALSE))
                use(.layer)
                let passUniform = programs[QuadInstance.Program.layer.rawValue].uniform("u_pass")
                glUniform1i(passUniform, 1)
                QuadInstance.bindAttributes(offset: index * stride)
                glDrawArraysInstanced(GLenum(GL_TRIANGLE_STRIP), 0, 4, 1)
                glUniform1i(passUniform, basePass)
                glColorMask(GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE))
                stats.drawCalls += 1
            case .blur(let source, let destination, let width, let height, let horizontal, let sigma, let stride, let saturation,
                       let clamps):
                let resume = current
                glBindFramebuffer(GLenum(GL_FRAMEBUFFER), destination.framebuffer)
                glViewport(0, 0, GLsizei(width), GLsizei(height))
                if scissorOn { glDisable(GLenum(GL_SCISSOR_TEST)); scissorOn = false }
                if stencilOn { glDisable(GLenum(GL_STENCIL_TEST)); stencilOn = false }
                glClearColor(0, 0, 0, 0)
                glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
                glDisable(GLenum(GL_BLEND))
                glUseProgram(blurProgram.id)
                currentProgram = nil
                glActiveTexture(GLenum(GL_TEXTURE0)); glBindTexture(GLenum(GL_TEXTURE_2D), source.texture); boundTexture = source.texture
                glBindSampler(0, 0); boundSampler = .own
                glUniform4f(blurProgram.uniform("u_uvRect"), 0, 0,
                            GLfloat(Double(width) / Double(source.width)), GLfloat(Double(height) / Double(source.height)))
                // Every `stride`-th texel: the kernel in units of the stride (blur.glsl's weights
                // exp(-i²/2σ²) at i strides are the Gaussian's at i·stride texels).
                let k = GLfloat(max(stride, 1))
                glUniform2f(blurProgram.uniform("u_step"), horizontal ? k / GLfloat(source.width) : 0,
                            horizontal ? 0 : k / GLfloat(source.height))
                glUniform1f(blurProgram.uniform("u_sigma"), sigma / k)
                glUniform1i(blurProgram.uniform("u_radius"), GLint(saturating: (GLfloat(DrawList.blurReach(sigma)) / k).rounded(.up)))
                glUniform1f(blurProgram.uniform("u_saturation"), saturation)
                // Half a texel in from the copied area's edges, or (no clamping) the texture's.
                let sw = GLfloat(source.width), sh = GLfloat(source.height)
                glUniform4f(blurProgram.uniform("u_clamp"), 0.5 / sw, 0.5 / sh,
                            clamps ? (GLfloat(width) - 0.5) / sw : 1, clamps ? (GLfloat(height) - 0.5) / sh : 1)
                glDrawArrays(GLenum(GL_TRIANGLE_STRIP), 0, 4)
                stats.drawCalls += 1
                setBlending()
                bind(resume, clear: false, color: nil)
            case .transition(let draw):
                applyScissor(draw.clip.scissor)
                applyStencil(draw.clip.stencilLevel)
                // The full instance layout: the quad and sprite programs leave the clip and
                // shape attributes off, which the transition program reads.
                use(.layer)
                drawTransition(draw, stride: stride)
                boundTexture = .max; boundMask = .max
                stats.drawCalls += 1
                stats.quads += 1
                // The transition left its own program, blending and samplers bound.
                currentProgram = nil
                boundSampler = nil
                setBlending()
            case .copyBackdrop(let copy):
                // A blit obeys the scissor test; the copy is whole.
                if scissorOn { glDisable(GLenum(GL_SCISSOR_TEST)); scissorOn = false }
                var source = copy
                source.source.framebuffer = resolve(copy.source.framebuffer)
                copyBackdrop(source)
                bind(current, clear: false, color: nil)
            case .blend(let draw):
                applyScissor(draw.clip.scissor)
                applyStencil(draw.clip.stencilLevel)
                use(.layer)   // the full instance layout: the blend program reads the clip attributes
                drawBlend(draw, stride: stride)
                boundTexture = .max; boundMask = .max
                stats.drawCalls += 1
                stats.quads += 1
                // The blend left its own program, blend function and samplers bound.
                currentProgram = nil
                boundSampler = nil
                setBlending()
            }
        }
        if scissorOn { glDisable(GLenum(GL_SCISSOR_TEST)) }
        if stencilOn { glDisable(GLenum(GL_STENCIL_TEST)) }
        for i in disabled { glEnableVertexAttribArray(GLuint(i)) }
        glBindSampler(0, 0)
        glBindVertexArray(0)
        glUseProgram(0)
        return stats
    }

    /// Gathers the compact form (`QuadInstance.spriteAttributes`) of every sprite batch's
    /// quads into `spriteStaging`, in command order; returns whether any other command reads
    /// whole instances.
    private func gatherSprites(_ commands: [DrawCommand], from instances: [QuadInstance]) -> Bool {
        var needsWhole = false
        var sprites = 0
        for command in commands {
            switch command {
            case .draw(let batch) where batch.program == .sprite: sprites += batch.count
            case .draw, .stencil, .transition, .blend: needsWhole = true
            case .bind, .blur, .copyBackdrop: break
            }
        }
        // Sized first, then written in place: three appends a sprite (each a capacity check)
        // were half of the gathering.
        let count = 3 * sprites
        if spriteStaging.count > count {
            spriteStaging.removeLast(spriteStaging.count - count)
        } else if spriteStaging.count < count {
            spriteStaging.append(contentsOf: repeatElement(SIMD4<Float>(), count: count - spriteStaging.count))
        }
        guard sprites > 0 else { return needsWhole }
        instances.withUnsafeBufferPointer { quads in
            spriteStaging.withUnsafeMutableBufferPointer { out in
                var k = 0
                for command in commands {
                    guard case .draw(let batch) = command, batch.program == .sprite else { continue }
                    for i in batch.first..<(batch.first + batch.count) {
                        out[k] = quads[i].clip0
                        out[k + 1] = quads[i].clip1
                        out[k + 2] = quads[i].clip2
                        k += 3
                    }
                }
            }
        }
        return needsWhole
    }
}
