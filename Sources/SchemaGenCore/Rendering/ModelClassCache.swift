import SchemaKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

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
    /// One share of the cache: the latest class of each of its names, and how many it copied.
    private final class Stripe: @unchecked Sendable {
        // @unchecked: every access to `latest` and `copies` holds `lock`.
        let lock = Lock()
        var latest: [String: (renderer: any ModelClassRenderer, text: SwiftWriter)] = [:]
        var copies = 0
    }

    /// The names spread over several locks, by hash: files of one run render concurrently and ask for every
    /// class, and with one lock the rendering threads queued for it (thousands of waits in the kernel on a
    /// long history, which a share per name makes rare).
    private let stripes = (0..<16).map { _ in Stripe() }

    /// Creates an empty cache.
    init() {}

    /// The class `renderer` writes for the model `name`, rendered at `writer`'s indentation, or the copy
    /// kept from an equal renderer at the same indentation.
    func rendered(_ renderer: any ModelClassRenderer, named name: String, at writer: SwiftWriter) -> SwiftWriter {
        let stripe = stripes[Int(UInt(bitPattern: name.hashValue) % UInt(stripes.count))]
        // Compared after the lock is let go: two renderers of a changed model are compared field by field.
        if let kept = stripe.lock.withLock({ stripe.latest[name] }), kept.text.indentation == writer.indentation,
            Self.areEqual(kept.renderer, renderer)
        {
            stripe.lock.withLock { stripe.copies += 1 }
            return kept.text
        }
        var text = writer.emptyAtSameIndentation
        renderer.render(into: &text)
        text.releaseUnusedCapacity()
        // The class replaced comes out of the lock and is freed after it is let go, not while the other threads
        // wait for it.
        _ = stripe.lock.withLock { stripe.latest.updateValue((renderer, text), forKey: name) }
        return text
    }

    /// How many classes were copied rather than rendered so far.
    var copiedCount: Int { stripes.reduce(0) { total, stripe in total + stripe.lock.withLock { stripe.copies } } }

    private static func areEqual<Renderer: ModelClassRenderer>(_ kept: any ModelClassRenderer, _ renderer: Renderer)
        -> Bool
    {
        (kept as? Renderer) == renderer
    }
}
