CREATE TABLE "Contact" ("_pk" INTEGER PRIMARY KEY, "name" TEXT NOT NULL, "home" TEXT, "places" TEXT NOT NULL, "pinned" TEXT NOT NULL, "badges" TEXT);
CREATE TABLE "Visit" ("_pk" INTEGER PRIMARY KEY, "at" REAL NOT NULL, "spot" TEXT NOT NULL);
