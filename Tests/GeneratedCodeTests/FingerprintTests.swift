import GeneratedSchemas
import GoldenCascade
import GoldenContractVersion2
import GoldenEnumCascade
import GoldenKeywords
import GoldenRelationships
import GoldenRenames
import SchemaModel
import Testing

@testable import SchemaRuntime

/// Store fingerprints are a frozen contract: every store in the field records one. These tests pin them as
/// literals, so any change to the encoding, or to the layout it encodes, fails here first.
@Suite("Store fingerprints are frozen: a canonical encoding hashed with SHA-256, earlier stamps still recognised")
struct FingerprintTests {
    /// Every version of the repository's histories, named "history version".
    static var versions: [(String, Schema)] {
        let histories: [(String, [any VersionedSchema.Type])] = [
            ("Schemas", GeneratedSchemas.SchemaMigrations.schemas),
            ("Cascade", GoldenCascade.SchemaMigrations.schemas),
            ("EnumCascade", GoldenEnumCascade.SchemaMigrations.schemas),
            ("Keywords", GoldenKeywords.SchemaMigrations.schemas),
            ("Relationships", GoldenRelationships.SchemaMigrations.schemas),
            ("Renames", GoldenRenames.SchemaMigrations.schemas),
            ("ContractVersion2", GoldenContractVersion2.SchemaMigrations.schemas),
        ]
        return histories.flatMap { name, schemas in
            schemas.map { ("\(name) \($0.versionIdentifier)", $0.schemaDescription) }
        }
    }

    @Test("SHA-256 gives the standard's test vectors")
    func sha256Vectors() {
        #expect(SHA256.hexDigest(of: "".utf8) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hexDigest(of: "abc".utf8) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            SHA256.hexDigest(of: "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        // 64 and 119 bytes: padding that spills into a second block.
        #expect(
            SHA256.hexDigest(of: [UInt8](repeating: 0x61, count: 64))
                == "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb")
    }

    @Test("the fingerprint of every version in the repository is pinned (encoding 2)")
    func currentEncodingPinned() {
        let pinned: [String: String] = Dictionary(uniqueKeysWithValues: [
            ("Schemas 1.0.0", "v2:7dd214c94868c2c995c125d76b205102c92b1fa0822a0465a8f4986f34e9cf88"),
            ("Schemas 1.1.0", "v2:68737b835b4379cfce81fb6b1c48fd71add0e95d335e99595d9cd73a259b0122"),
            ("Schemas 1.2.0", "v2:518fdfb5e7640aa7add6a3a8a5b955d753cd9aef8333bca62b9d20060c7129a8"),
            ("Schemas 1.3.0", "v2:a3c55e14904972a534031376981fde365ca9dd264e02944f05ecb2c09c691174"),
            ("Schemas 1.4.0", "v2:5b8ee73b147d8a884312286e82a293d21329b2948c519784e8b1013b64a53539"),
            ("Schemas 1.5.0", "v2:91e2b6168c76be56ee867244b09e799fc3fdba4ab7bb55888c51f7a58f407dbc"),
            ("Schemas 1.6.0", "v2:f5e9def435e984048b8a21fda99ed1a87d23a5db0a2132c95fd1ab651d5fcf4b"),
            ("Cascade 0.0.8", "v2:5a424e71bff8c356c8be52847da78f16ac667d43845431832950420172f42fe8"),
            ("Cascade 0.0.9", "v2:20036050170f935af12ee1588c623222eb8b8c0191b99c5272b7b94742501617"),
            ("EnumCascade 1.0.0", "v2:a343413b5afbee9e0ec965a34bc16b017819336fa0455a4fc14016b9ef5a1482"),
            ("EnumCascade 1.1.0", "v2:2efea66775dcf33dc6656f67154b7a960b0d12c8cf3ecc133c174b75ed6937f2"),
            ("Keywords 1.0.0", "v2:5189be244d3247693ec415b798f657a4fff772e02f895c15434b878e1db209c1"),
            ("Relationships 1.0.0", "v2:2ba895fb7b1e12623739ab16dd39c3668968bf0b1d9c6f5de8b5d963964d0006"),
            ("Relationships 2.0.0", "v2:f689b61877b1d468fd25ec1d27da3c72e4ebf531a5f13ef9a8161621955c1cc8"),
            ("Renames 1.0.0", "v2:e4ec2acf00a5961cf246caf4b7ac4370b7f5ada10ba8ba6d608b4bcea7125979"),
            ("Renames 2.0.0", "v2:c364393c4edd6da2bfe1d3468cf6c3873ced4386beca5341280dcdea91338a1b"),
            ("Renames 3.0.0", "v2:8ba1ff360484626caa1fd68cc8fa0dcf9c63b4e33fed34a086cb3dfafb782d56"),
            // Its two versions differ only in documentation, a hashModifier and the order of a uniqueness
            // constraint, none of which is stored: one fingerprint.
            ("ContractVersion2 1.0.0", "v2:ab9cd830aeaeed756a38d767067e7c0655d21c3118252e1558f8afaed64bedba"),
            ("ContractVersion2 2.0.0", "v2:ab9cd830aeaeed756a38d767067e7c0655d21c3118252e1558f8afaed64bedba"),
        ])
        for (name, schema) in Self.versions {
            #expect(SchemaFingerprint.of(schema) == pinned[name], "\(name)")
        }
        #expect(pinned.count == Self.versions.count)
    }

    @Test("the stamps encoding 1 wrote are reproduced by the frozen encoder, and recognised")
    func earlierEncodingRecognised() {
        let written: [String: String] = Dictionary(uniqueKeysWithValues: [
            ("Schemas 1.0.0", "f820b77bafbf9d6a"),
            ("Schemas 1.1.0", "40c0fefcd7ca2363"),
            ("Schemas 1.2.0", "8d84fe64a5ee3e9c"),
            ("Schemas 1.3.0", "b5a934e910f8cf67"),
            ("Schemas 1.4.0", "ef02b84654b2345f"),
            ("Schemas 1.5.0", "411c726ebb341115"),
            ("Schemas 1.6.0", "215992fa9c88b10d"),
            ("Cascade 0.0.8", "1c7b960a42fb009f"),
            ("Cascade 0.0.9", "bbb77c61f8f79954"),
            ("EnumCascade 1.0.0", "d4b0c39ce04b6de7"),
            ("EnumCascade 1.1.0", "24eccd7f47f1a274"),
            ("Keywords 1.0.0", "529fde4683460e3d"),
            ("Relationships 1.0.0", "4e78f3e8f80da884"),
            ("Relationships 2.0.0", "c82435c6a87cc916"),
            ("Renames 1.0.0", "a5c46c06e9c24091"),
            ("Renames 2.0.0", "7e7a4a8495fd3619"),
            ("Renames 3.0.0", "858e86f14376cd59"),
        ])
        // The histories that existed while encoding 1 was written.
        for (name, schema) in Self.versions where !name.hasPrefix("ContractVersion2") {
            #expect(LegacyFingerprintV1.of(schema) == written[name], "\(name)")
            #expect(SchemaFingerprint.recognise(written[name], for: schema) == .earlierEncoding, "\(name)")
            #expect(SchemaFingerprint.recognise(SchemaFingerprint.of(schema), for: schema) == .current, "\(name)")
        }
        // A stamp of one version never passes for another.
        let v1 = GeneratedSchemas.SchemaV1.schemaDescription
        let v2 = GeneratedSchemas.SchemaV2.schemaDescription
        #expect(SchemaFingerprint.recognise(SchemaFingerprint.of(v1), for: v2) == .different)
        #expect(SchemaFingerprint.recognise(written["Schemas 1.0.0"], for: v2) == .different)
        #expect(SchemaFingerprint.recognise(nil, for: v1) == .different)
    }

    @Test("the canonical encoding is the documented text")
    func canonicalText() {
        let schema = GoldenEnumCascade.SchemaV1.schemaDescription
        let text = SchemaFingerprint.canonicalEncoding(of: schema)
        #expect(text.hasPrefix("schemagen-store-fingerprint\t2\n"))
        #expect(text.hasSuffix("\n"))
        // Every record is one of the documented kinds, with its number of fields.
        let fieldCounts = ["schemagen-store-fingerprint": 2, "enum": 3, "case": 4, "table": 3, "column": 7, "index": 4]
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            #expect(fieldCounts[String(fields[0])] == fields.count, "\(line)")
        }
    }

    @Test("what the store does not depend on leaves the fingerprint alone; what it does, changes it")
    func whatCounts() throws {
        var schema = GeneratedSchemas.SchemaV7.schemaDescription
        let original = SchemaFingerprint.of(schema)
        schema.models.reverse()
        schema.enums.reverse()
        #expect(SchemaFingerprint.of(schema) == original, "declaration order")
        let meal = try #require(schema.models.firstIndex { $0.name == "SDMeal" })
        schema.models[meal].relationships[0].deleteRule = .cascade
        #expect(SchemaFingerprint.of(schema) == original, "a delete rule is enforced by code, not stored")
        schema.models[meal].attributes[0].type.isOptional.toggle()
        #expect(SchemaFingerprint.of(schema) != original, "a column's nullability is stored")
    }
}
