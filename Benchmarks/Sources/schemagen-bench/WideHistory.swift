import Foundation

/// One version with a very large number of models, for `validate`'s growth with the number of models (a
/// 50 MB file is a plausible accident, or an attack on a CI runner): it must grow linearly.
struct WideHistory {
    /// What the models say.
    enum Shape: String, CaseIterable {
        /// Each model points at the one before it, with the inverse on the other side: every relationship's
        /// target and inverse are looked up by name.
        case linked
        /// Each model's relationship points at a model that does not exist: one error per model, each with
        /// a "did you mean" search among all the model names.
        case unknownTargets = "unknown-targets"
    }

    var models: Int
    var shape: Shape

    /// Writes `V1.yaml` into `folder` and returns its size in bytes.
    func write(to folder: URL) throws -> Int {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var text = "version: 1.0.0\nmodels:\n"
        text.reserveCapacity(models * 200)
        for index in 0..<models {
            text += "  Model\(index):\n    attributes:\n"
            text += "      name: String\n      count: { type: Int, default: 0 }\n      seenAt: Date?\n"
            switch shape {
            case .linked:
                var relationships: [String] = []
                if index > 0 { relationships.append("parent: { to: \"Model\(index - 1)?\", inverse: children }") }
                if index < models - 1 { relationships.append("children: \"[Model\(index + 1)]\"") }
                text += "    relationships:\n" + relationships.map { "      \($0)\n" }.joined()
            case .unknownTargets:
                text += "    relationships:\n      other: \"Missing\(index)?\"\n"
            }
        }
        let data = Data(text.utf8)
        try data.write(to: folder.appendingPathComponent("V1.yaml"))
        return data.count
    }
}
