CREATE TABLE "Contact" ("_pk" INTEGER PRIMARY KEY, "name" TEXT NOT NULL, "home" TEXT, "places" TEXT NOT NULL);
