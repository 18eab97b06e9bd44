import Foundation

/// Writes a synthetic schema history: `versions` files of `models` models with `attributes` attributes
/// each, a tree of relationships between models, and a few models changing in each version, so the
/// redefinition cascade and the renderer do real work.
struct SyntheticHistory {
    var versions: Int
    var models = 300
    var attributes = 20
    var changesPerVersion = 3
    /// Whether each parent also holds its children (a to-many inverse of each `parent`), as an app's models
    /// usually do; the tree's one-way links alone are the generator's worst case for cascades, not an app.
    var inverses = false
    /// Whether the models form a ring (each points at the next, the last at the first) instead of a tree:
    /// then any change reaches every model through the cascade, and every version redefines every model,
    /// the worst case for the generator (a long-lived app with a central model).
    var ring = false

    private static let types = [
        "String", "Int", "Double?", "Bool", "Date", "String?", "Int64", "UUID", "Level", "[String]",
    ]

    func write(to folder: URL) throws -> Int {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var generator = SplitMix(seed: 42)
        // Extra optional attributes each model has gained so far.
        var extras = [Int](repeating: 0, count: models)
        var totalBytes = 0
        for version in 1...versions {
            if version > 1 {
                for _ in 0..<changesPerVersion {
                    extras[Int(generator.next() % UInt64(models))] += 1
                }
            }
            let text = file(version: version, extras: extras)
            try Data(text.utf8).write(to: folder.appendingPathComponent("V\(version).yaml"))
            totalBytes += text.utf8.count
        }
        return totalBytes
    }

    private func file(version: Int, extras: [Int]) -> String {
        var lines = [
            "version: 1.\(version).0", "enums:", "  Level: [low, medium, high]",
            "  Status:", "    rawType: Int", "    cases: [draft, active, archived]", "models:",
        ]
        for model in 0..<models {
            let name = modelName(model)
            lines.append("  \(name):")
            lines.append("    attributes:")
            for attribute in 0..<attributes {
                let type = Self.types[(model + attribute) % Self.types.count]
                switch attribute % 4 {
                case 0 where type == "String": lines.append("      a\(attribute): { type: String, default: none }")
                case 1 where type == "Int": lines.append("      a\(attribute): { type: Int, default: 0 }")
                case 2 where type == "Date": lines.append("      a\(attribute): { type: Date, default: now }")
                default: lines.append("      a\(attribute): \(type.hasPrefix("[") ? "\"\(type)\"" : type)")
                }
            }
            for extra in 0..<extras[model] {
                lines.append("      added\(extra): String?")
            }
            // A tree of links: each model points at its parent, so a change near the root cascades.
            let children = inverses && !ring ? [2 * model + 1, 2 * model + 2].filter { $0 < models } : []
            if model > 0 || ring || !children.isEmpty { lines.append("    relationships:") }
            if ring {
                lines.append("      next: \"\(modelName((model + 1) % models))?\"")
            } else if model > 0 {
                lines.append("      parent: \"\(modelName((model - 1) / 2))?\"")
            }
            for child in children {
                let target = modelName(child)
                lines.append("      children\(child): { to: \"[\(target)]\", inverse: parent, deleteRule: cascade }")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func modelName(_ index: Int) -> String {
        "Model" + String(index).leftPadded(to: 3)
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}

/// A small seeded generator so every run writes the same history.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
