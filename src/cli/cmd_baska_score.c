/*
 * referee baska score: the zero-sum points of a result-only deal, from the
 * outcome given as options (referee(1)); settled by src/rules/baska/score.c.
 */
#include <stdlib.h>

#include "cli.h"
#include "cmd_baska.h"

/* The spec of baska score's row (cmd_baska.c). */
const struct cli_option baska_score_options[] = {
	{ { "contract", required_argument, NULL, 'c' }, "!C", CLI_CONV, .conv = baska_cli_contract },
	{ { "declarer", required_argument, NULL, 'd' }, "!SEAT", CLI_SEAT, 1, 4 },
	{ { "partner", required_argument, NULL, 'p' }, "SEAT", CLI_SEAT, 1, 4 },
	/* implied for a baśka without eyes (baska_outcome_eyes) */
	{ { "eyes", required_argument, NULL, 'e' }, "?!N", CLI_INT, 0, 104,
	    N_("the declaring side's eyes") },
	{ { "kontras", required_argument, NULL, 'k' }, "K", CLI_INT, 0, 4, N_("the effective kontras") },
	{ { "bok", no_argument, NULL, 'b' }, NULL },
	{ { "format", required_argument, NULL, 'f' }, "-text|csv" },
	{ { NULL, 0, NULL, 0 }, NULL }
};

static int
score_run(struct cmd_ctx *x)
{
	struct baska_outcome	 o = { .contract = (enum baska_contract)cmd_int(x, "contract"),
	    .declarer = (int)cmd_int(x, "declarer"), .partner = (int)cmd_int(x, "partner"),
	    .eyes = (int)cmd_int(x, "eyes"), .kontras = (int)cmd_int(x, "kontras"),
	    .bok = cmd_count(x, "bok") > 0 };
	struct baska_score	 s;
	struct errbuf		 err;

	/* the eyes a baśka without them implies, under the rules read */
	if (!cmd_count(x, "eyes") && baska_outcome_eyes(x->rules, &o) == -1)
		return cmd_missing(NT_("--eyes"));
	if (baska_sides_check(o.contract, o.declarer, o.partner, &err) == -1)
		return cli_errx(EXIT_USAGE, "%s", err.msg);
	err_clear(&err);
	if (baska_settle(x->rules, &o, &s, &err) < 0)
		return cli_errx(EXIT_USAGE, _("baska score: %s"), err.msg);
	baska_score_print(&s, x->o->format);
	return EXIT_OK;
}
CMD_ENTRY(cmd_baska_score, score_run)
