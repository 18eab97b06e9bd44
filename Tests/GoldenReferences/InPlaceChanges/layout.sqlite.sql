CREATE TABLE "Note" ("_pk" INTEGER PRIMARY KEY, "heading" TEXT NOT NULL, "body" TEXT, "createdAt" REAL NOT NULL);
CREATE TABLE "Task" ("_pk" INTEGER PRIMARY KEY, "name" TEXT NOT NULL, "estimate" INTEGER, "note" INTEGER REFERENCES "Note"("_pk"));
CREATE UNIQUE INDEX "Task_unique_name" ON "Task" ("name");
CREATE INDEX "Task_index_note" ON "Task" ("note");
