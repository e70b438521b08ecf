import Foundation
import StrataGraphics

extension CALayer {
    /// `copyAttributes(from:)`'s work for CALayer's own attributes (CALayer.swift declares the
    /// overridable method): every stored attribute outside `state`, not the tree or animations.
    final func copyCoreAttributes(from other: CALayer) {
        beginTime = other.beginTime; duration = other.duration; speed = other.speed
        timeOffset = other.timeOffset; repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration; autoreverses = other.autoreverses
        fillMode = other.fillMode
        name = other.name; delegate = other.delegate; actions = other.actions; style = other.style
        contentsGravity = other.contentsGravity; allowsGroupOpacity = other.allowsGroupOpacity
        minificationFilter = other.minificationFilter; magnificationFilter = other.magnificationFilter
        minificationFilterBias = other.minificationFilterBias; maskedCorners = other.maskedCorners
        cornerCurve = other.cornerCurve
        compositingFilterValue = other.compositingFilterValue; compositingBlendMode = other.compositingBlendMode
        allowsEdgeAntialiasing = other.allowsEdgeAntialiasing; edgeAntialiasingMask = other.edgeAntialiasingMask
        isOpaque = other.isOpaque
        needsDisplayOnBoundsChange = other.needsDisplayOnBoundsChange
        rasterizationScale = other.rasterizationScale; shouldRasterize = other.shouldRasterize
        drawsAsynchronously = other.drawsAsynchronously; contentsFormat = other.contentsFormat
        isGeometryFlipped = other.isGeometryFlipped
        customValues = other.customValues
    }
}
