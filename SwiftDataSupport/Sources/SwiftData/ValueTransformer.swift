import Foundation

#if !canImport(Darwin)
    /// Foundation's `ValueTransformer`, which swift-corelibs-foundation does not have: models that name a
    /// transformer (`@Attribute(.transformable(by: ColorTransformer.self))`) compile here as they do on Apple's
    /// platforms. The stand-in stores the declared value as it stores any other and never calls a transformer:
    /// what a transformer writes is Apple's store's business, and a migration test on macOS covers it.
    open class ValueTransformer {
        /// Creates a transformer.
        public init() {}

        /// The class of the values `transformedValue(_:)` returns.
        open class func transformedValueClass() -> AnyClass { NSObject.self }

        /// Whether `reverseTransformedValue(_:)` is available.
        open class func allowsReverseTransformation() -> Bool { false }

        /// The value transformed.
        open func transformedValue(_ value: Any?) -> Any? { value }

        /// The value transformed back.
        open func reverseTransformedValue(_ value: Any?) -> Any? { value }
    }
#endif
