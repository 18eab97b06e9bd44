import SchemaModel

extension VersionStep {
    /// Why an instance of the app at the previous version can't use a store migrated by this step
    /// (``OlderInstanceCompatibility``, the rule the runtime records in the store); empty when the step is
    /// expanding, and for the first version. Computed when asked: only the plan and `schemagen expand` read it,
    /// and it lays out both versions.
    package var olderInstanceObstacles: [OlderInstanceCompatibility.Obstacle] {
        guard let previous else { return [] }
        return OlderInstanceCompatibility.obstacles(
            from: StoreLayout(previous.schema), to: StoreLayout(schema.schema), changes: changes)
    }
}
