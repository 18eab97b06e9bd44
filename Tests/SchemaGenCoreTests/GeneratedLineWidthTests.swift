import SchemaGenCore
import Testing

/// Generated code stays within 120 columns even where a value makes a declaration long: a `UUID` default is
/// sixteen bytes written out, which no name shortening can fit.
@Suite("Generated lines fit in 120 columns, long defaults included")
struct GeneratedLineWidthTests {
    static let schema = """
        version: 1.0.0
        models:
          Device:
            attributes:
              installationIdentifier: { type: UUID, default: E621E1F8-C36C-495A-93FC-0C247A3E6E5F }
              knownInstallationIdentifiers: { type: "[UUID]", default: [E621E1F8-C36C-495A-93FC-0C247A3E6E5F] }

        """

    @Test("a UUID default breaks inside its initialiser's parentheses, in both flavors' initialisers")
    func uuidDefaultsFit() throws {
        for options in [GenerationOptions(), GenerationOptions(flavor: .swiftdata)] {
            let files = generatedFiles([Self.schema], options: options)
            let version = try #require(files["SchemaV1.swift"])
            let long = version.split(separator: "\n").filter { $0.count > 120 }
            #expect(long.isEmpty, "\(options.flavor): \(long)")
            #expect(
                version.contains(
                    """
                    installationIdentifier: UUID = UUID(
                                    uuid: (0xE6, 0x21, 0xE1, 0xF8, 0xC3, 0x6C, 0x49, 0x5A, 0x93, 0xFC, 0x0C, 0x24, 0x7A, 0x3E, 0x6E, 0x5F)
                    """), "\(options.flavor): \(version)")
        }
    }
}
