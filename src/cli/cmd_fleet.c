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
#include "../util/stream.h"
#include "cmd_fleet.h"
#include "live.h"
#include "../notation/fleetio.h"
#include "../report/fleet.h"
#include "../report/table.h"
#include "../rules/fleet/fleet.h"
#include "../rules/fleet/battle.h"

/* The name of a preset, or of the preset it is an alias of (statki -> classic). */
static const char *
preset_main_name(const struct kv_preset *p)
{
	const struct kv_preset *q;

	for (q = fleet_ruleset_game.presets; q < p; q++)
		if (q->obj == p->obj)
			return q->name;
	return p->name;
}

/*
 * Loads the rules: the preset named by --variant (default classic), then
 * --ruleset (a preset name, or a file of keys applied over the variant).
 * *name is set to the preset's name when no file was applied, else NULL.
 * Returns 0 or an exit status (the error already printed).
 */
int
fleet_cli_rules(const char *variant, const char *ruleset, struct fleet_rules *r, const char **name)
{
	const struct kv_preset	*p;
	struct errbuf		 err;
	char			*buf;
	size_t			 len;

	err_clear(&err);
	p = kv_preset_find(&fleet_ruleset_game, variant ? variant : "classic");
	if (p == NULL)
		return cli_errx(EXIT_USAGE, _("--variant: expected classic, boats or fish, not '%s'"),
		    variant);
	memcpy(r, p->obj, sizeof(*r));
	*name = preset_main_name(p);
	if (ruleset == NULL)
		return 0;
	if ((p = kv_preset_find(&fleet_ruleset_game, ruleset)) != NULL) {
		memcpy(r, p->obj, sizeof(*r));
		*name = preset_main_name(p);
		return 0;
	}
	if (strchr(ruleset, '/') == NULL && strchr(ruleset, '.') == NULL)
		return cli_errx(EXIT_USAGE, _("--ruleset: unknown fleet ruleset '%s' "
		    "(built in: classic, boats, fish; or a file of key = value lines)"), ruleset);
	if (tstream_slurp(ruleset, STREAM_RECORD_MAX, &buf, &len, &err) == -1)
		return cli_err_at(EXIT_USAGE, ruleset, &err);
	if (kv_parse(&fleet_ruleset_game, r, buf, &err) == -1) {
		free(buf);
		return cli_err_at(EXIT_USAGE, ruleset, &err);
	}
	free(buf);
	*name = NULL;
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

int
fleet_cli_variant_opt(int ch, const char *arg, void *ctx)
{
	if (ch != 'v')
		return EXIT_USAGE;
	*(const char **)ctx = arg;
	return 0;
}

/* fleet check's spec: --variant first, the shared options placed after it. */
static const struct cli_option fleet_check_options[] = {
	{ { "variant", required_argument, NULL, 'v' }, "classic|boats|fish" },
	{ { "ruleset", required_argument, NULL, 'r' }, "R" },
	{ { "format", required_argument, NULL, 'f' }, "-text|csv" },
	{ { "canonical", no_argument, NULL, 'c' }, NULL },
	{ { NULL, 0, NULL, 0 }, NULL }
};

static int
cmd_fleet_check(int argc, char **argv)
{
	static const char *const head[] = { "code", "cells", "message" };
	struct cli_opts		 o = { .handle = fleet_cli_variant_opt };	/* the row's spec */
	struct fleet_rules	 rules;
	struct fleet_grid	 grid;
	struct fleet_report	 rep = { 0, NULL };
	struct table		*t;
	enum out_format		 fmt;
	const char		*variant = NULL, *ruleset, *name;
	size_t			 i;
	int			 rc, canonical;

	o.ctx = &variant;
	if ((rc = cli_opts_parse(&o, argc, argv)) != 0)
		return rc;
	fmt = o.format;
	ruleset = o.ruleset;
	canonical = o.canonical;
	argc -= optind;
	argv += optind;
	if (argc != 1)
		return cli_errx(EXIT_USAGE, _("fleet check: expected one board FILE"));
	if ((rc = fleet_cli_rules(variant, ruleset, &rules, &name)) != 0)
		return rc;
	if ((rc = fleet_cli_board(argv[0], &grid)) != 0)
		return rc;
	if (canonical) {
		struct strbuf sb = { 0 };

		fleetio_grid_print(&grid, &sb);
		fputs(sb_str(&sb), stdout);
		sb_free(&sb);
		return EXIT_OK;
	}
	fleet_grid_check(&rules, &grid, NULL, &rep);
	if (fmt == FMT_TEXT) {
		if (rep.n == 0)
			puts(_("valid"));
		for (i = 0; i < rep.n; i++)
			puts(rep.v[i].msg);
	} else {
		t = table_alloc(3, head);
		for (i = 0; i < rep.n; i++) {
			const char *row[3] = { fleet_code_name(rep.v[i].code), rep.v[i].cells,
			    rep.v[i].msg };

			table_add(t, row);
		}
		table_print(stdout, t, fmt);
		table_free(t);
	}
	rc = rep.n ? EXIT_RULE : EXIT_OK;
	fleet_report_free(&rep);
	return rc;
}

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
