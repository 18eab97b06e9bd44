CREATE TABLE "SDUserAccount" ("_pk" INTEGER PRIMARY KEY, "primaryProviderID" TEXT NOT NULL, "provider" TEXT NOT NULL DEFAULT 'APPLE', "displayName" TEXT);
CREATE TABLE "Device" ("_pk" INTEGER PRIMARY KEY, "name" TEXT NOT NULL, "account" INTEGER REFERENCES "SDUserAccount"("_pk"));
CREATE INDEX "Device_index_account" ON "Device" ("account");
