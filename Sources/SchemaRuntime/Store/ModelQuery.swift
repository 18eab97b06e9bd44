import SchemaModel

/// A condition on a model's stored attributes, named by key path, so a misspelt name or a value of the wrong
/// type fails to compile; for ``StoreContext``'s `fetch(_:where:orderBy:limit:)`.
/// Combined with `&&`, `||` and `!`, like ``StorePredicate``, which stays for names known only at run time.
///
/// ```swift
/// let recent = try context.fetch(SDMeal.self, where: .greater(\.loggedAt, since) && .isNotNull(\.title))
/// ```
///
/// A key path to something the store does not hold as a column (a computed or transient property, a
/// relationship) compiles, and the fetch throws ``SchemaStoreError/unknownProperty(entity:property:)``.
public struct ModelPredicate<Model: StoredModel>: Sendable {
    /// The condition by stored names, or the key path that names no stored attribute.
    let condition: Result<StorePredicate, SchemaStoreError>

    private init(_ condition: Result<StorePredicate, SchemaStoreError>) {
        self.condition = condition
    }

    /// `make`'s condition on the stored name of the attribute at `keyPath`.
    private init(_ keyPath: PartialKeyPath<Model>, _ make: (String) -> StorePredicate) {
        self.init(ModelKeyPaths.storedName(of: keyPath, in: Model.self).map(make))
    }

    /// The attribute equals `value`; equal to `nil` is `IS NULL`.
    public static func equal<Value: StorableValue>(_ keyPath: KeyPath<Model, Value>, _ value: Value) -> Self {
        let stored = value.storedValue
        return Self(keyPath) { stored == .null ? .isNull($0) : .compare($0, .equal, stored) }
    }
    /// The attribute differs from `value`; differing from `nil` is `IS NOT NULL`.
    public static func notEqual<Value: StorableValue>(_ keyPath: KeyPath<Model, Value>, _ value: Value) -> Self {
        let stored = value.storedValue
        return Self(keyPath) { stored == .null ? .not(.isNull($0)) : .compare($0, .notEqual, stored) }
    }
    /// The attribute is less than `value`.
    public static func less<Value: StorableValue>(_ keyPath: KeyPath<Model, Value>, _ value: Value) -> Self {
        compare(keyPath, .less, value)
    }
    /// The attribute is at most `value`.
    public static func lessOrEqual<Value: StorableValue>(_ keyPath: KeyPath<Model, Value>, _ value: Value) -> Self {
        compare(keyPath, .lessOrEqual, value)
    }
    /// The attribute is greater than `value`.
    public static func greater<Value: StorableValue>(_ keyPath: KeyPath<Model, Value>, _ value: Value) -> Self {
        compare(keyPath, .greater, value)
    }
    /// The attribute is at least `value`.
    public static func greaterOrEqual<Value: StorableValue>(_ keyPath: KeyPath<Model, Value>, _ value: Value)
        -> Self
    {
        compare(keyPath, .greaterOrEqual, value)
    }
    /// The text attribute matches an SQL `LIKE` pattern.
    public static func like(_ keyPath: KeyPath<Model, String>, _ pattern: String) -> Self {
        Self(keyPath) { .compare($0, .like, .text(pattern)) }
    }
    /// The optional text attribute matches an SQL `LIKE` pattern (`NULL` never does).
    public static func like(_ keyPath: KeyPath<Model, String?>, _ pattern: String) -> Self {
        Self(keyPath) { .compare($0, .like, .text(pattern)) }
    }
    /// The attribute is NULL.
    public static func isNull<Value: StorableValue>(_ keyPath: KeyPath<Model, Value?>) -> Self {
        Self(keyPath) { .isNull($0) }
    }
    /// The attribute is not NULL.
    public static func isNotNull<Value: StorableValue>(_ keyPath: KeyPath<Model, Value?>) -> Self {
        Self(keyPath) { .not(.isNull($0)) }
    }

    private static func compare<Value: StorableValue>(
        _ keyPath: KeyPath<Model, Value>, _ comparison: StorePredicate.Comparison, _ value: Value
    ) -> Self {
        let stored = value.storedValue
        return Self(keyPath) { .compare($0, comparison, stored) }
    }

    /// Both hold.
    public static func && (lhs: Self, rhs: Self) -> Self {
        Self(lhs.condition.flatMap { left in rhs.condition.map { .and(left, $0) } })
    }
    /// Either holds.
    public static func || (lhs: Self, rhs: Self) -> Self {
        Self(lhs.condition.flatMap { left in rhs.condition.map { .or(left, $0) } })
    }
    /// It does not hold.
    public static prefix func ! (predicate: Self) -> Self { Self(predicate.condition.map { .not($0) }) }
}

/// An ordering for typed fetches: an attribute named by key path, ascending or descending.
public struct ModelSortKey<Model: StoredModel>: Sendable {
    /// The ordering by stored name, or the key path that names no stored attribute.
    let key: Result<StoreSortKey, SchemaStoreError>

    /// Ascending by the attribute at `keyPath`.
    public static func ascending<Value: StorableValue>(_ keyPath: KeyPath<Model, Value>) -> Self {
        Self(key: ModelKeyPaths.storedName(of: keyPath, in: Model.self).map { .ascending($0) })
    }
    /// Descending by the attribute at `keyPath`.
    public static func descending<Value: StorableValue>(_ keyPath: KeyPath<Model, Value>) -> Self {
        Self(key: ModelKeyPaths.storedName(of: keyPath, in: Model.self).map { .descending($0) })
    }
}

/// Stored names of key paths, through a model's ``StoredProperties``.
enum ModelKeyPaths {
    /// The stored name of the attribute at `keyPath` of `model`; an error naming the key path for anything
    /// that is not a stored attribute. (`persistentModelID` is the class's own property, whose key path the
    /// runtime can't tell from the protocol's: order by the primary key with the name `_pk`.)
    static func storedName<Model: StoredModel>(of keyPath: PartialKeyPath<Model>, in model: Model.Type)
        -> Result<String, SchemaStoreError>
    {
        guard let name = Model.storedProperties.storedName(of: keyPath) else {
            // A computed property's key path describes itself by an address, which differs on every run.
            let described = "\(keyPath)"
            let shown = described.contains("<computed") ? "\(type(of: keyPath))" : described
            return .failure(.unknownProperty(entity: Model.entityName, property: shown))
        }
        return .success(name)
    }
}
