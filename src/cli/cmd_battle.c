/*
 * referee battle check | battle play: a match record judged (the judge is
 * src/rules/fleet/battle.c), and a match refereed at the keyboard (its
 * parts are the row's, src/games/fleet.c; the driver is live.c).
 */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "game_store.h"
#include "live.h"
#include "../rules/game.h"
#include "../util/stream.h"
#include "cmd_fleet.h"
#include "../notation/fleetio.h"
#include "../report/fleet.h"
#include "../rules/fleet/fleet.h"
#include "../rules/fleet/battle.h"

/* ------------------------------------------------------------ battle check */

/*
 * Reads a .battle record and its rules: --variant, else the record's own
 * [Variant] tag, then --ruleset. Returns 0 or an exit status (printed).
 */
static int
battle_load(const char *path, const char *variant, const char *ruleset,
    struct battle_record *rec, struct fleet_rules *rules, const char **name)
{
	struct errbuf	 err;
	char		*buf;
	size_t		 len;
	int		 rc;

	err_clear(&err);
	if (tstream_slurp(path, STREAM_RECORD_MAX, &buf, &len, &err) == -1)
		return cli_err_at(EXIT_USAGE, path, &err);
	rc = fleetio_battle_parse(buf, len, rec, &err);
	free(buf);
	if (rc == -1)
		return cli_err_at(EXIT_USAGE, path, &err);
	if (variant == NULL && ruleset == NULL && rec->variant[0]) {
		if (kv_preset_find(&fleet_ruleset_game, rec->variant) == NULL) {
			err_set(&err, rec->variant_line, rec->variant_col,
			    _("expected variant classic, boats or fish, not '%s'"), rec->variant);
			fleetio_battle_free(rec);
			return cli_err_at(EXIT_USAGE, path, &err);
		}
		variant = rec->variant;
	}
	if ((rc = fleet_cli_rules(variant, ruleset, rules, name)) != 0) {
		fleetio_battle_free(rec);
		return rc;
	}
	if (fleetio_battle_answers(rec, rules, &err) == -1) {
		fleetio_battle_free(rec);
		return cli_err_at(EXIT_USAGE, path, &err);
	}
	return 0;
}

/* --variant and --ascii of battle check. */
struct check_opts {
	const char	*variant;
	int		 ascii;
};

static int
check_opt(int ch, const char *arg, void *ctx)
{
	struct check_opts *co = ctx;

	if (ch == 'a') {
		co->ascii = 1;
		return 0;
	}
	return fleet_cli_variant_opt(ch, arg, &co->variant);
}

/* battle check's spec: --variant first, the shared options placed among its own. */
static const struct cli_option battle_check_options[] = {
	{ { "variant", required_argument, NULL, 'v' }, "V" },
	{ { "ruleset", required_argument, NULL, 'r' }, "R" },
	{ { "format", required_argument, NULL, 'f' }, "-text|csv" },
	{ { "ascii", no_argument, NULL, 'a' }, NULL },
	{ { "canonical", no_argument, NULL, 'c' }, NULL },
	{ { NULL, 0, NULL, 0 }, NULL }
};

static int
cmd_battle_check(int argc, char **argv)
{
	struct cli_opts		 o = { .handle = check_opt };	/* the row's spec */
	struct check_opts	 co = { NULL, 0 };
	struct fleet_rules	 rules;
	struct battle_record	 rec;
	struct battle_result	 res;
	struct battle_call	*calls;
	enum out_format		 fmt;
	char			 w[700];
	const char		*name;
	size_t			 k;
	int			 rc;

	o.ctx = &co;
	if ((rc = cli_opts_parse(&o, argc, argv)) != 0)
		return rc;
	fmt = o.format;
	argc -= optind;
	argv += optind;
	if (argc != 1)
		return cli_errx(EXIT_USAGE, _("battle check: expected one MATCH.battle file"));
	if ((rc = battle_load(argv[0], co.variant, o.ruleset, &rec, &rules, &name)) != 0)
		return rc;
	if (o.canonical) {
		struct strbuf sb = { 0 };

		if (name != NULL)
			snprintf(rec.variant, sizeof(rec.variant), "%s", name);
		fleetio_battle_print(&rec, &rules, &sb);
		fputs(sb_str(&sb), stdout);
		sb_free(&sb);
		fleetio_battle_free(&rec);
		return EXIT_OK;
	}
	calls = fleetio_battle_calls(&rec);
	battle_judge(&rules, rec.board, rec.board_line, calls, rec.nshots, &res);
	if (fmt != FMT_TEXT)
		battle_table_print(&rec, &rules, &res, fmt);
	else {
		for (k = 0; k < res.rulings.n; k++)
			puts(battle_ruling_words(&res.rulings.r[k], w, sizeof(w)));
		if (res.rulings.n)
			putchar('\n');
		fleet_boards_print(res.m, co.ascii);
		fleet_summary_print(res.m);
		printf(_("result: %s\n"), res.words);
	}
	rc = res.rulings.n ? EXIT_RULE : EXIT_OK;
	battle_result_free(&res);
	free(calls);
	fleetio_battle_free(&rec);
	return rc;
}

/* ------------------------------------------------------------ battle play */

/*
 * The spec of battle play's row and of the game's live play (src/games/
 * fleet.c reads its vals), with CO_RULESET; --players is taken, never shown.
 */
const struct cli_option battle_play_options[] = {
	{ { "variant", required_argument, NULL, 'v' }, "V" },
	{ { "ruleset", required_argument, NULL, 'r' }, "R" },
	{ { "first", required_argument, NULL, '1' }, "1|2" },
	{ { "record", required_argument, NULL, 'o' }, "FILE" },
	{ { "ascii", no_argument, NULL, 'a' }, NULL },
	{ { "players", required_argument, NULL, 'p' }, "~" },
	{ { NULL, 0, NULL, 0 }, NULL }
};

/* battle play: the game's live play through its row (src/games/fleet.c). */
static int
cmd_battle_play(int argc, char **argv)
{
	return live_play(game_find("battle"), argc, argv);
}

const struct command battle_commands[] = {
	{ "add", game_store_cmd_add, GAME_STORE_ADD_ARGS, GAME_STORE_ADD_SUMMARY, NULL,
	    GAME_STORE_ADD_HELP, 0, GAME_STORE_ADD_OPTS },
	{ "check", cmd_battle_check,
	    "MATCH.battle",
	    N_("verify a match record: fleets, answers, turns, rejected shots, the winner"), NULL,
	    N_("Replays the shots against both boards: a false answer, a shot out of turn,\n"
	    "a repeated shot or one next to a sunk ship, shots after the end are named\n"
	    "with their line. Prints both boards as drawn at the end and the result.\n"
	    "The variant is --variant, else the record's [Variant] tag, else classic.\n"
	    "Exit 0 clean, 1 any violation, 2 unreadable record.\n"
	    "--canonical prints the record back in canonical form instead.\n"),
	    CO_RULESET | CO_FORMAT | CO_CANONICAL, battle_check_options },
	{ "play", cmd_battle_play, "BOARD1 BOARD2",
	    N_("referee a match: read shots from standard input, answer them"), NULL,
	    N_("Each input line is a square (C4) or a player and a square (1 C4). The\n"
	    "referee answers in the variant's words and says who shoots next.\n"
	    "--record writes the match as a .battle record for 'battle check'.\n"
	    "Exit 0 when the game ends with a winner, 1 if the input ends first\n"
	    "or a fleet breaks the rules.\n"), CO_RULESET, battle_play_options },
	{ NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL }
};
