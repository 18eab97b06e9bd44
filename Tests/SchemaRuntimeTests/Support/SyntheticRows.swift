import Foundation
import GRDB
import SchemaModel

@testable import SchemaRuntime

/// Fills a store with rows made from its version's description: valid values of every type, and every
/// to-one relationship pointing at an existing row, so any version can be filled without typed code.
enum SyntheticRows {
    static func fill(_ url: URL, schema: Schema, rowsPerEntity: Int) throws {
        let layout = StoreLayout(schema)
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { db in
            for model in insertionOrder(schema) {
                guard let table = layout.table(forEntity: model.name) else { continue }
                let columns = table.columns.map(\.name)
                let sql =
                    "INSERT INTO \(SQL.quoted(table.name)) (\(columns.map(SQL.quoted).joined(separator: ", "))) VALUES ("
                    + Array(repeating: "?", count: columns.count).joined(separator: ", ") + ")"
                let statement = try db.makeStatement(sql: sql)
                for row in 0..<rowsPerEntity {
                    let values = table.columns.map { column in
                        value(for: column, model: model, schema: schema, row: row, rowsPerEntity: rowsPerEntity)
                    }
                    try statement.execute(arguments: StatementArguments(values))
                }
            }
        }
    }

    /// Models whose to-one targets come first, so references point at rows that exist.
    static func insertionOrder(_ schema: Schema) -> [Model] {
        var ordered: [Model] = []
        var placed: Set<String> = []
        while ordered.count < schema.models.count {
            let before = ordered.count
            for model in schema.models where !placed.contains(model.name) {
                let dependencies = model.relationships.filter { !$0.cardinality.isToMany && $0.target != model.name }
                    .map(\.target)
                if dependencies.allSatisfy(placed.contains) {
                    ordered.append(model)
                    placed.insert(model.name)
                }
            }
            if ordered.count == before {
                ordered += schema.models.filter { !placed.contains($0.name) }
                break
            }
        }
        return ordered
    }

    private static func value(for column: ColumnLayout, model: Model, schema: Schema, row: Int, rowsPerEntity: Int)
        -> DatabaseValue
    {
        if column.references != nil {
            return Int64(1 + (row * 7) % rowsPerEntity).databaseValue
        }
        guard let attribute = model.attribute(named: column.name) else { return .null }
        if attribute.type.isArray { return "[\"item \(row)\"]".databaseValue }
        switch attribute.type.scalar {
        case .enumeration(let name):
            guard let declaration = schema.enumDeclaration(named: name), !declaration.cases.isEmpty else {
                return .null
            }
            switch declaration.cases[row % declaration.cases.count].rawValue {
            case .string(let text): return text.databaseValue
            case .int(let number): return number.databaseValue
            }
        case .structure:
            // The synthetic histories hold no structs; an empty object is what a struct of optionals stores.
            return "{}".databaseValue
        case .primitive(let primitive):
            switch primitive {
            case .string: return "\(row + 1) g".databaseValue
            case .bool: return (row % 2).databaseValue
            case .int8, .uint8: return (row % 100).databaseValue
            case .int, .int16, .int32, .int64, .uint16, .uint32, .uint64: return row.databaseValue
            case .double, .float: return (Double(row) + 0.5).databaseValue
            case .decimal: return "\(row).25".databaseValue
            case .date: return (1_700_000_000.0 + Double(row)).databaseValue
            case .uuid: return UUID().uuidString.databaseValue
            case .data: return Data([UInt8(row % 256), 1, 2]).databaseValue
            case .url: return "https://example.com/\(row)".databaseValue
            }
        }
    }
}
