/*
 * The options of referee deal add | fix | undo and their prologue: one
 * table opened, its event's rules read and the write transaction begun.
 */
#include <getopt.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cmd_deal.h"
#include "commands.h"
#include "../util/i18n.h"

/*
 * The specs of the rows of deal add, fix and undo (cmd_deal.c), with
 * CO_TABLE_ANY | CO_BY: the shared --session, --table and --by stand where
 * the usages show them. The options a usage has never shown are parsed
 * still ("~"): deal add --dealer and --file, deal fix --file, --dealer and
 * --points, and deal add's --why (refused with its own words).
 */
/* The table the three commands write to: [EVENT] --session S --table T. */
#define DEAL_TABLE_OPTIONS \
	CLI_OPERANDS("[EVENT]"), \
	{ { "session", required_argument, NULL, 's' }, "!S" }, \
	{ { "table", required_argument, NULL, 't' }, "!T" }

/* A deal's result, as deal add (req "!": required) and deal fix (req "") take it. */
#define DEAL_RESULT_OPTIONS(req) \
	{ { "contract", required_argument, NULL, 'c' }, req "C" }, \
	{ { "declarer", required_argument, NULL, 'd' }, req "SEAT" }, \
	{ { "partner", required_argument, NULL, 'p' }, "SEAT" }, \
	{ { "kontras", required_argument, NULL, 'k' }, "K" }, \
	{ { "eyes", required_argument, NULL, 'e' }, req "N" }, \
	{ { "bok", no_argument, NULL, 'b' }, NULL }

const struct cli_option deal_add_options[] = {
	DEAL_TABLE_OPTIONS,
	{ { "deal", required_argument, NULL, 'n' }, "N" },
	DEAL_RESULT_OPTIONS("!"),
	{ { "points", required_argument, NULL, 'P' }, "\"P1 P2 P3 P4\"" },
	{ { "by", required_argument, NULL, 'u' }, "WHO" },
	{ { "dealer", required_argument, NULL, 'D' }, "~" },
	{ { "file", required_argument, NULL, 'F' }, "~" },
	{ { "why", required_argument, NULL, 'w' }, "~" },
	{ { NULL, 0, NULL, 0 }, NULL }
};

const struct cli_option deal_fix_options[] = {
	DEAL_TABLE_OPTIONS,
	{ { "deal", required_argument, NULL, 'n' }, "!N" },
	{ { "why", required_argument, NULL, 'w' }, "!TEXT" },
	DEAL_RESULT_OPTIONS(""),
	{ { "no-bok", no_argument, NULL, 'B' }, "|" },
	{ { "by", required_argument, NULL, 'u' }, "WHO" },
	{ { "file", required_argument, NULL, 'F' }, "~" },
	{ { "dealer", required_argument, NULL, 'D' }, "~" },
	{ { "points", required_argument, NULL, 'P' }, "~" },
	{ { NULL, 0, NULL, 0 }, NULL }
};

const struct cli_option deal_undo_options[] = {
	DEAL_TABLE_OPTIONS,
	{ { "why", required_argument, NULL, 'w' }, "TEXT" },
	{ { "by", required_argument, NULL, 'u' }, "WHO" },
	{ { NULL, 0, NULL, 0 }, NULL }
};

/* The whole-number options: the field each sets, its range and the BO_* it marks given. */
static const struct deal_num {
	int		 ch;
	const char	*name;
	long		 min, max;
	size_t		 off;
	unsigned	 set;
} deal_nums[] = {
	{ 'n', NT_("--deal"), 1, 100000, offsetof(struct deal_opts, number), 0 },
	{ 'D', NT_("--dealer"), 1, 4, offsetof(struct deal_opts, d.dealer), 0 },
	{ 'd', NT_("--declarer"), 1, 4, offsetof(struct deal_opts, d.out.declarer), BO_DECLARER },
	{ 'k', NT_("--kontras"), 0, 4, offsetof(struct deal_opts, d.out.kontras), BO_KONTRAS },
	{ 'e', NT_("--eyes"), 0, 104, offsetof(struct deal_opts, d.out.eyes), BO_EYES },
};

/* One own option of deal add | fix | undo; 0 or an exit status (printed). */
static int
deal_opt(int ch, const char *arg, void *ctx)
{
	struct deal_opts	*o = ctx;
	const struct deal_num	*n;
	int			 v;

	/* A seat by name ("jozef"), found when the table is read (deal_seat_names). */
	if ((ch == 'd' || ch == 'p') && db_seat_by_name(arg)) {
		o->seat_name[ch == 'p'] = arg;
		o->set |= ch == 'p' ? BO_PARTNER : BO_DECLARER;
		return 0;
	}
	for (n = deal_nums; n < deal_nums + sizeof(deal_nums) / sizeof(deal_nums[0]); n++)
		if (n->ch == ch) {
			if (league_number(n->name, arg, n->min, n->max,
			    (int *)(void *)((char *)o + n->off)) == -1)
				return EXIT_USAGE;
			o->set |= n->set;
			return 0;
		}
	switch (ch) {
	case 'c':
		if ((v = baska_contract_parse(arg, strlen(arg))) <= BC_NONE)
			return cli_errx(EXIT_USAGE, _("--contract: expected zwykla, cicha,"
			    " wesele, gran, zolo, gran-du, zolo-du or baska, not '%s'"), arg);
		o->d.out.contract = v;
		o->set |= BO_CONTRACT;
		break;
	case 'p':
		if (strcmp(arg, "-") == 0 || *arg == '\0')
			o->d.out.partner = 0;
		else if (league_number(NT_("--partner"), arg, 1, 4, &o->d.out.partner) == -1)
			return EXIT_USAGE;
		o->set |= BO_PARTNER;
		break;
	case 'b':
	case 'B':
		o->d.out.bok = ch == 'b';
		o->set |= BO_BOK;
		break;
	case 'P':
		if (parse_ints(arg, 4, -1000000, 1000000, o->check_points) == -1)
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
int
deal_opts_parse(int argc, char **argv, struct deal_opts *o)
{
	struct cli_opts	 co = { .handle = deal_opt };	/* the running row's spec */
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

int
deal_seat_names(struct deal_opts *o, struct db *db, int64_t table)
{
	struct db_seats	 seats;
	struct strbuf	 why = { 0 };
	struct errbuf	 err;
	int		 i, rc = 0;

	if (o->seat_name[0] == NULL && o->seat_name[1] == NULL)
		return 0;
	err_clear(&err);
	if (db_table_seats(db, table, &seats, &err) == -1)
		return cli_errx(EXIT_SYS, "%s", err.msg);
	for (i = 0; i < 2 && rc == 0; i++) {
		if (o->seat_name[i] == NULL)
			continue;
		if (db_deal_answer(i ? DDF_PARTNER : DDF_DECLARER, o->seat_name[i], &seats, &o->d,
		    NULL, &why) == -1) {
			rc = cli_errx(EXIT_USAGE, "%s", sb_str(&why));
			continue;
		}
		league_seat_taken(&seats, i ? o->d.out.partner : o->d.out.declarer);
	}
	sb_free(&why);
	return rc;
}

/*
 * The prologue of the commands on one table's deals: cli_open_table, when
 * rules is not NULL the event's rules read, and the write transaction begun.
 * 0, or an exit status with nothing left open.
 */
int
deal_open(const struct deal_opts *o, struct db **db, struct db_event *ev, int64_t *table,
    struct baska_rules *rules)
{
	struct cli_opts	 co;
	struct errbuf	 err;
	int		 rc;

	memset(&co, 0, sizeof(co));
	co.session = o->session;
	co.table = o->table;
	if ((rc = cli_open_table(&co, o->event, db, ev, table)) != 0)
		return rc;
	err_clear(&err);
	if ((rules != NULL && (rc = league_rules(ev, rules)) != 0) ||
	    (rc = db_begin(*db, &err)) != 0) {
		db_close(*db);
		return rc == -1 ? league_status(rc, &err) : rc;
	}
	return 0;
}
