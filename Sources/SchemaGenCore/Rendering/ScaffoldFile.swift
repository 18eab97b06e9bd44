/// What every scaffolded file has, in both flavors: it is written once and is the team's from then on.
enum ScaffoldFile {
    /// The first line of every scaffolded file.
    static let ownershipLine =
        "// Written once by `schemagen scaffold`; this file is yours. schemagen never overwrites it."

    /// A scaffolded file at `path`, its lines within the width generated code keeps (the team reads these
    /// from now on).
    static func file(_ path: String, contents: String) -> GeneratedFile {
        GeneratedFile(path: path, contents: SwiftLineFitter.fit(contents))
    }

    /// A writer that has begun a scaffolded file: the ownership line, then `modules` imported.
    static func writer(importing modules: [String]) -> SwiftWriter {
        var writer = SwiftWriter()
        writer.line(ownershipLine)
        writer.line()
        for module in modules { writer.line("import \(module)") }
        writer.line()
        return writer
    }
}
