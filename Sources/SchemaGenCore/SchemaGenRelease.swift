/// The schemagen release this build is, as `schemagen --version` prints it. Generated files do not record
/// it (they would change with every release); they check the runtime's API version instead.
public enum SchemaGenRelease {
    /// The release number.
    public static let version = "0.4.0"
}
