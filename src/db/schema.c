/*
 * The schema a league database must have: the embedded migrations applied
 * to an in-memory database by the tool's own migration (db.c), read back
 * from its sqlite_schema once a process for each version asked, and
 * compared with a file's object by object: type, name, table and SQL.
 * Nothing parses the DDL: SQLite itself says what the migrations leave.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db.h"
#include "db_int.h"
#include "../util/i18n.h"

struct sobj {
	char	*type, *name, *tbl, *sql;	/* sql "" for an automatic index */
	char	*norm;				/* sql without comments or runs of space */
};

struct sref {
	int		 version;
	struct sobj	*o;		/* sorted by type, then name */
	size_t		 n;
};

#define NREFS	4
static struct sref refs[NREFS];	/* the versions asked so far, a process */

/*
 * The SQL with its comments dropped and each run of white space one space
 * (none before ',', ')' or after '('), quoted text and names kept as they
 * are: two texts equal after this are the same statement. A migration
 * applied by an older build, or a dump read back, keeps its own layout.
 */
static char *
sql_norm(const char *s)
{
	struct strbuf	 out = { NULL, 0, 0 };
	char		 q;
	int		 space = 0;

	while (*s != '\0') {
		if ((s[0] == '-' && s[1] == '-') || (s[0] == '/' && s[1] == '*')) {
			if (s[0] == '-')
				s += strcspn(s, "\n");
			else
				s = strstr(s + 2, "*/") ? strstr(s + 2, "*/") + 2 : s + strlen(s);
			space = 1;
			continue;
		}
		if (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r' || *s == '\f') {
			space = 1;
			s++;
			continue;
		}
		if (space && out.len > 0 && *s != ',' && *s != ')' &&
		    out.s[out.len - 1] != '(')
			sb_addc(&out, ' ');
		space = 0;
		if (*s == '\'' || *s == '"' || *s == '`' || *s == '[') {
			q = *s == '[' ? ']' : *s;
			sb_addc(&out, *s++);
			while (*s != '\0' && (*s != q || (q != ']' && s[1] == q))) {
				if (*s == q)	/* a doubled quote */
					sb_addc(&out, *s++);
				sb_addc(&out, *s++);
			}
			if (*s != '\0')
				sb_addc(&out, *s++);
			continue;
		}
		sb_addc(&out, *s++);
	}
	while (out.len > 0 && out.s[out.len - 1] == ';')
		out.s[--out.len] = '\0';
	sb_addc(&out, '\0');	/* never NULL */
	return out.s;
}

static void	 sref_free(struct sref *);

static int
sobj_cmp(const void *a, const void *b)
{
	const struct sobj *x = a, *y = b;
	int	 c = strcmp(x->type, y->type);

	return c ? c : strcmp(x->name, y->name);
}

static char *
col_dup(sqlite3_stmt *st, int i)
{
	const char	*s = (const char *)sqlite3_column_text(st, i);

	return xstrdup(s ? s : "");
}

/* The objects of the migrations up to version, read from an in-memory database. */
static struct sref *
sref_build(int version, struct errbuf *err)
{
	struct sref	*r = NULL;
	struct db	*mem;
	sqlite3_stmt	*st;
	size_t		 i, cap = 0;
	int		 rc;

	for (i = 0; i < NREFS; i++)
		if (refs[i].o != NULL && refs[i].version == version)
			return &refs[i];
	for (i = 0; i < NREFS && r == NULL; i++)
		if (refs[i].o == NULL)
			r = &refs[i];
	if (r == NULL)		/* never more than the newest and one or two old */
		r = &refs[NREFS - 1];
	if (db_open_reference(version, &mem, err) == -1)
		return NULL;
	if ((st = db_stmt_as(mem, STMT_SCHEMA_ROWS, err, "schema")) == NULL) {
		db_close(mem);
		return NULL;
	}
	sref_free(r);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		if (r->n == cap) {
			cap = cap ? 2 * cap : 128;
			r->o = xreallocarray(r->o, cap, sizeof(*r->o));
		}
		r->o[r->n].type = col_dup(st, 0);
		r->o[r->n].name = col_dup(st, 1);
		r->o[r->n].tbl = col_dup(st, 2);
		r->o[r->n].sql = col_dup(st, 3);
		r->o[r->n].norm = sql_norm(r->o[r->n].sql);
		r->n++;
	}
	sqlite3_reset(st);
	if (rc != SQLITE_DONE) {
		db_fail(mem, err, _("schema"));
		db_close(mem);
		return NULL;
	}
	db_close(mem);
	r->version = version;
	if (r->o == NULL)
		r->o = xcalloc(1, sizeof(*r->o));
	qsort(r->o, r->n, sizeof(*r->o), sobj_cmp);
	return r;
}

static void
sref_free(struct sref *r)
{
	size_t		 i;

	for (i = 0; i < r->n; i++) {
		free(r->o[i].type);
		free(r->o[i].name);
		free(r->o[i].tbl);
		free(r->o[i].sql);
		free(r->o[i].norm);
	}
	free(r->o);
	r->o = NULL;
	r->n = 0;
}

static void
refs_free(void)
{
	size_t	 i;

	for (i = 0; i < NREFS; i++)
		sref_free(&refs[i]);
}

/*
 * Compares the file's main schema (temporary objects are in temp's, not
 * here) with the migrations' up to version: fn is called for each object
 * missing (have NULL), changed, or not the migrations' (want NULL), the
 * expected objects first in the migrations' sort order, then the others as
 * stored. Returns the number of differences, or -1 with err.
 */
int
db_schema_diff(struct db *db, int version, db_schema_diff_fn fn, void *arg,
    struct errbuf *err)
{
	static int	 registered;
	struct sref	*r;
	struct sobj	 key, *o;
	sqlite3_stmt	*st;
	unsigned char	*seen;
	char		*norm;
	const char	*sql, *tbl;
	size_t		 i;
	int		 rc, n = 0;

	if (!registered) {
		atexit(refs_free);
		registered = 1;
	}
	if ((r = sref_build(version, err)) == NULL)
		return -1;
	if ((st = db_stmt_as(db, STMT_SCHEMA_ROWS, err, "schema")) == NULL)
		return -1;
	seen = xcalloc(r->n + 1, 1);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		key.type = (char *)sqlite3_column_text(st, 0);
		key.name = (char *)sqlite3_column_text(st, 1);
		sql = (const char *)sqlite3_column_text(st, 3);
		tbl = db_col_text(st, 2);
		if (key.type == NULL || key.name == NULL || sql == NULL)
			break;	/* out of memory: reported below */
		o = bsearch(&key, r->o, r->n, sizeof(*r->o), sobj_cmp);
		if (o == NULL) {
			norm = sql_norm(sql);
			n++;
			fn(arg, key.type, key.name, NULL, norm);
			free(norm);
			continue;
		}
		seen[o - r->o] = 1;
		if (strcmp(o->sql, sql) == 0 && strcmp(o->tbl, tbl) == 0)
			continue;
		norm = sql_norm(sql);
		if (strcmp(o->norm, norm) != 0 || strcmp(o->tbl, tbl) != 0) {
			n++;
			fn(arg, o->type, o->name, o->norm, norm);
		}
		free(norm);
	}
	if (rc != SQLITE_ROW && rc != SQLITE_DONE)
		db_fail(db, err, _("schema"));
	sqlite3_reset(st);
	for (i = 0; i < r->n && rc == SQLITE_DONE; i++)
		if (!seen[i]) {
			n++;
			fn(arg, r->o[i].type, r->o[i].name, r->o[i].norm, NULL);
		}
	free(seen);
	if (rc == SQLITE_ROW)
		return err_set(err, 0, 0, _("%s: schema: out of memory"), db->path), -1;
	return rc == SQLITE_DONE ? n : -1;
}

/*
 * A short view of where two texts differ: about 70 bytes of each from a
 * little before their first difference, "..." where cut, never inside a
 * UTF-8 sequence.
 */
void
db_schema_excerpt(const char *s, const char *other, char *out, size_t size)
{
	size_t	 i = 0, from, to, len = strlen(s);

	if (other != NULL)
		while (s[i] != '\0' && s[i] == other[i])
			i++;
	from = i > 24 ? i - 24 : 0;
	while (from > 0 && from < i && s[from - 1] != ' ')	/* from a word's start */
		from++;
	while (from > 0 && ((unsigned char)s[from] & 0xc0) == 0x80)
		from--;
	to = from + 70 < len ? from + 70 : len;
	while (to < len && ((unsigned char)s[to] & 0xc0) == 0x80)
		to++;
	snprintf(out, size, "%s%.*s%s", from > 0 ? "..." : "", (int)(to - from), s + from,
	    to < len ? "..." : "");
}
