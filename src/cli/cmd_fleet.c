/*
 * referee fleet check: a fleet placement of Morska Bitwa and the skansen
 * variants; the rules and boards cmd_battle.c shares (the drawings are
 * src/report/fleet.c).
 */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cmd_fleet.h"
#include "live.h"
#include "../notation/fleetio.h"
#include "../report/fleet.h"
#include "../rules/fleet/fleet.h"
#include "../rules/fleet/battle.h"

/* The rules of a board or a match (fleetio_rules); 0 or an exit status (printed). */
int
fleet_cli_rules(const char *variant, const char *ruleset, struct fleet_rules *r, const char **name)
{
	struct errbuf	 err;
	const char	*file;

	err_clear(&err);
	if (fleetio_rules(variant, ruleset, r, name, &file, &err) == -1)
		return cli_err_at(EXIT_USAGE, file, &err);
	return 0;
}

/* A .board file read by live_load. */
static int
board_parse(const char *buf, size_t len, void *g, struct errbuf *err)
{
	return fleetio_board_parse(buf, len, g, err);
}

/* Reads and parses a .board file; returns 0 or the exit status (printed). */
int
fleet_cli_board(const char *path, struct fleet_grid *g)
{
	return live_load(path, board_parse, g);
}

/* ------------------------------------------------------------ fleet check */

/* fleet check's spec: --variant first, the shared options placed after it. */
static const struct cli_option fleet_check_options[] = {
	{ { "variant", required_argument, NULL, 'v' }, "classic|boats|fish" },
	{ { "ruleset", required_argument, NULL, 'r' }, "R" },
	{ { "format", required_argument, NULL, 'f' }, "-text|csv" },
	{ { "canonical", no_argument, NULL, 'c' }, NULL },
	{ { NULL, 0, NULL, 0 }, NULL }
};

/* One board checked against the variant's fleet (report/fleet.c prints it). */
static int
fleet_check(struct cmd_ctx *x)
{
	struct fleet_rules	 rules;
	struct fleet_grid	 grid;
	struct fleet_report	 rep = { 0, NULL };
	struct strbuf		 sb = { 0 };
	const char		*name;
	int			 rc;

	if (x->argc != 1)
		return cli_errx(EXIT_USAGE, _("fleet check: expected one board FILE"));
	if ((rc = fleet_cli_rules(cmd_arg(x, "variant"), x->o->ruleset, &rules, &name)) != 0 ||
	    (rc = fleet_cli_board(x->argv[0], &grid)) != 0)
		return rc;
	if (x->o->canonical) {
		fleetio_grid_print(&grid, &sb);
		fputs(sb_str(&sb), stdout);
		sb_free(&sb);
		return EXIT_OK;
	}
	fleet_grid_check(&rules, &grid, NULL, &rep);
	fleet_check_print(&rep, x->o->format);
	rc = rep.n ? EXIT_RULE : EXIT_OK;
	fleet_report_free(&rep);
	return rc;
}
static CMD_ENTRY(cmd_fleet_check, fleet_check)

const struct command fleet_commands[] = {
	{ "check", cmd_fleet_check,
	    "FILE",
	    N_("check one board against the fleet of the variant"), NULL,
	    N_("Prints 'valid', or one line per violation with the squares involved:\n"
	    "ships outside the board, bent ships, touching ships (side or corner),\n"
	    "a wrong number of ships of a size, a board of the wrong size.\n"
	    "Exit 0 valid, 1 invalid, 2 unreadable board.\n"
	    "--canonical prints the board back in canonical form instead.\n"),
	    CO_RULESET | CO_FORMAT | CO_CANONICAL, fleet_check_options },
	{ NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL }
};
