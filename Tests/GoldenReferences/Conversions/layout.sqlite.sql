CREATE TABLE "Account" ("_pk" INTEGER PRIMARY KEY, "name" TEXT NOT NULL, "score" TEXT NOT NULL, "ratio" REAL NOT NULL, "tags" TEXT NOT NULL, "level" TEXT NOT NULL DEFAULT 'low', "code" INTEGER NOT NULL DEFAULT 1, "codes" TEXT NOT NULL, "key" TEXT NOT NULL);
CREATE TABLE "Device" ("_pk" INTEGER PRIMARY KEY, "serial" TEXT NOT NULL, "weight" REAL, "account" INTEGER REFERENCES "Account"("_pk"), "owner" INTEGER REFERENCES "Owner"("_pk"));
CREATE INDEX "Device_index_account" ON "Device" ("account");
CREATE INDEX "Device_index_owner" ON "Device" ("owner");
CREATE TABLE "Owner" ("_pk" INTEGER PRIMARY KEY, "label" TEXT NOT NULL);
