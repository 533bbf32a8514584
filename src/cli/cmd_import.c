/*
 * referee import: result-only deals from the league CSV (notation.md), all or
 * nothing, streamed in one transaction (referee export, cmd_export.c, writes
 * the same columns back).
 */
#include <getopt.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"
#include "commands.h"
#include "../csvio/csvio.h"
#include "../db/baskadb.h"
#include "../report/table.h"
#include "../util/i18n.h"
#include "../util/stream.h"
#include "../util/unitext.h"

enum col {
	C_EVENT, C_SESSION, C_TABLE, C_DEAL, C_SEAT1, C_SEAT2, C_SEAT3, C_SEAT4,
	C_DEALER, C_CONTRACT, C_DECLARER, C_PARTNER, C_KONTRAS, C_EYES, C_BOK,
	C_POINTS1, C_POINTS2, C_POINTS3, C_POINTS4, C_ABSENT, C__COUNT
};

static const struct {
	const char	*name;
	int		 required;
} cols[C__COUNT] = {
	{ "event", 1 }, { "session", 1 }, { "table", 1 }, { "deal", 1 },
	{ "seat1", 1 }, { "seat2", 1 }, { "seat3", 1 }, { "seat4", 1 },
	{ "dealer", 0 }, { "contract", 1 }, { "declarer", 1 }, { "partner", 0 },
	{ "kontras", 0 }, { "eyes", 1 }, { "bok", 0 },
	{ "points1", 0 }, { "points2", 0 }, { "points3", 0 }, { "points4", 0 },
	{ "absent", 0 },
};

/*
 * The players this import has found or added, by the name as seated: a
 * table's four names cost one hash probe each, not a lookup through ICU and
 * SQLite. Ids never change inside the transaction (no rename, no merge).
 */
struct pcache_slot {
	char		*name;		/* NULL: a free slot */
	int64_t		 id;
};

struct pcache {
	struct pcache_slot *slot;
	size_t		 cap, n;	/* cap: a power of 2, at most half full */
};

struct import {
	const char	*file;
	struct db	*db;
	const char	*ruleset;	/* for new events */
	const char	*by;
	int64_t		 entry;
	struct strbuf	 source;
	int		 map[C__COUNT];	/* field index of each column, -1 if absent */
	size_t		 nhead;
	long		 errors, deals, events_new, tables;
	/* The event and table of the previous row. */
	struct db_event	 ev;
	struct baska_rules rules;	/* of ev */
	int		 have_ev;
	int64_t		 table;
	int		 session, number, table_line;
	struct db_seats	 seats;
	int		 table_bad;
	struct csvio	*csv;		/* for the column of a field */
	int		 usage;		/* a row refused as unreadable input: exit 2 */
	char		*nfc[5];	/* the row's event and seat names in NFC (row_names) */
	char		*raw[5];	/* each as the file spelt it (row_names' cache key) */
	int		 twice;		/* --new given twice: a name like a player's is new */
	struct pcache	 players;
};

static struct pcache_slot *
pcache_slot(const struct pcache *pc, const char *name)
{
	uint64_t	 h = 14695981039346656037ULL;	/* FNV-1a */
	const char	*p;
	size_t		 i;

	for (p = name; *p != '\0'; p++)
		h = (h ^ (unsigned char)*p) * 1099511628211ULL;
	for (i = (size_t)(h ^ (h >> 29)) & (pc->cap - 1); pc->slot[i].name != NULL;
	    i = (i + 1) & (pc->cap - 1))
		if (strcmp(pc->slot[i].name, name) == 0)
			break;
	return &pc->slot[i];
}

/* The id cached for name: 1, or 0 when not cached. */
static int
pcache_get(const struct pcache *pc, const char *name, int64_t *id)
{
	const struct pcache_slot *s;

	if (pc->cap == 0 || (s = pcache_slot(pc, name))->name == NULL)
		return 0;
	*id = s->id;
	return 1;
}

static void
pcache_put(struct pcache *pc, const char *name, int64_t id)
{
	struct pcache_slot *old = pc->slot, *s;
	size_t		 i, ocap = pc->cap;

	if (2 * (pc->n + 1) > pc->cap) {
		pc->cap = ocap ? 2 * ocap : 512;
		pc->slot = xcalloc(pc->cap, sizeof(*pc->slot));
		for (i = 0; i < ocap; i++)
			if (old[i].name != NULL)
				*pcache_slot(pc, old[i].name) = old[i];
		free(old);
	}
	if ((s = pcache_slot(pc, name))->name == NULL) {
		s->name = xstrdup(name);
		pc->n++;
	}
	s->id = id;
}

static void
pcache_free(struct pcache *pc)
{
	size_t	 i;

	for (i = 0; i < pc->cap; i++)
		free(pc->slot[i].name);
	free(pc->slot);
	memset(pc, 0, sizeof(*pc));
}

/* Prints one rejected row and counts it. */
static void
row_error(struct import *im, int line, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static void
row_error_at(struct import *im, int line, int col, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static void
row_verror(struct import *im, int line, int col, const char *fmt, va_list ap)
{
	fprintf(stderr, _("referee: %s:%d"), strcmp(im->file, "-") == 0 ? "<stdin>" : im->file,
	    line);
	if (col > 0)
		fprintf(stderr, ":%d", col);
	fputs(": ", stderr);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	im->errors++;
}

/* A rejected row with the column of the field at fault (col 0: none). */
static void
row_error_at(struct import *im, int line, int col, const char *fmt, ...)
{
	va_list	 ap;

	va_start(ap, fmt);
	row_verror(im, line, col, fmt, ap);
	va_end(ap);
}

static void
row_error(struct import *im, int line, const char *fmt, ...)
{
	va_list	 ap;

	va_start(ap, fmt);
	row_verror(im, line, 0, fmt, ap);
	va_end(ap);
}

static const char *
field(struct import *im, char **f, enum col c)
{
	return im->map[c] >= 0 ? f[im->map[c]] : NULL;
}

/* Parses a whole number column; reports and returns -1 if bad. */
static int
num(struct import *im, int line, char **f, enum col c, long min, long max, int dflt, int *out)
{
	const char	*s = field(im, f, c);
	long		 v;

	if (s == NULL || *s == '\0') {
		if (!cols[c].required && c != C_PARTNER) {
			*out = dflt;
			return 0;
		}
		if (c == C_PARTNER) {
			*out = 0;
			return 0;
		}
		row_error(im, line, _("%s: a number from %ld to %ld expected, the field is empty"),
		    cols[c].name, min, max);
		return -1;
	}
	if (parse_int(s, min, max, &v) == -1) {
		row_error(im, line, _("%s: a number from %ld to %ld expected, not '%s'"),
		    cols[c].name, min, max, s);
		return -1;
	}
	*out = (int)v;
	return 0;
}

static int
header(struct import *im, size_t n, char **f)
{
	char	 key[128];
	size_t	 i, len;
	int	 c, bad = 0, npoints = 0;

	for (c = 0; c < C__COUNT; c++)
		im->map[c] = -1;
	im->nhead = n;
	for (i = 0; i < n; i++) {
		/* Folded once (as text_is folds), then compared with each name. */
		if ((len = strlen(f[i])) < sizeof(key))
			text_fold(f[i], len, key, sizeof(key));
		for (c = 0; c < C__COUNT; c++)
			if (len < sizeof(key) && strcmp(key, cols[c].name) == 0)
				break;
		if (c == C__COUNT) {
			fprintf(stderr, _("referee: %s:1: unknown column '%s' (expected: event, session,"
			    " table, deal, seat1-seat4, dealer, contract, declarer, partner, kontras,"
			    " eyes, bok, points1-points4, absent)\n"), im->file, f[i]);
			bad = 1;
		} else if (im->map[c] >= 0) {
			fprintf(stderr, _("referee: %s:1: column '%s' appears twice\n"), im->file,
			    cols[c].name);
			bad = 1;
		} else
			im->map[c] = (int)i;
	}
	for (c = 0; c < C__COUNT; c++) {
		if (cols[c].required && im->map[c] < 0) {
			fprintf(stderr, _("referee: %s:1: column '%s' is missing\n"), im->file,
			    cols[c].name);
			bad = 1;
		}
		if (c >= C_POINTS1 && c <= C_POINTS4 && im->map[c] >= 0)
			npoints++;
	}
	if (npoints != 0 && npoints != 4) {
		fprintf(stderr, _("referee: %s:1: points1 to points4 come together\n"), im->file);
		bad = 1;
	}
	return bad ? -1 : 0;
}

/* Makes im->table the row's table, seating its players when new. 0, 1 (row bad) or -1. */
/*
 * The row's event: the one read last, else found, else added (a Baśka event
 * under --ruleset). Returns 0, 1 (the row is refused, reported) or -1.
 */
static int
row_event(struct import *im, int line, const char *name)
{
	struct errbuf	 err;
	int		 rc;

	err_clear(&err);
	if (im->have_ev && strcmp(im->ev.name, name) == 0)
		return 0;
	if (im->table != 0 && db_bulk_table_done(im->db, im->table, &err) == -1)
		return cli_errx(EXIT_SYS, "%s", err.msg), -1;
	im->have_ev = 0;
	im->table = 0;
	if (strlen(name) >= DB_NAME_MAX) {
		row_error(im, line, _("event: at most %d bytes"), DB_NAME_MAX - 1);
		return 1;
	}
	if ((rc = db_event_find(im->db, name, &im->ev, &err)) == -1 ||
	    (rc == 1 && strcmp(im->ev.game, "baska") == 0 &&
	    db_event_rules(im->db, &im->ev, &im->rules, &err) == -1))
		return cli_errx(EXIT_SYS, "%s", err.msg), -1;
	if (rc == 0) {
		memset(&im->ev, 0, sizeof(im->ev));
		snprintf(im->ev.name, sizeof(im->ev.name), "%s", name);
		snprintf(im->ev.game, sizeof(im->ev.game), NT_("baska"));
		im->rules = baska_psb;
		if (im->ruleset != NULL && kv_load(&baska_ruleset_game, im->ruleset,
		    &im->rules, &(const char *){ NULL }, &err) == -1)
			return cli_errx(EXIT_USAGE, _("--ruleset: %s"), err.msg), -1;
		snprintf(im->ev.ruleset_name, sizeof(im->ev.ruleset_name), "%s",
		    im->ruleset ? im->ruleset : NT_("psb"));
		if ((rc = db_baska_event_add(im->db, &im->ev, &im->rules, &err)) != 0) {
			if (rc == -1)
				return cli_errx(EXIT_SYS, "%s", err.msg), -1;
			row_error(im, line, _("event: %s"), err.msg);
			return 1;
		}
		im->events_new++;
	}
	if (strcmp(im->ev.game, "baska") != 0) {
		row_error(im, line, _("event: '%s' is a %s event, deals belong to Baśka events"),
		    name, im->ev.game);
		return 1;
	}
	im->have_ev = 1;
	return 0;
}

/* Seats a new table from the row's seat1-seat4. Returns 0, 1 (refused, reported) or -1. */
static int
row_seat(struct import *im, int line, char **f)
{
	struct errbuf	 err;
	int64_t		 player;
	int		 rc, i, j;

	err_clear(&err);
	for (i = 0; i < 4; i++) {
		const char *p = field(im, f, C_SEAT1 + i);

		if (*p == '\0' || strlen(p) >= DB_NAME_MAX) {
			row_error(im, line, _("seat%d: a player name expected"), i + 1);
			im->table_bad = 1;
			return 1;
		}
		for (j = 0; j < i; j++)
			if (strcmp(p, field(im, f, C_SEAT1 + j)) == 0) {
				row_error(im, line, _("'%s' sits in seat%d and seat%d:"
				    " four distinct players sit at a table"), p, j + 1, i + 1);
				im->table_bad = 1;
				return 1;
			}
	}
	for (i = 0; i < 4; i++) {
		const char *p = field(im, f, C_SEAT1 + i);

		if (!pcache_get(&im->players, p, &player) &&
		    db_player_get(im->db, p, 1, &player, &err) != 1) {
			if (db_refusal(im->db) == DBR_PLAYER_CONFUSABLE) {
				row_error(im, line, NT_("seat%d: %s"), i + 1, err.msg);
				im->table_bad = 1;
				return 1;
			}
			if (db_refusal(im->db) != DBR_PLAYER_NAME)
				return cli_errx(EXIT_SYS, "%s", err.msg), -1;
			/* A name the schema refuses is bad input, not a db failure. */
			row_error_at(im, line, csvio_field_col(im->csv,
			    (size_t)im->map[C_SEAT1 + i]), NT_("seat%d: %s"), i + 1, err.msg);
			im->usage = 1;
			im->table_bad = 1;
			return 1;
		}
		if ((rc = db_seat_set(im->db, im->table, i + 1, player, &err)) != 0) {
			if (rc == -1)
				return cli_errx(EXIT_SYS, "%s", err.msg), -1;
			row_error(im, line, _("seat%d: '%s': %s"), i + 1, p,
			    db_refusal(im->db) == DBR_ONE_TABLE_PER_SESSION ?
			    _("already sits at another table in this session") : err.msg);
			im->table_bad = 1;
			return 1;
		}
		pcache_put(&im->players, p, player);
		snprintf(im->seats.name[i], sizeof(im->seats.name[i]), "%s", p);
	}
	im->seats.nseated = 4;
	return 0;
}

static int
row_table(struct import *im, int line, char **f, int session, int number)
{
	struct errbuf	 err;
	const char	*name = field(im, f, C_EVENT);
	int		 rc, i;

	err_clear(&err);
	if (*name == '\0') {
		row_error(im, line, _("event: the field is empty"));
		return 1;
	}
	if ((rc = row_event(im, line, name)) != 0)
		return rc;
	if (im->table != 0 && im->session == session && im->number == number) {
		if (im->table_bad)
			return 1;
	} else {
		im->table_bad = 0;
		if (im->table != 0 && db_bulk_table_done(im->db, im->table, &err) == -1)
			return cli_errx(EXIT_SYS, "%s", err.msg), -1;
		if (db_table_get(im->db, im->ev.id, session, number, 1, &im->table, &err) != 1 ||
		    db_table_seats(im->db, im->table, &im->seats, &err) == -1)
			return cli_errx(EXIT_SYS, "%s", err.msg), -1;
		im->session = session;
		im->number = number;
		im->table_line = line;
		im->tables++;
		if (im->seats.nseated == 0)
			return row_seat(im, line, f);
	}
	for (i = 0; i < 4; i++)
		if (strcmp(im->seats.name[i], field(im, f, C_SEAT1 + i)) != 0) {
			row_error(im, line, _("seat%d: '%s', but table %d of session %d has '%s'"
			    " there"), i + 1, field(im, f, C_SEAT1 + i), number, session,
			    im->seats.name[i][0] ? im->seats.name[i] : _("nobody"));
			return 1;
		}
	return 0;
}

/*
 * The absent column: the seats marked absent at the row's table ("1 3"),
 * written by export (§7.4). Returns 0, 1 (the row is refused, reported) or -1.
 */
static int
row_absent(struct import *im, int line, char **f)
{
	const char	*s = field(im, f, C_ABSENT);
	struct errbuf	 err;
	int		 seat;

	err_clear(&err);
	for (; s != NULL && *s != '\0'; s++) {
		if (*s == ' ')
			continue;
		if (*s < '1' || *s > '4' || (s[1] != '\0' && s[1] != ' ')) {
			row_error(im, line, _("absent: seat numbers 1-4 separated by spaces expected"));
			return 1;
		}
		seat = *s - '0';
		if (db_seat_absent(im->db, im->table, seat, 1, &err) != 0)
			return cli_errx(EXIT_SYS, "%s", err.msg), -1;
	}
	return 0;
}

/* A row with neither deal nor contract: a table seated without deals. */
static int
row_table_only(struct import *im, int line, char **f)
{
	int	 session, number, rc;

	if (num(im, line, f, C_SESSION, 1, 1000, 0, &session) != 0 ||
	    num(im, line, f, C_TABLE, 1, 100000, 0, &number) != 0)
		return 0;
	if ((rc = row_table(im, line, f, session, number)) != 0 ||
	    (rc = row_absent(im, line, f)) != 0)
		return rc == -1 ? -1 : 0;
	return 0;
}

/*
 * Checks the row's names (event, seat1-seat4) as every name is checked
 * (unitext.h) and puts them in NFC. 0, or -1 reported (exit 2).
 */
static int
row_names(struct import *im, int line, char **f)
{
	static const enum col names[5] = { C_EVENT, C_SEAT1, C_SEAT2, C_SEAT3, C_SEAT4 };
	struct errbuf	 err;
	size_t		 i;
	int		 k;

	for (i = 0; i < 5; i++) {
		if ((k = im->map[names[i]]) < 0)
			continue;
		/*
		 * A table's 40 rows repeat its names: a spelling checked and
		 * normalised on the row before is not handed to ICU again.
		 */
		if (im->raw[i] != NULL && strcmp(f[k], im->raw[i]) == 0) {
			f[k] = im->nfc[i];
			continue;
		}
		err_clear(&err);
		if (utext_check(f[k], &err) == -1) {
			row_error_at(im, line, csvio_field_col(im->csv, (size_t)k) + err.col - 1,
			    "%s: %s", cols[names[i]].name, err.msg);
			im->usage = 1;
			return -1;
		}
		free(im->nfc[i]);
		free(im->raw[i]);
		im->raw[i] = xstrdup(f[k]);
		f[k] = im->nfc[i] = utext_nfc(f[k]);
	}
	return 0;
}

static int
row(struct import *im, int line, size_t n, char **f)
{
	struct db_deal	 d;
	struct errbuf	 err;
	const char	*s;
	int		 session, number, deal, c, rc, bad = 0, pts[4], i;

	if (n != im->nhead) {
		row_error(im, line, P_("%zu field, the header has %zu", "%zu fields, the header has"
		    " %zu", n), n, im->nhead);
		return 0;
	}
	if (row_names(im, line, f) == -1)
		return 0;
	if (im->map[C_ABSENT] >= 0 && *field(im, f, C_DEAL) == '\0' &&
	    *field(im, f, C_CONTRACT) == '\0')
		return row_table_only(im, line, f);
	memset(&d, 0, sizeof(d));
	bad |= num(im, line, f, C_SESSION, 1, 1000, 0, &session);
	bad |= num(im, line, f, C_TABLE, 1, 100000, 0, &number);
	bad |= num(im, line, f, C_DEAL, 1, 100000, 0, &deal);
	bad |= num(im, line, f, C_DEALER, 1, 4, 0, &d.dealer);
	s = field(im, f, C_CONTRACT);
	if ((c = baska_contract_parse(s, strlen(s))) <= BC_NONE) {
		row_error(im, line, _("contract: zwykla, cicha, wesele, gran, zolo, gran-du,"
		    " zolo-du or baska expected, not '%s'"), s);
		bad = -1;
	} else
		d.out.contract = c;
	bad |= num(im, line, f, C_DECLARER, 1, 4, 0, &d.out.declarer);
	bad |= num(im, line, f, C_PARTNER, 1, 4, 0, &d.out.partner);
	bad |= num(im, line, f, C_KONTRAS, 0, 4, 0, &d.out.kontras);
	bad |= num(im, line, f, C_EYES, 0, 104, 0, &d.out.eyes);
	s = field(im, f, C_BOK);
	if (s != NULL && *s != '\0') {
		if (strcmp(s, "1") == 0 || text_is(s, strlen(s), "yes") || text_is(s, strlen(s), "tak"))
			d.out.bok = 1;
		else if (strcmp(s, "0") == 0 || text_is(s, strlen(s), "no") || text_is(s, strlen(s), "nie"))
			d.out.bok = 0;
		else {
			row_error(im, line, _("bok: 0 or 1 expected, not '%s'"), s);
			bad = -1;
		}
	}
	if (im->map[C_POINTS1] >= 0)
		for (i = 0; i < 4; i++)
			bad |= num(im, line, f, C_POINTS1 + i, -1000000, 1000000, 0, &pts[i]);
	if (bad)
		return 0;
	if ((rc = row_table(im, line, f, session, number)) != 0 ||
	    (rc = row_absent(im, line, f)) != 0)
		return rc == -1 ? -1 : 0;
	d.number = deal;
	err_clear(&err);
	if (league_settle(&im->ev, &im->rules, &d, &err) == -1) {
		row_error(im, line, "%s", err.msg);
		return 0;
	}
	if (im->map[C_POINTS1] >= 0 && (pts[0] != d.score.points[0] ||
	    pts[1] != d.score.points[1] || pts[2] != d.score.points[2] ||
	    pts[3] != d.score.points[3])) {
		row_error(im, line, _("points: the protocol says %+d %+d %+d %+d, the rules give"
		    " %+d %+d %+d %+d (§6.3)"), pts[0], pts[1], pts[2], pts[3],
		    d.score.points[0], d.score.points[1], d.score.points[2], d.score.points[3]);
		return 0;
	}
	if ((rc = db_deal_put(im->db, im->table, &d, im->entry, 0, &err)) != 0) {
		if (rc == -1)
			return cli_errx(EXIT_SYS, "%s", err.msg), -1;
		row_error(im, line, "%s", err.msg);
		return 0;
	}
	im->deals++;
	return 0;
}

/* Reads every row in one transaction and commits only when none is refused; an exit status. */
static int
import_rows(struct import *im, struct csvio *csv)
{
	struct errbuf	 err;
	size_t		 n;
	char		**f;
	int		 line, got;

	err_clear(&err);
	if (db_bulk_begin(im->db, &err) == -1)
		return cli_errx(EXIT_SYS, "%s", err.msg);
	sb_addf(&im->source, _("import %s"), im->file);
	if (db_begin(im->db, &err) == -1 || league_entry(im->db, im->by, NULL,
	    sb_str(&im->source), &im->entry, &err) == -1)
		return cli_errx(EXIT_SYS, "%s", err.msg);
	while ((got = csvio_next(csv, &n, &f, &line, &err)) == 1)
		if (row(im, line, n, f) == -1)
			return EXIT_SYS;
	if (got == -1)
		return cli_err_at(EXIT_USAGE, im->file, &err);
	if (im->table != 0 && db_bulk_table_done(im->db, im->table, &err) == -1)
		return cli_errx(EXIT_SYS, "%s", err.msg);
	if (im->errors > 0)
		return cli_errx(im->usage ? EXIT_USAGE : EXIT_RULE, P_("%s: %ld row rejected;"
		    " nothing imported", "%s: %ld rows rejected; nothing imported", im->errors),
		    im->file, im->errors);
	/* A file with no deal writes nothing, not even the entry that would name them. */
	if (im->deals == 0) {
		printf(_("%s: no deals: nothing imported\n"), im->file);
		return EXIT_OK;
	}
	if (db_commit(im->db, &err) == -1)
		return cli_errx(EXIT_SYS, "%s", err.msg);
	printf(P_("%s: %ld deal imported\n", "%s: %ld deals imported\n", im->deals), im->file,
	    im->deals);
	return EXIT_OK;
}

/*
 * The CSV reader of path. Rows are read inside the write transaction, so
 * anything but a regular file (standard input, a FIFO, a device) is first
 * copied whole (tstream_spool): a writer that stalls, or never stops, can
 * then not hold the database locked.
 */
static struct csvio *
import_open(const char *path, struct errbuf *err)
{
	struct stat	 sb;
	FILE		*spool;
	int		 rc;

	rc = strcmp(path, "-") == 0 ? fstat(STDIN_FILENO, &sb) : stat(path, &sb);
	if (rc == 0 && S_ISREG(sb.st_mode))
		return csvio_open(path, err);
	if ((spool = tstream_spool(path, err)) == NULL)
		return NULL;
	return csvio_from(spool, err);
}

/* --new --new: a name that prints like a registered player's is a new player. */
static int
import_opt(int ch, const char *arg, void *ctx)
{
	(void)ch;
	(void)arg;
	((struct import *)ctx)->twice++;
	return 0;
}

int
cmd_import(int argc, char **argv)
{
	static const struct option new_opt[] = {
		{ "new", no_argument, NULL, 'N' },
		{ NULL, 0, NULL, 0 }
	};
	struct import	 im;
	struct cli_opts	 o = { .want = CO_BY | CO_RULESET, .extra = new_opt, .handle = import_opt,
	    .ctx = &im };
	struct baska_rules r;
	struct csvio	*csv;
	struct errbuf	 err;
	size_t		 n;
	char		**f;
	int		 line, rc, got;

	memset(&im, 0, sizeof(im));
	if ((rc = cli_opts_parse(&o, argc, argv)) != 0)
		return rc;
	if (argc - optind != 1)
		return cli_usage_error();
	im.by = o.by;
	im.ruleset = o.ruleset;
	/* A new event keeps the name or file its ruleset came from: whole, or refused. */
	if (im.ruleset != NULL && strlen(im.ruleset) >= DB_NAME_MAX)
		return cli_errx(EXIT_USAGE, _("--ruleset: a name or file of at most %zu bytes"
		    " expected (the event keeps it)"), (size_t)DB_NAME_MAX - 1);
	im.file = argv[optind];
	if (im.ruleset != NULL && (rc = cli_ruleset(&baska_ruleset_game, im.ruleset, &r)) != 0)
		return rc;
	err_clear(&err);
	if ((csv = import_open(im.file, &err)) == NULL)
		return err.line > 0 ? cli_err_at(EXIT_USAGE, im.file, &err) :
		    cli_errx(EXIT_USAGE, "%s: %s", im.file, err.msg);
	if ((got = csvio_next(csv, &n, &f, &line, &err)) != 1) {
		csvio_close(csv);
		if (got == 0)
			return cli_errx(EXIT_USAGE, _("%s: empty file: a header row expected"), im.file);
		return cli_err_at(EXIT_USAGE, im.file, &err);
	}
	if (header(&im, n, f) == -1) {
		csvio_close(csv);
		return EXIT_USAGE;
	}
	if ((rc = league_open(&im.db)) != 0) {
		csvio_close(csv);
		return rc;
	}
	im.csv = csv;
	db_confusable_allow(im.db, im.twice >= 2);
	rc = import_rows(&im, csv);
	db_rollback(im.db);
	db_close(im.db);
	csvio_close(csv);
	sb_free(&im.source);
	pcache_free(&im.players);
	for (n = 0; n < 5; n++) {
		free(im.nfc[n]);
		free(im.raw[n]);
	}
	return rc;
}
