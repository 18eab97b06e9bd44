import SchemaModel
import SchemaRuntime

/// The fixture rows of one version (the generated ones, then a team's hand-written ones), for a suite that
/// writes them with its framework's own API (SwiftData's): each model's rows in order, their values in stored
/// form, and each relationship's pairs as positions in those rows.
public struct FixtureObjects: Sendable {
    /// One row's attribute values.
    public struct Row: Sendable {
        let model: String
        let position: Int
        let values: [String: StoredValue]

        /// The attribute `name` as the model's type holds it.
        public func value<Value: StorableValue>(_ name: String) throws -> Value {
            do {
                return try Value(storedValue: values[name] ?? .null)
            } catch {
                throw FixtureValueError(description: "\(model) row \(position + 1), '\(name)': \(error)")
            }
        }

        /// An enum attribute, by its raw value.
        public func enumCase<Enum: RawRepresentable>(_ name: String) throws -> Enum where Enum.RawValue: StorableValue {
            (try value(name) as StoredCase<Enum>).value
        }

        /// An optional enum attribute.
        public func enumCase<Enum: RawRepresentable>(_ name: String) throws -> Enum?
        where Enum.RawValue: StorableValue {
            (try value(name) as StoredCase<Enum>?)?.value
        }

        /// An attribute holding an array of enum values.
        public func enumCase<Enum: RawRepresentable>(_ name: String) throws -> [Enum]
        where Enum.RawValue: StorableValue {
            (try value(name) as [StoredCase<Enum>]).map(\.value)
        }

        /// An optional attribute holding an array of enum values.
        public func enumCase<Enum: RawRepresentable>(_ name: String) throws -> [Enum]?
        where Enum.RawValue: StorableValue {
            (try value(name) as [StoredCase<Enum>]?)?.map(\.value)
        }
    }

    /// Each model's rows, in key order.
    private let rows: [String: [Row]]
    /// Each relationship's pairs, by model and relationship: positions of the owner's and the targets' rows.
    private let pairs: [String: [String: [Int: [Int]]]]

    /// The rows of `snapshot`, the store the kit would have written.
    init(_ snapshot: StoreSnapshot) {
        let schema = snapshot.layout.schema
        var rows: [String: [Row]] = [:]
        var positions: [String: [Int64: Int]] = [:]
        for model in schema.models {
            let keyed = (snapshot.rows[model.name] ?? [:]).sorted { $0.key < $1.key }
            let attributes = Set(model.attributes.filter { !$0.isTransient }.map(\.name))
            rows[model.name] = keyed.enumerated().map { position, row in
                Row(model: model.name, position: position, values: row.value.filter { attributes.contains($0.key) })
            }
            positions[model.name] = Dictionary(uniqueKeysWithValues: keyed.enumerated().map { ($1.key, $0) })
        }
        var pairs: [String: [String: [Int: [Int]]]] = [:]
        for model in schema.models {
            for relationship in model.relationships {
                var byOwner: [Int: [Int]] = [:]
                for pair in snapshot.pairs(of: model.name, relationship.name).sorted() {
                    guard let owner = positions[model.name]?[pair.source],
                        let target = positions[relationship.target]?[pair.target]
                    else { continue }
                    byOwner[owner, default: []].append(target)
                }
                pairs[model.name, default: [:]][relationship.name] = byOwner
            }
        }
        self.rows = rows
        self.pairs = pairs
    }

    /// The rows of `model`, in the order the suite creates them.
    public func rows(_ model: String) -> [Row] { rows[model] ?? [] }

    /// The pairs of `model.relationship`: for each row that has related rows, their positions among the
    /// target's rows, in order.
    public func pairs(_ model: String, _ relationship: String) -> [(owner: Int, targets: [Int])] {
        (pairs[model]?[relationship] ?? [:]).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// The position of the row a required to-one relationship of the row at `position` holds.
    public func target(_ model: String, _ relationship: String, of position: Int) throws -> Int {
        guard let target = pairs[model]?[relationship]?[position]?.first else {
            throw FixtureValueError(description: "\(model) row \(position + 1) has no '\(relationship)'")
        }
        return target
    }
}
