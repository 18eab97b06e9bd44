CREATE TABLE "Writer" ("_pk" INTEGER PRIMARY KEY, "name" TEXT NOT NULL);
CREATE TABLE "Book" ("_pk" INTEGER PRIMARY KEY, "title" TEXT NOT NULL, "isbn" TEXT, "pages" INTEGER NOT NULL DEFAULT 0, "writer" INTEGER REFERENCES "Writer"("_pk"));
CREATE INDEX "Book_index_writer" ON "Book" ("writer");
