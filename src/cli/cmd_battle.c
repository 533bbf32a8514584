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
#include "../notation/fleetio.h"
#include "../report/fleet.h"
#include "../rules/fleet/fleet.h"
#include "../rules/fleet/battle.h"

/* ------------------------------------------------------------ battle check */

/* battle check's spec: --variant first, the shared options placed among its own. */
static const struct cli_option battle_check_options[] = {
	{ { "variant", required_argument, NULL, 'v' }, "V" },
	{ { "ruleset", required_argument, NULL, 'r' }, "R" },
	{ { "format", required_argument, NULL, 'f' }, "-text|csv" },
	{ { "ascii", no_argument, NULL, 'a' }, NULL },
	{ { "canonical", no_argument, NULL, 'c' }, NULL },
	{ { NULL, 0, NULL, 0 }, NULL }
};

/* A match record judged: its rulings, both boards, the result (report/fleet.c). */
static int
battle_check(struct cmd_ctx *x)
{
	struct fleet_rules	 rules;
	struct battle_record	 rec;
	struct battle_result	 res;
	struct battle_call	*calls;
	struct errbuf		 err;
	struct strbuf		 sb = { 0 };
	const char		*name, *file;
	int			 rc;

	if (x->argc != 1)
		return cli_errx(EXIT_USAGE, _("battle check: expected one MATCH.battle file"));
	err_clear(&err);
	if (fleetio_battle_load(x->argv[0], cmd_arg(x, "variant"), x->o->ruleset, &rec, &rules,
	    &name, &file, &err) == -1)
		return cli_err_at(EXIT_USAGE, file, &err);
	if (x->o->canonical) {
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
	battle_check_print(&rec, &rules, &res, x->o->format, cmd_count(x, "ascii"));
	rc = res.rulings.n ? EXIT_RULE : EXIT_OK;
	battle_result_free(&res);
	free(calls);
	fleetio_battle_free(&rec);
	return rc;
}
static CMD_ENTRY(cmd_battle_check, battle_check)

/* ------------------------------------------------------------ battle play */

/* battle play's spec (--players is taken, not shown); its parts are the row's. */
static const struct cli_option battle_play_options[] = {
	{ { "variant", required_argument, NULL, 'v' }, "V" },
	{ { "ruleset", required_argument, NULL, 'r' }, "R" },
	{ { "first", required_argument, NULL, '1' }, "1|2" },
	{ { "record", required_argument, NULL, 'o' }, "FILE" },
	{ { "ascii", no_argument, NULL, 'a' }, NULL },
	{ { NULL, 0, NULL, 0 }, NULL }
};

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
	{ "play", live_cmd_play, "BOARD1 BOARD2",
	    N_("referee a match: read shots from standard input, answer them"), NULL,
	    N_("Each input line is a square (C4) or a player and a square (1 C4). The\n"
	    "referee answers in the variant's words and says who shoots next;\n"
	    "'help' at the prompt says what to type, 'quit' stops the match.\n"
	    "--record writes the match as a .battle record for 'battle check'.\n"
	    "Exit 0 when the game ends with a winner, 1 if the input ends first\n"
	    "or a fleet breaks the rules.\n"), CO_RULESET, battle_play_options },
	{ NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL }
};
