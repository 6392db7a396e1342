-- Kamailio 5.6 checks each table's version at start (its *-create.sql files insert these rows); the
-- tables themselves are 0033's. Custom migration: drizzle-kit does not write data.
INSERT INTO "version" ("table_name", "table_version") VALUES
	('version', 1),
	('subscriber', 7),
	('location', 9),
	('location_attrs', 1),
	('acc', 5),
	('acc_cdrs', 2),
	('missed_calls', 4),
	('dialog', 7),
	('dialog_vars', 1)
ON CONFLICT ("table_name") DO NOTHING;
