import Foundation

/// What renders one model's class (after its doc comment), in either flavor: a value holding everything the
/// class is written from, so two equal renderers write the same text.
protocol ModelClassRenderer: Hashable, Sendable {
    /// Writes the class, beginning with a line.
    func render(into writer: inout SwiftWriter)
}

/// The model classes one run has rendered, the latest of each model name, so that a class written again
/// from an equal renderer is copied rather than rendered anew.
///
/// The relationship cascade redefines a model in every version in which a model it reaches changed, though
/// its own declaration did not: in a long history with a central model, most classes of most versions are
/// such copies. Keeping only the latest class of each name bounds the memory by the number of models, not
/// the size of the output, and a version's classes follow the previous version's.
final class ModelClassCache: @unchecked Sendable {
    // @unchecked: every access to `latest` holds `lock`; files of one run render concurrently.
    private let lock = NSLock()
    private var latest: [String: (renderer: any ModelClassRenderer, text: SwiftWriter)] = [:]
    private var copies = 0

    /// Creates an empty cache.
    init() {}

    /// The class `renderer` writes for the model `name`, rendered at `writer`'s indentation, or the copy
    /// kept from an equal renderer at the same indentation.
    func rendered(_ renderer: any ModelClassRenderer, named name: String, at writer: SwiftWriter) -> SwiftWriter {
        if let kept = lock.withLock({ latest[name] }), kept.text.indentation == writer.indentation,
            Self.areEqual(kept.renderer, renderer)
        {
            lock.withLock { copies += 1 }
            return kept.text
        }
        var text = writer.emptyAtSameIndentation
        renderer.render(into: &text)
        text.releaseUnusedCapacity()
        lock.withLock { latest[name] = (renderer, text) }
        return text
    }

    /// How many classes were copied rather than rendered so far.
    var copiedCount: Int { lock.withLock { copies } }

    private static func areEqual<Renderer: ModelClassRenderer>(_ kept: any ModelClassRenderer, _ renderer: Renderer)
        -> Bool
    {
        (kept as? Renderer) == renderer
    }
}
