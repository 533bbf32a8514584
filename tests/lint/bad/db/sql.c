/* SQL outside the statement table (lint self-test): five findings, the rest allowed. */
static const char *a = "SELECT 1";
static const char *b =
    "  "
    "INSERT INTO t VALUES (1)";
static const char *c = "\n\tPRAGMA foreign_keys";
static const char *d = "  WITH x AS (SELECT 1) SELECT * FROM x";

static void
f(char *buf, int n)
{
	sqlite3_exec(h, "DROP TABLE t; DROP TABLE u", NULL, NULL, NULL);
	/* "SELECT in a comment" is none */
	// "DELETE FROM t" neither
	msg(_("PRAGMA %s is %s where the tool needs %s"), "a", "b", "c");
	msg(N_("DELETE the player first"));
	msg(P_("UPDATE %d row", "UPDATE %d rows", n), n);
	msg(C_("verb", "BEGIN"));
	msg("the update of a SELECT in prose", '"', "select lower case is none");
	snprintf(buf, 32, "PRAGMA user_version = %d", n);	/* sql: generated */
}
