/* The statement table is where SQL belongs (lint self-test): one finding after it. */
static const char *const stmt_sql[STMT__COUNT] = {
	[STMT_BEGIN] = "BEGIN IMMEDIATE",
	[STMT_X] = "SELECT x"
	    " FROM y",
};

static const char *after = "COMMIT";
