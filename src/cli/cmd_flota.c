/*
 * referee flota check | play | fleet: Flota (referee-flota(7)). Thin: records are
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
#include "../notation/flota.h"
#include "../report/flota.h"
#include "../rules/flota/flota.h"

/* ------------------------------------------------------------ shared */

/* The rules of a record: --ruleset, else the record's Ruleset tag (a built-in name), else flota. */
int
flota_cli_rules(const char *file, const char *opt, const struct flota_header *h,
    struct flota_rules *r)
{
	struct errbuf	 err;

	if (opt != NULL)
		return cli_ruleset(&flota_ruleset_game, opt, r);
	return flota_header_rules(h, r, &err) == -1 ? cli_err_at(EXIT_USAGE, file, &err) : 0;
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
	struct flota_check_out	 out = { cx->fmt, cx->file };

	flota_check_title(&out, h, nrec, cx->nfiles);
	return check_record(cx, cx->file, rd, h, err) == -1 ? -1 : 0;
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
	int			 rc;

	(void)nrec;
	sb_reset(&cx->sb);
	rc = flota_canonical(rd, h, &cx->sb, err);
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

/* Every record of the files judged and printed (src/report/flota.c), or printed back. */
static int
flota_check_run(struct cmd_ctx *x)
{
	struct check_ctx	 cx;
	struct flota_rules	 r;
	int			 i;

	memset(&cx, 0, sizeof(cx));
	cx.fmt = x->o->format;
	cx.ruleset = x->o->ruleset;
	if (x->argc < 1)
		return cli_errx(EXIT_USAGE, _("flota check: expected a FILE ('-' reads stdin)"));
	if (cx.ruleset != NULL && (i = cli_ruleset(&flota_ruleset_game, cx.ruleset, &r)) != 0)
		return i;
	cx.nfiles = x->argc;
	/* CSV: the header, then each row as it is judged (memory stays bounded). */
	if (cx.fmt != FMT_TEXT && !x->o->canonical)
		flota_check_head();
	for (i = 0; i < x->argc; i++) {
		if (x->o->canonical)
			check_canonical(&cx, x->argv[i]);
		else {
			if (cx.fmt == FMT_TEXT && i > 0)
				putchar('\n');
			check_file(&cx, x->argv[i]);
		}
	}
	sb_free(&cx.sb);
	return live_out(cx.status);
}
static CMD_ENTRY(cmd_flota_check, flota_check_run)

/* ------------------------------------------------------------ flota fleet */

int
flota_cli_fleet(const char *path, struct flota_fleet *f)
{
	return live_load(path, flota_fleet_read, f);
}

/* One fleet file checked (src/report/flota.c prints it). */
static int
flota_fleet_run(struct cmd_ctx *x)
{
	struct flota_rules	 rules = flota_default;
	struct flota_fleet	 f;
	struct verdict		 v = { 0, 0, NULL };
	int			 rc;

	if (x->o->ruleset != NULL &&
	    (rc = cli_ruleset(&flota_ruleset_game, x->o->ruleset, &rules)) != 0)
		return rc;
	if (x->argc != 1)
		return cli_errx(EXIT_USAGE, _("flota fleet: expected one FILE ('-' reads stdin)"));
	if ((rc = flota_cli_fleet(x->argv[0], &f)) != 0)
		return rc;
	flota_fleet_check(&rules, &f, 0, &v);
	flota_fleet_print(&f, &v, 0, 0);
	rc = v.n ? EXIT_RULE : EXIT_OK;
	verdict_free(&v);
	return live_out(rc);
}
static CMD_ENTRY(cmd_flota_fleet, flota_fleet_run)

/* ------------------------------------------------------------ flota play */

/* flota play's spec; its parts are the row's. */
static const struct cli_option flota_play_options[] = {
	{ { "fleet1", required_argument, NULL, '1' }, "FILE" },
	{ { "fleet2", required_argument, NULL, '2' }, "+FILE" },
	{ { "players", required_argument, NULL, 'p' }, "\"A; B\"" },
	{ { "output", required_argument, NULL, 'o' }, "-FILE" },
	{ { NULL, 0, NULL, 0 }, NULL }
};

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
	{ "play", live_cmd_play, "",
	    N_("referee a live game: hold both fleets, answer every shot"), NULL,
	    N_("Each player gives a fleet at a prompt (not echoed on a terminal) or in a\n"
	    "file. Then turns are typed as in the record, without answers: 'P: x D5,\n"
	    "> C5' (a line without 'TYPE:' continues the turn; 'end' ends it early;\n"
	    "a turn ends by itself when the ship has no shot and no mile left); 'help'\n"
	    "lists what may be typed. The referee answers every shot, refuses illegal\n"
	    "actions with the reason, announces ships sunk and closed in, and the\n"
	    "winner. -o FILE writes the .flota record after every turn. Exit 0 when the\n"
	    "game ends, 1 if the input ends first or a fleet is invalid, 2 on bad\n"
	    "options or fleet text.\n"),
	    CO_RULESET, flota_play_options },
	{ NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL }
};
