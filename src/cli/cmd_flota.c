/*
 * referee flota check | play | fleet: Flota (seed 001). Thin: records are
 * read by src/notation/flota.c, ruled by src/rules/flota/ and printed by
 * src/report/flota.c; live play's parts are the row's (src/games/flota.c).
 */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "game_store.h"
#include "cmd_flota.h"
#include "live.h"
#include "../rules/game.h"
#include "../util/stream.h"
#include "../notation/flota.h"
#include "../report/flota.h"
#include "../report/table.h"
#include "../rules/flota/flota.h"

/* ------------------------------------------------------------ shared */

/* The rules of a record: --ruleset, else the record's Ruleset tag (a built-in name), else flota. */
int
flota_cli_rules(const char *file, const char *opt, const struct flota_header *h,
    struct flota_rules *r)
{
	const struct kv_preset	*p;
	struct errbuf		 err;

	if (opt != NULL)
		return cli_ruleset(&flota_ruleset_game, opt, r);
	*r = flota_default;
	if (h == NULL || h->ruleset[0] == '\0')
		return 0;
	if ((p = kv_preset_find(&flota_ruleset_game, h->ruleset)) == NULL) {
		err_set(&err, h->ruleset_line, h->ruleset_col, _("Ruleset: expected a built-in "
		    "ruleset name (flota), not '%s'; a record never names a file"), h->ruleset);
		return cli_err_at(EXIT_USAGE, file, &err);
	}
	memcpy(r, p->obj, sizeof(*r));
	return 0;
}

/* ------------------------------------------------------------ flota check */

struct check_ctx {
	const char	*ruleset;
	enum out_format	 fmt;		/* text or csv: csv rows are printed as they come */
	int		 nfiles;
	int		 status;
	const char	*file;		/* the file being read */
	struct strbuf	 sb;
};

/*
 * Judges one record (the reader stands after its header) under its rules
 * and prints it. Returns 0, 1 when the rules could not be read (printed),
 * or -1 on a parse error.
 */
static int
check_record(struct check_ctx *cx, const char *file, struct flota_reader *rd,
    const struct flota_header *h, struct errbuf *err)
{
	struct flota_check_out	 out = { cx->fmt, file };
	struct flota_rules	 rules;
	int			 rc;

	if ((rc = flota_cli_rules(file, cx->ruleset, h, &rules)) != 0) {
		cx->status = rc > cx->status ? rc : cx->status;
		return 1;
	}
	if ((rc = flota_check_record(&out, rd, h, &rules, err)) == 1)
		cx->status = cx->status > EXIT_RULE ? cx->status : EXIT_RULE;
	return rc == -1 ? -1 : 0;
}

/* Every record of a file to fn (flota_each_record): their number, or -1 (printed). */
static int
each_record(struct check_ctx *cx, const char *file, flota_record_fn fn)
{
	struct errbuf	 err;
	int		 n;

	err_clear(&err);
	n = flota_each_record(file, fn, cx, &err);
	fflush(stdout);
	if (n == -1)
		cx->status = cli_err_at(EXIT_USAGE, file, &err);
	return n;
}

static int
check_one_record(void *arg, struct flota_reader *rd, const struct flota_header *h, int nrec,
    struct errbuf *err)
{
	struct check_ctx	*cx = arg;
	const char		*file = cx->file;

	if (cx->fmt == FMT_TEXT) {
		if (nrec > 0)
			putchar('\n');
		if (cx->nfiles > 1 || nrec > 0)
			printf(_("%s, game at line %d%s%s%s%s\n"), strcmp(file, "-") == 0 ?
			    "<stdin>" : file, h->line, h->nplayers ? ": " : "",
			    h->nplayers ? h->players[0] : "", h->nplayers ? " v " : "",
			    h->nplayers ? h->players[1] : "");
	}
	return check_record(cx, file, rd, h, err) == -1 ? -1 : 0;
}

static void
check_file(struct check_ctx *cx, const char *file)
{
	struct errbuf	 err;

	fflush(stdout);
	cx->file = file;
	if (each_record(cx, file, check_one_record) == 0) {
		err_set(&err, 0, 0, _("expected a Flota record: [Fleet1 \"...\"], [Fleet2 \"...\"], "
		    "[Play] and the turns"));
		cx->status = cli_err_at(EXIT_USAGE, file, &err);
	}
}

static int
canonical_record(void *arg, struct flota_reader *rd, const struct flota_header *h, int nrec,
    struct errbuf *err)
{
	struct check_ctx	*cx = arg;
	struct flota_turn	 t;
	int			 rc;

	(void)nrec;
	sb_reset(&cx->sb);
	flota_print_header(h, &cx->sb);
	while ((rc = flota_read_turn(rd, &t, err)) == 1)
		flota_print_turn(&t, &cx->sb);
	fputs(sb_str(&cx->sb), stdout);
	return rc;
}

/* --canonical: every record of a file printed back in canonical form. */
static void
check_canonical(struct check_ctx *cx, const char *file)
{
	cx->file = file;
	(void)each_record(cx, file, canonical_record);
}

/* flota check's spec: the shared options, -f and --canonical placed. */
static const struct cli_option flota_check_options[] = {
	{ { "format", required_argument, NULL, 'f' }, "-text|csv" },
	{ { "canonical", no_argument, NULL, 'c' }, NULL },
	{ { NULL, 0, NULL, 0 }, NULL }
};

static int
cmd_flota_check(int argc, char **argv)
{
	struct cli_opts		 o = { 0 };	/* the row's spec */
	struct check_ctx	 cx;
	int			 i, canonical;

	if ((i = cli_opts_parse(&o, argc, argv)) != 0)
		return i;
	memset(&cx, 0, sizeof(cx));
	cx.fmt = o.format;
	cx.ruleset = o.ruleset;
	canonical = o.canonical;
	argc -= optind;
	argv += optind;
	if (argc < 1)
		return cli_errx(EXIT_USAGE, _("flota check: expected a FILE ('-' reads stdin)"));
	if (cx.ruleset != NULL) {
		struct flota_rules r;

		if ((i = cli_ruleset(&flota_ruleset_game, cx.ruleset, &r)) != 0)
			return i;
	}
	cx.nfiles = argc;
	if (canonical) {
		for (i = 0; i < argc; i++)
			check_canonical(&cx, argv[i]);
		sb_free(&cx.sb);
		return live_out(cx.status);
	}
	/* CSV: the header, then each row as it is judged (memory stays bounded). */
	if (cx.fmt != FMT_TEXT)
		flota_check_head();
	for (i = 0; i < argc; i++) {
		if (cx.fmt == FMT_TEXT && argc > 1 && i > 0)
			putchar('\n');
		check_file(&cx, argv[i]);
	}
	sb_free(&cx.sb);
	return live_out(cx.status);
}

/* ------------------------------------------------------------ flota fleet */

/* A fleet file read by live_load: TYPE SQUARE pairs, at least one. */
static int
fleet_parse(const char *buf, size_t len, void *f, struct errbuf *err)
{
	if (flota_fleet_parse(buf, buf + len, 1, buf, f, err) == -1)
		return -1;
	if (((struct flota_fleet *)f)->n == 0)
		return err_set(err, 1, 1, _("expected TYPE SQUARE pairs, e.g. P C4 K E2 T H8 S J1"));
	return 0;
}

int
flota_cli_fleet(const char *path, struct flota_fleet *f)
{
	return live_load(path, fleet_parse, f);
}

static int
cmd_flota_fleet(int argc, char **argv)
{
	struct cli_opts		 o = { 0 };
	struct flota_rules	 rules = flota_default;
	struct flota_fleet	 f;
	struct verdict		 v = { 0, 0, NULL };
	int			 rc;

	if ((rc = cli_opts_parse(&o, argc, argv)) != 0)
		return rc;
	if (o.ruleset != NULL && (rc = cli_ruleset(&flota_ruleset_game, o.ruleset, &rules)) != 0)
		return rc;
	argc -= optind;
	argv += optind;
	if (argc != 1)
		return cli_errx(EXIT_USAGE, _("flota fleet: expected one FILE ('-' reads stdin)"));
	if ((rc = flota_cli_fleet(argv[0], &f)) != 0)
		return rc;
	flota_fleet_check(&rules, &f, 0, &v);
	flota_fleet_print(&f, &v, 0, 0);
	rc = v.n ? EXIT_RULE : EXIT_OK;
	verdict_free(&v);
	return live_out(rc);
}

/* ------------------------------------------------------------ flota play */

/* The spec of flota play's row and of the game's live play (src/games/flota.c reads its vals). */
const struct cli_option flota_play_options[] = {
	{ { "ruleset", required_argument, NULL, 'r' }, "R" },
	{ { "fleet1", required_argument, NULL, '1' }, "FILE" },
	{ { "fleet2", required_argument, NULL, '2' }, "+FILE" },
	{ { "players", required_argument, NULL, 'p' }, "\"A; B\"" },
	{ { "output", required_argument, NULL, 'o' }, "-FILE" },
	{ { NULL, 0, NULL, 0 }, NULL }
};

/* flota play: the game's live play through its row (src/games/flota.c). */
static int
cmd_flota_play(int argc, char **argv)
{
	return live_play(game_find("flota"), argc, argv);
}

const struct command flota_commands[] = {
	{ "add", game_store_cmd_add, GAME_STORE_ADD_ARGS, GAME_STORE_ADD_SUMMARY, NULL,
	    GAME_STORE_ADD_HELP, 0, GAME_STORE_ADD_OPTS },
	{ "check", cmd_flota_check, "FILE...",
	    N_("replay .flota records: true answers, sinkings, every violation, the winner"), NULL,
	    N_("Replays every turn of each record ('-' reads stdin) against both fleets:\n"
	    "the true answer to every shot, sinking by a hit and by enclosure, and\n"
	    "every broken rule with its section of referee-flota(7). An illegal action\n"
	    "has no effect; a false answer is corrected and the game goes on by the\n"
	    "truth. CSV columns: turn,player,ship,action,square,answer,sunk,violation,\n"
	    "file,line; a last row 'end' per record with the winner (1, 2, draw) or\n"
	    "empty. The ruleset is --ruleset, else the record's Ruleset tag, else flota.\n"
	    "--canonical prints the records back in canonical form instead.\n"
	    "Exit 0 no rule broken, 1 a rule broken, 2 unreadable record.\n"),
	    CO_RULESET | CO_FORMAT | CO_CANONICAL, flota_check_options },
	{ "fleet", cmd_flota_fleet, "FILE",
	    N_("check one placement: four ships, one of each type, on the board"), NULL,
	    N_("FILE holds TYPE SQUARE pairs ('P C4 K E2 T H8 S J1'); types as P K T S\n"
	    "or the Polish names. Prints 'valid' or one line per problem.\n"
	    "Exit 0 valid, 1 invalid, 2 unreadable.\n"), CO_RULESET, NULL },
	{ "play", cmd_flota_play, "",
	    N_("referee a live game: hold both fleets, answer every shot"), NULL,
	    N_("Each player gives a fleet at a prompt (not echoed on a terminal) or in a\n"
	    "file. Then turns are typed as in the record, without answers: 'P: x D5,\n"
	    "> C5' (a line without 'TYPE:' continues the turn; 'end' ends it early;\n"
	    "a turn ends by itself when the ship has no shot and no mile left). The\n"
	    "referee answers every shot, refuses illegal actions with the reason,\n"
	    "announces ships sunk and closed in, and the winner. -o FILE writes the\n"
	    ".flota record after every turn. Exit 0 when the game ends, 1 if the input\n"
	    "ends first or a fleet is invalid, 2 on bad options or fleet text.\n"),
	    CO_RULESET, flota_play_options },
	{ NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL }
};
