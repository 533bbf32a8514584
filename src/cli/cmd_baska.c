/*
 * referee baska legal (and the rows of the group): the Baśka judging
 * commands (referee(1)), and what they share. Their specs say what the
 * options are and which go together (CMD_SPEC); only analyse
 * --event/--season opens the database.
 */
#include <string.h>

#include "cli.h"
#include "cmd_baska.h"

int
baska_cli_contract(const char *arg, long *contract, struct errbuf *err)
{
	if ((*contract = baska_contract_parse(arg, strlen(arg))) > BC_NONE)
		return 0;
	return err_set(err, 0, 0, _("expected a contract (zwykla, cicha, wesele, gran, zolo, "
	    "gran-du, zolo-du or baska), not '%s'"), arg);
}

/* ------------------------------------------------------------ legal */

/*
 * baska legal's spec: a hand's legal cards, or --solve's form (the options
 * named again only stand in its usage).
 */
static const struct cli_option legal_options[] = {
	{ { "ruleset", required_argument, NULL, 'r' }, "R" },
	{ { "contract", required_argument, NULL, 'c' }, "!C", CLI_CONV, .conv = baska_cli_contract },
	{ { "trick", required_argument, NULL, 't' }, "\"CARDS\"" },
	{ { "hand", required_argument, NULL, 'H' }, "!\"CARDS\"" },
	{ { "play", required_argument, NULL, 'p' }, "CARD" },
	CLI_FORM_ERROR(N_("--hands, --declarer, --partner and --leader go with --solve")),
	{ { "solve", no_argument, NULL, 'S' }, "\f!" },
	{ { "ruleset", required_argument, NULL, 'r' }, "R" },
	{ { "contract", required_argument, NULL, 'c' }, "!C" },
	{ { "declarer", required_argument, NULL, 'd' }, "!S", CLI_SEAT, 1, 4 },
	{ { "partner", required_argument, NULL, 'P' }, "P", CLI_SEAT, 1, 4 },
	{ { "leader", required_argument, NULL, 'l' }, "!L", CLI_SEAT, 1, 4 },
	{ { "hands", required_argument, NULL, 'A' }, "!\"H1 / H2 / H3 / H4\"" },
	{ { "trick", required_argument, NULL, 't' }, "\"CARDS\"" },
	{ { "format", required_argument, NULL, 'f' }, "-text|csv" },
	CLI_FORM_ERROR(N_("give the four hands with --hands, not --hand or --play")),
	{ { NULL, 0, NULL, 0 }, NULL }
};

/*
 * A hand's legal cards in a trick, and whether --play may be played; or with
 * --solve every legal card of the seat on play at a disputed position, with
 * the eyes each side takes from there with best play after it
 * (referee-baska(7), "Analysis").
 */
static int
legal_run(struct cmd_ctx *x)
{
	struct baska_solve_q	 q = { cmd_int(x, "contract"), cmd_int(x, "declarer"),
	    cmd_int(x, "partner"), cmd_int(x, "leader"), cmd_arg(x, "hands"),
	    cmd_arg(x, "trick") };
	struct errbuf		 err;
	const char		*opt;
	int			 rc, whole;

	if (cmd_count(x, "solve"))
		rc = baska_solve_run(x->rules, &q, x->o->format, &opt, &whole, &err);
	else
		rc = baska_legal_run(x->rules, q.contract, q.trick, cmd_arg(x, "hand"),
		    cmd_arg(x, "play"), &opt, &whole, &err);
	return rc == -1 ? cli_opt_refused(opt, whole, &err) : rc;
}
static CMD_ENTRY(cmd_legal, legal_run)

/* ------------------------------------------------------------ table */

/* The rows; their long help is documentation, kept in help_baska.c. */
const struct command baska_commands[] = {
	{ "analyse", cmd_baska_analyse, "",
	    N_("double-dummy analysis of played deals: each card's cost, each player's record"),
	    NULL, baska_help_analyse, CO_RULESET | CO_FORMAT | CO_HTML | CMD_SPEC, baska_analyse_options,
	    &baska_ruleset_game },
	{ "auction", cmd_baska_auction, "",
	    N_("walk an auction: who made each call, whether it stands, and the outcome"), NULL,
	    baska_help_auction, CO_RULESET | CMD_SPEC, baska_auction_options, &baska_ruleset_game },
	{ "check", cmd_baska_check, "",
	    N_("judge deal records (.bdn): auction, every card, claims and the written Score"),
	    NULL, baska_help_check, CO_RULESET | CO_FORMAT | CO_CANONICAL | CMD_SPEC,
	    baska_check_options, &baska_ruleset_game },
	{ "legal", cmd_legal, "",
	    N_("the legal cards of a hand in a trick; whether a card may be played"), NULL,
	    baska_help_legal, CO_RULESET | CO_FORMAT | CMD_SPEC, legal_options, &baska_ruleset_game },
	{ "score", cmd_baska_score, "",
	    N_("score a result-only deal (zero-sum points per seat)"), NULL,
	    baska_help_score, CO_RULESET | CO_FORMAT | CMD_SPEC, baska_score_options,
	    &baska_ruleset_game },
	{ NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL, NULL }
};
