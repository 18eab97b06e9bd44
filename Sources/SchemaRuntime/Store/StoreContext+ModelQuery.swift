extension StoreContext {
    /// `fetch(_:where:orderBy:limit:)` with the condition and the ordering named by
    /// key path, so a misspelt attribute fails to compile:
    ///
    /// ```swift
    /// let pinned = try context.fetch(Note.self, where: .equal(\.isPinned, true), orderBy: [.descending(\.createdAt)])
    /// ```
    public func fetch<Model: StoredModel>(
        _ type: Model.Type, where predicate: ModelPredicate<Model>?, orderBy: [ModelSortKey<Model>] = [],
        limit: Int? = nil
    ) throws -> [Model] {
        try fetch(
            type, where: predicate?.condition.get(), orderBy: orderBy.map { try $0.key.get() }, limit: limit)
    }

    /// `fetch(_:where:orderBy:limit:)` of every instance, ordered by key path.
    public func fetch<Model: StoredModel>(
        _ type: Model.Type, orderBy: [ModelSortKey<Model>], limit: Int? = nil
    ) throws -> [Model] {
        try fetch(type, where: nil as StorePredicate?, orderBy: orderBy.map { try $0.key.get() }, limit: limit)
    }

    /// How many stored instances of `type` match `predicate`, named by key path.
    public func count<Model: StoredModel>(_ type: Model.Type, where predicate: ModelPredicate<Model>) throws -> Int {
        try count(type, where: predicate.condition.get())
    }
}
