CREATE TABLE "Author" ("_pk" INTEGER PRIMARY KEY, "name" TEXT NOT NULL, "born" REAL);
CREATE UNIQUE INDEX "Author_unique_born_name" ON "Author" ("born", "name");
CREATE TABLE "Book" ("_pk" INTEGER PRIMARY KEY, "title" TEXT NOT NULL, "isbn" TEXT NOT NULL, "shelf" TEXT NOT NULL DEFAULT 'fiction', "author" INTEGER REFERENCES "Author"("_pk"));
CREATE INDEX "Book_index_title_isbn" ON "Book" ("title", "isbn");
CREATE INDEX "Book_index_isbn_title" ON "Book" ("isbn", "title");
CREATE INDEX "Book_index_author" ON "Book" ("author");
