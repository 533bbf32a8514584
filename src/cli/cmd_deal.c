/*
 * Deal entry: referee deal add | fix | history | undo, and the prompt-driven
 * table mode referee enter. Every deal is scored by the rules engine under
 * the event's stored ruleset and written in its own IMMEDIATE transaction.
 */
#include <getopt.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "cmd_deal.h"
#include "commands.h"
#include "../db/baskadb.h"
#include "../util/i18n.h"
#include "../notation/bdn.h"
#include "../report/table.h"
#include "../rules/baska/sequence.h"

/* ------------------------------------------------------------ ranks */

struct rank_list {
	size_t	 n, cap;
	char	(*name)[DB_NAME_MAX];
	int	*rank;
};

static int
rank_row(void *arg, int ncol, const char *const *names, const char *const *vals)
{
	struct rank_list *r = arg;

	(void)ncol;
	(void)names;
	if (r->n == r->cap) {
		r->cap = r->cap ? r->cap * 2 : 64;
		r->name = xreallocarray(r->name, r->cap, sizeof(*r->name));
		r->rank = xreallocarray(r->rank, r->cap, sizeof(*r->rank));
	}
	snprintf(r->name[r->n], DB_NAME_MAX, "%s", vals[1] ? vals[1] : "");
	r->rank[r->n] = vals[0] ? atoi(vals[0]) : 0;
	r->n++;
	return 0;
}

static int
ranks_read(struct db *db, int64_t event, struct rank_list *r, struct errbuf *err)
{
	struct db_param	 p[3] = { { DBP_INT, event, NULL }, { DBP_NULL, 0, NULL },
	    { DBP_INT, 0, NULL } };

	r->n = 0;
	return db_report(db, "standings", p, 3, rank_row, r, err);
}

static void
ranks_free(struct rank_list *r)
{
	free(r->name);
	free(r->rank);
}

/* Prints which players' ranks a correction moved. */
static void
ranks_moved(const struct rank_list *a, const struct rank_list *b)
{
	size_t	 i, j;
	int	 any = 0;

	for (i = 0; i < b->n; i++) {
		for (j = 0; j < a->n; j++)
			if (strcmp(a->name[j], b->name[i]) == 0)
				break;
		if (j < a->n && a->rank[j] == b->rank[i])
			continue;
		if (!any)
			printf(_("standings moved:\n"));
		any = 1;
		if (j < a->n)
			printf(_("  %s: rank %d -> %d\n"), b->name[i], a->rank[j], b->rank[i]);
		else
			printf(_("  %s: new at rank %d\n"), b->name[i], b->rank[i]);
	}
	if (!any)
		printf(_("standings: no rank moved\n"));
}

/* ------------------------------------------------------------ options */

/* The own options of deal add | fix | undo (with --session, --table, --by). */
static const struct option deal_longopts[] = {
	{ "deal", required_argument, NULL, 'n' },
	{ "dealer", required_argument, NULL, 'D' },
	{ "contract", required_argument, NULL, 'c' },
	{ "declarer", required_argument, NULL, 'd' },
	{ "partner", required_argument, NULL, 'p' },
	{ "kontras", required_argument, NULL, 'k' },
	{ "eyes", required_argument, NULL, 'e' },
	{ "bok", no_argument, NULL, 'b' },
	{ "no-bok", no_argument, NULL, 'B' },
	{ "points", required_argument, NULL, 'P' },
	{ "file", required_argument, NULL, 'F' },
	{ "why", required_argument, NULL, 'w' },
	{ NULL, 0, NULL, 0 }
};

static int
parse_points(const char *s, int *pts)
{
	char	*end;
	int	 i;
	long	 v;

	for (i = 0; i < 4; i++) {
		while (*s == ' ' || *s == ',' || *s == '\t')
			s++;
		v = strtol(s, &end, 10);
		if (end == s || v < -1000000 || v > 1000000)
			return -1;
		pts[i] = (int)v;
		s = end;
	}
	while (*s == ' ' || *s == '\t')
		s++;
	return *s == '\0' ? 0 : -1;
}

/* One own option of deal add | fix | undo; 0 or an exit status (printed). */
static int
deal_opt(int ch, const char *arg, void *ctx)
{
	struct deal_opts *o = ctx;
	int		  v;

	switch (ch) {
	case 'n':
		if (league_number(NT_("--deal"), arg, 1, 100000, &o->number) == -1)
			return EXIT_USAGE;
		break;
	case 'D':
		if (league_number(NT_("--dealer"), arg, 1, 4, &o->d.dealer) == -1)
			return EXIT_USAGE;
		break;
	case 'c':
		if ((v = baska_contract_parse(arg, strlen(arg))) <= BC_NONE)
			return cli_errx(EXIT_USAGE, _("--contract: expected zwykla, cicha,"
			    " wesele, gran, zolo, gran-du, zolo-du or baska, not '%s'"), arg);
		o->d.out.contract = v;
		o->set_contract = 1;
		break;
	case 'd':
		if (league_number(NT_("--declarer"), arg, 1, 4, &o->d.out.declarer) == -1)
			return EXIT_USAGE;
		o->set_declarer = 1;
		break;
	case 'p':
		if (strcmp(arg, "-") == 0 || *arg == '\0')
			o->d.out.partner = 0;
		else if (league_number(NT_("--partner"), arg, 1, 4, &o->d.out.partner) == -1)
			return EXIT_USAGE;
		o->set_partner = 1;
		break;
	case 'k':
		if (league_number(NT_("--kontras"), arg, 0, 4, &o->d.out.kontras) == -1)
			return EXIT_USAGE;
		o->set_kontras = 1;
		break;
	case 'e':
		if (league_number(NT_("--eyes"), arg, 0, 104, &o->d.out.eyes) == -1)
			return EXIT_USAGE;
		o->set_eyes = 1;
		break;
	case 'b':
	case 'B':
		o->d.out.bok = ch == 'b';
		o->set_bok = 1;
		break;
	case 'P':
		if (parse_points(arg, o->check_points) == -1)
			return cli_errx(EXIT_USAGE, _("--points: expected four whole numbers,"
			    " seat 1 first, not '%s'"), arg);
		o->set_points = 1;
		break;
	case 'F':
		o->file = arg;
		break;
	case 'w':
		if ((o->why = cli_text(NT_("--why"), arg)) == NULL)
			return EXIT_USAGE;
		break;
	default:
		return EXIT_USAGE;
	}
	return 0;
}

/* Parses the options of deal add/fix/undo; returns 0 or an exit status. */
static int
deal_opts_parse(int argc, char **argv, struct deal_opts *o)
{
	struct cli_opts	 co = { .want = CO_TABLE_ANY | CO_BY,
	    .extra = deal_longopts, .handle = deal_opt };
	int		 rc;

	memset(o, 0, sizeof(*o));
	co.ctx = o;
	if ((rc = cli_opts_parse(&co, argc, argv)) != 0)
		return rc;
	o->session = co.session;
	o->table = co.table;
	o->by = co.by;
	argc -= optind;
	argv += optind;
	if (league_event_arg(&argc, &argv, 0, &o->event) == -1 ||
	    (o->file == NULL && (o->session == 0 || o->table == 0)))
		return cli_usage_error();
	return 0;
}

/*
 * The prologue of the commands on one table's deals: cli_open_table, and
 * when rules is not NULL the event's rules read. 0, or an exit status with
 * nothing left open.
 */
static int
deal_open(const struct deal_opts *o, struct db **db, struct db_event *ev, int64_t *table,
    struct baska_rules *rules)
{
	struct cli_opts	 co;
	int		 rc;

	memset(&co, 0, sizeof(co));
	co.session = o->session;
	co.table = o->table;
	if ((rc = cli_open_table(&co, o->event, db, ev, table)) != 0)
		return rc;
	if (rules != NULL && (rc = league_rules(ev, rules)) != 0) {
		db_close(*db);
		return rc;
	}
	return 0;
}

/* Checks --points against the computed points. */
static int
points_check(const struct deal_opts *o, struct errbuf *err)
{
	int	 i;

	if (!o->set_points)
		return 0;
	for (i = 0; i < 4; i++)
		if (o->check_points[i] != o->d.score.points[i])
			return err_set(err, 0, 0, _("deal %d: the protocol says %+d %+d %+d %+d,"
			    " the rules give %+d %+d %+d %+d"), o->d.number,
			    o->check_points[0], o->check_points[1], o->check_points[2],
			    o->check_points[3], o->d.score.points[0], o->d.score.points[1],
			    o->d.score.points[2], o->d.score.points[3]);
	return 0;
}

static const char deal_add_usage[] =
    "[EVENT] --session S --table T [--deal N] --contract C --declarer SEAT"
    " [--partner SEAT] [--kontras K] --eyes N [--bok] [--points \"P1 P2 P3 P4\"] [--by WHO]";

static int
cmd_deal_add(int argc, char **argv)
{
	struct deal_opts o;
	struct db_event	 ev;
	struct baska_rules rules;
	struct db_seats	 seats;
	struct db	*db;
	struct errbuf	 err;
	int64_t		 table;
	int64_t		 entry;
	int		 rc;

	if ((rc = deal_opts_parse(argc, argv, &o)) != 0)
		return rc;
	if (o.file != NULL) {
		if (o.set_contract || o.set_declarer || o.set_partner || o.set_kontras ||
		    o.set_eyes || o.set_bok || o.number || o.set_points || o.d.dealer)
			return cli_errx(EXIT_USAGE, _("deal add --file: the record says what was"
			    " played; no result flags"));
		return deal_file(&o, 0);
	}
	if (o.why != NULL)
		return cli_errx(EXIT_USAGE, _("deal add: --why is for corrections ('referee deal fix')"));
	if (!o.set_contract || !o.set_declarer || !o.set_eyes)
		return cli_errx(EXIT_USAGE, _("deal add: --contract, --declarer and --eyes are"
		    " required"));
	if ((rc = deal_open(&o, &db, &ev, &table, &rules)) != 0)
		return rc;
	err_clear(&err);
	rc = -1;
	if (db_begin(db, &err) == -1)
		goto fail;
	if (o.number == 0 && db_deal_next(db, table, &o.number, &err) == -1)
		goto fail;
	o.d.number = o.number;
	if (league_settle(&ev, &rules, &o.d, &err) == -1 || points_check(&o, &err) == -1) {
		rc = 1;
		goto fail;
	}
	if ((rc = league_entry(db, o.by, NULL, "deal add", &entry, &err)) != 0 ||
	    (rc = db_deal_put(db, table, &o.d, entry, 0, &err)) != 0 ||
	    (rc = db_table_seats(db, table, &seats, &err)) != 0 ||
	    (rc = db_commit(db, &err)) != 0)
		goto fail;
	db_close(db);
	league_deal_line(stdout, &seats, &o.d);
	return EXIT_OK;
fail:
	db_close(db);
	return league_status(rc, &err);
}

/* A correction's fields not given keep the current version's value. */
static void
deal_keep_fields(struct deal_opts *o, const struct db_deal *cur)
{
	if (!o->set_contract)
		o->d.out.contract = cur->out.contract;
	if (!o->set_declarer)
		o->d.out.declarer = cur->out.declarer;
	if (!o->set_partner)
		o->d.out.partner = baska_contract_is_solo(o->d.out.contract) ? 0 :
		    cur->out.partner;
	if (!o->set_kontras)
		o->d.out.kontras = cur->out.kontras;
	if (!o->set_eyes)
		o->d.out.eyes = cur->out.eyes;
	if (!o->set_bok)
		o->d.out.bok = cur->out.bok;
}

static int
cmd_deal_fix(int argc, char **argv)
{
	struct deal_opts o;
	struct db_event	 ev;
	struct baska_rules rules;
	struct db_seats	 seats;
	struct db_deal	 cur;
	struct rank_list before = { 0 }, after = { 0 };
	struct db	*db;
	struct errbuf	 err;
	int64_t		 table;
	int64_t		 entry;
	int		 rc;

	if ((rc = deal_opts_parse(argc, argv, &o)) != 0)
		return rc;
	if (o.file != NULL) {
		if (o.why == NULL || *o.why == '\0')
			return cli_errx(EXIT_USAGE, _("deal fix: --why TEXT is required (a"
			    " correction records who, when and why)"));
		return deal_file(&o, 1);
	}
	if (o.number == 0 || o.why == NULL || *o.why == '\0')
		return cli_errx(EXIT_USAGE, _("deal fix: --deal N and --why TEXT are required"
		    " (a correction records who, when and why)"));
	if ((rc = deal_open(&o, &db, &ev, &table, &rules)) != 0)
		return rc;
	err_clear(&err);
	rc = -1;
	if (db_begin(db, &err) == -1)
		goto fail;
	if ((rc = db_deal_get(db, table, o.number, &cur, &err)) != 1) {
		if (rc == 0) {
			err_set(&err, 0, 0, _("deal %d was never entered at this table: use"
			    " 'referee deal add'"), o.number);
			rc = 1;
		}
		goto fail;
	}
	deal_keep_fields(&o, &cur);
	o.d.number = o.number;
	if (league_deal_same(&o.d, &cur)) {
		/* No new version: the chain and the history stay as they are. */
		db_close(db);
		printf(_("deal %d: nothing changed, version %d stands (no new version)\n"),
		    o.number, cur.version);
		return EXIT_OK;
	}
	if (league_settle(&ev, &rules, &o.d, &err) == -1 || points_check(&o, &err) == -1) {
		rc = 1;
		goto fail;
	}
	if ((rc = ranks_read(db, ev.id, &before, &err)) != 0 ||
	    (rc = league_entry(db, o.by, o.why, "deal fix", &entry, &err)) != 0 ||
	    (rc = db_deal_put(db, table, &o.d, entry, 1, &err)) != 0 ||
	    (rc = ranks_read(db, ev.id, &after, &err)) != 0 ||
	    (rc = db_table_seats(db, table, &seats, &err)) != 0 ||
	    (rc = db_commit(db, &err)) != 0)
		goto fail;
	db_close(db);
	printf(_("version %d "), o.d.version);
	league_deal_line(stdout, &seats, &o.d);
	ranks_moved(&before, &after);
	ranks_free(&before);
	ranks_free(&after);
	return EXIT_OK;
fail:
	ranks_free(&before);
	ranks_free(&after);
	db_close(db);
	return league_status(rc, &err);
}

/* --deal N */
static int
deal_number_opt(int ch, const char *arg, void *ctx)
{
	(void)ch;
	return league_number(NT_("--deal"), arg, 1, 100000, ctx) == -1 ? EXIT_USAGE : 0;
}

/* deal history's options: --deal N, --wide. */
static int
deal_history_opt(int ch, const char *arg, void *ctx)
{
	int	*v = ctx;

	if (ch == 'W') {
		v[1] = 1;
		return 0;
	}
	return deal_number_opt(ch, arg, &v[0]);
}

static int
cmd_deal_history(int argc, char **argv)
{
	static const struct option dealopt[] = {
		{ "deal", required_argument, NULL, 'n' },
		{ "wide", no_argument, NULL, 'W' },
		{ NULL, 0, NULL, 0 }
	};
	struct cli_opts	 o = { .want = CO_TABLE | CO_FORMAT,
	    .extra = dealopt, .handle = deal_history_opt };
	struct db_event	 ev;
	struct db	*db;
	const char	*event;
	int64_t		 table;
	int		 rc, v[2] = { 0, 0 };	/* --deal, --wide */

	o.ctx = v;
	if ((rc = cli_opts_parse(&o, argc, argv)) != 0)
		return rc;
	argc -= optind;
	argv += optind;
	if (league_event_arg(&argc, &argv, 0, &event) == -1)
		return cli_usage_error();
	if ((rc = cli_open_table(&o, event, &db, &ev, &table)) != 0)
		return rc;
	rc = deal_history_print(db, table, v[0], !v[1], o.format);
	db_close(db);
	return rc;
}

static int
cmd_deal_undo(int argc, char **argv)
{
	struct deal_opts o;
	struct db_event	 ev;
	struct db	*db;
	struct errbuf	 err;
	int64_t		 table;
	int64_t		 entry;
	int		 rc, number;

	if ((rc = deal_opts_parse(argc, argv, &o)) != 0)
		return rc;
	if ((rc = deal_open(&o, &db, &ev, &table, NULL)) != 0)
		return rc;
	err_clear(&err);
	rc = -1;
	/*
	 * With no deal to withdraw nothing is committed: the entry written first
	 * would be the entry of nothing stored (db_close rolls it back).
	 */
	if (db_begin(db, &err) == -1 || (rc = league_entry(db, o.by, o.why ? o.why : "undo",
	    "deal undo", &entry, &err)) != 0 || (rc = db_deal_undo(db, table, entry, &number,
	    &err)) != 0 || (number != 0 && (rc = db_commit(db, &err)) != 0)) {
		db_close(db);
		return league_status(rc, &err);
	}
	db_close(db);
	if (number == 0)
		return cli_errx(EXIT_RULE, _("deal undo: no deal to withdraw at this table"));
	printf(_("deal %d withdrawn (kept in its history)\n"), number);
	return EXIT_OK;
}

const struct command deal_commands[] = {
	{ "add", cmd_deal_add, deal_add_usage, N_("enter one result-only deal at a table"), NULL,
	    N_("The deal number defaults to the next one; the dealer follows from it (seat 1\n"
	    "deals first). The deal is scored under the event's ruleset and printed.\n"
	    "--points checks the protocol's own numbers. A deal number already entered is\n"
	    "refused: corrections go through 'referee deal fix'.\n"), CMD_DB_CREATE, NULL },
	{ "fix", cmd_deal_fix, "[EVENT] --session S --table T --deal N --why TEXT [--contract C]"
	    " [--declarer SEAT] [--partner SEAT] [--kontras K] [--eyes N] [--bok|--no-bok]"
	    " [--by WHO]",
	    N_("correct a deal: a new version with who, when and why"), NULL,
	    N_("Fields not given keep their value. The old version stays in the history;\n"
	    "reports read the new one. Prints which standings ranks moved.\n"), 0, NULL },
	{ "history", cmd_deal_history,
	    "[EVENT] --session S --table T [--deal N] [--wide] [-f text|csv]",
	    N_("every version of the deals of a table"), NULL,
	    N_("Text fits 100 columns: the seats are named above, Starzy and the points\n"
	    "are by seat, v is the version, k the kontras, B a bok deal, and each\n"
	    "correction's reason is a numbered note below the rows. --wide prints\n"
	    "every column in the rows; -f csv every column as stored.\n"), 0, NULL },
	{ "undo", cmd_deal_undo, "[EVENT] --session S --table T [--why TEXT] [--by WHO]",
	    N_("withdraw the last deal of a table (kept in its history)"), NULL, NULL, 0, NULL },
	{ NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL }
};

