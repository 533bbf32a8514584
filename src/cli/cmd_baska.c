/*
 * referee baska legal (and the rows of the group): the Baśka judging
 * commands (referee(1)), and what they share: their own options, read by
 * name as they come. Only analyse --event/--season opens the database.
 */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cmd_baska.h"
#include "commands.h"

int
baska_cli_opt_error(const char *opt, int whole, const struct errbuf *err)
{
	if (whole)
		return cli_errx(EXIT_USAGE, "%s", err->msg);
	if (err->col > 0)
		return cli_errx(EXIT_USAGE, _("%s: column %d: %s"), opt, err->col, err->msg);
	return cli_errx(EXIT_USAGE, "%s: %s", opt, err->msg);
}

int
baska_cli_missing(const char *cmd, const char *opt)
{
	cli_errx(EXIT_USAGE, _("baska %s: %s is required"), cmd, opt);
	fprintf(stderr, _("(see 'referee baska %s --help')\n"), cmd);
	return EXIT_USAGE;
}

/* A seat 1-4 for the option opt ("--declarer"); 0, or 2 printed. */
static int
seat_opt(const char *opt, const char *arg, int *seat)
{
	long	 v;

	if (parse_int(arg, 1, 4, &v) < 0)
		return cli_errx(EXIT_USAGE, _("%s: expected a seat from 1 to 4, not '%s'"), opt,
		    arg);
	*seat = (int)v;
	return 0;
}

int
baska_cli_opt(int ch, const char *arg, void *opts)
{
	struct baska_cli_opts	*bo = opts;
	const char		*name = cmd_opt_name(ch);
	char			 opt[32];
	long			 v;
	int			 c;

	snprintf(opt, sizeof(opt), "--%s", name);
	if (strcmp(name, "contract") == 0) {
		if ((c = baska_contract_parse(arg, strlen(arg))) <= BC_NONE)
			return cli_errx(EXIT_USAGE, _("--contract: expected a contract "
			    "(zwykla, cicha, wesele, gran, zolo, gran-du, zolo-du or baska), "
			    "not '%s'"), arg);
		bo->o.contract = (enum baska_contract)c;
	} else if (strcmp(name, "declarer") == 0)
		return seat_opt(opt, arg, &bo->o.declarer);
	else if (strcmp(name, "partner") == 0)
		return seat_opt(opt, arg, &bo->o.partner);
	else if (strcmp(name, "leader") == 0)
		return seat_opt(opt, arg, &bo->leader);
	else if (strcmp(name, "dealer") == 0)
		return seat_opt(opt, arg, &bo->dealer);
	else if (strcmp(name, "eyes") == 0) {
		if (parse_int(arg, 0, 104, &v) < 0)
			return cli_errx(EXIT_USAGE, _("--eyes: expected the declaring side's eyes, "
			    "0 to 104, not '%s'"), arg);
		bo->o.eyes = (int)v;
	} else if (strcmp(name, "kontras") == 0) {
		if (parse_int(arg, 0, 4, &v) < 0)
			return cli_errx(EXIT_USAGE, _("--kontras: expected the effective kontras, "
			    "0 to 4, not '%s'"), arg);
		bo->o.kontras = (int)v;
	} else if (strcmp(name, "deals") == 0)
		return league_number(NT_("--deals"), arg, 1, 1000, &bo->deals) == -1 ?
		    EXIT_USAGE : 0;
	return 0;
}

/* ------------------------------------------------------------ legal */

/* The options of --solve without it, or the plain ones with it: 0, or 2 printed. */
static int
legal_mode(const struct cmd_ctx *x, const struct baska_cli_opts *bo)
{
	int	 solve = cmd_count(x, "solve");

	if (solve && (cmd_arg(x, "hand") != NULL || cmd_arg(x, "play") != NULL))
		return cli_errx(EXIT_USAGE, _("baska legal --solve: give the four hands with "
		    "--hands, not --hand or --play"));
	if (!solve && (cmd_arg(x, "hands") != NULL || bo->o.declarer || bo->o.partner ||
	    bo->leader))
		return cli_errx(EXIT_USAGE, _("baska legal: --hands, --declarer, --partner and "
		    "--leader go with --solve"));
	return 0;
}

/*
 * baska legal's spec: a hand's legal cards, or --solve's form (the options
 * named again only stand in its usage).
 */
static const struct cli_option legal_options[] = {
	{ { "ruleset", required_argument, NULL, 'r' }, "R" },
	{ { "contract", required_argument, NULL, 'c' }, "!C" },
	{ { "trick", required_argument, NULL, 't' }, "\"CARDS\"" },
	{ { "hand", required_argument, NULL, 'H' }, "!\"CARDS\"" },
	{ { "play", required_argument, NULL, 'p' }, "CARD" },
	{ { "solve", no_argument, NULL, 'S' }, "\f!" },
	{ { "ruleset", required_argument, NULL, 'r' }, "R" },
	{ { "contract", required_argument, NULL, 'c' }, "!C" },
	{ { "declarer", required_argument, NULL, 'd' }, "!S" },
	{ { "partner", required_argument, NULL, 'P' }, "P" },
	{ { "leader", required_argument, NULL, 'l' }, "!L" },
	{ { "hands", required_argument, NULL, 'A' }, "!\"H1 / H2 / H3 / H4\"" },
	{ { "trick", required_argument, NULL, 't' }, "\"CARDS\"" },
	{ { "format", required_argument, NULL, 'f' }, "-text|csv" },
	{ { NULL, 0, NULL, 0 }, NULL }
};

/*
 * --solve: every legal card of the seat on play at a disputed position, with
 * the eyes each side takes from there with best play after it
 * (referee-baska(7), "Analysis"; baska_solve_at).
 */
static int
legal_solve(struct cmd_ctx *x, const struct baska_cli_opts *bo, const struct baska_rules *r)
{
	struct baska_solve_q	 q = { bo->o.contract, bo->o.declarer, bo->o.partner,
	    bo->leader, cmd_arg(x, "hands"), cmd_arg(x, "trick") };
	struct baska_solve_a	 a;
	struct baska_dd		*m;
	struct errbuf		 err;
	const char		*opt;
	int			 rc, whole;

	if (q.declarer == 0)
		return baska_cli_missing(NT_("legal"), NT_("--declarer"));
	if (q.leader == 0)
		return baska_cli_missing(NT_("legal"), NT_("--leader"));
	if (baska_sides_check(q.contract, q.declarer, q.partner, &err) == -1)
		return cli_errx(EXIT_USAGE, "%s", err.msg);
	if (q.hands == NULL)
		return baska_cli_missing(NT_("legal"), NT_("--hands"));
	m = xmalloc(sizeof(*m));
	rc = baska_solve_at(m, r, &q, &a, &opt, &whole, &err);
	free(m);
	if (rc == -1)
		return baska_cli_opt_error(opt, whole, &err);
	baska_solve_print(x->o->format, a.p, a.starzy, a.rest, a.cards, a.eyes, a.n);
	return EXIT_OK;
}

/* A hand's legal cards in a trick, and whether --play may be played. */
static int
legal_run(struct cmd_ctx *x)
{
	const struct baska_cli_opts *bo = x->data;
	struct baska_rules	 rules;
	struct baska_legal_in	 in;
	struct errbuf		 err;
	const char		*opt;
	int			 rc, ok, whole, nl, cards[4];
	char			 why[256];

	if ((rc = legal_mode(x, bo)) != 0)
		return rc;
	if (x->argc > 0)
		return cli_errx(EXIT_USAGE, _("baska legal: unexpected argument '%s'"), x->argv[0]);
	if (bo->o.contract == BC_NONE)
		return baska_cli_missing(NT_("legal"), NT_("--contract"));
	if (!cmd_count(x, "solve") && cmd_arg(x, "hand") == NULL)
		return baska_cli_missing(NT_("legal"), NT_("--hand"));
	if ((rc = cli_ruleset(&baska_ruleset_game, x->o->ruleset, &rules)) != 0)
		return rc;
	if (cmd_count(x, "solve"))
		return legal_solve(x, bo, &rules);
	if (baska_legal_in_parse(&in, cmd_arg(x, "trick"), cmd_arg(x, "hand"), cmd_arg(x, "play"),
	    &opt, &whole, &err) == -1)
		return baska_cli_opt_error(opt, whole, &err);
	nl = baska_legal_in_judge(&rules, baska_contract_family(bo->o.contract), &in, cards, &ok,
	    why, sizeof(why));
	baska_legal_print(cards, nl, in.play >= 0, ok, why);
	return ok ? EXIT_OK : EXIT_RULE;
}
static CMD_ENTRY_WITH(cmd_legal, legal_run, baska_cli_opt, struct baska_cli_opts)

/* ------------------------------------------------------------ table */

/* The rows; their long help is documentation, kept in help_baska.c. */
const struct command baska_commands[] = {
	{ "analyse", cmd_baska_analyse, "",
	    N_("double-dummy analysis of played deals: each card's cost, each player's record"),
	    NULL, baska_help_analyse, CO_RULESET | CO_FORMAT | CO_HTML, baska_analyse_options },
	{ "auction", cmd_baska_auction, "CALL ...",
	    N_("walk an auction: who made each call, whether it stands, and the outcome"), NULL,
	    baska_help_auction, CO_RULESET, baska_auction_options },
	{ "check", cmd_baska_check, "FILE ...",
	    N_("judge deal records (.bdn): auction, every card, claims and the written Score"),
	    NULL, baska_help_check, CO_RULESET | CO_FORMAT | CO_CANONICAL, baska_check_options },
	{ "legal", cmd_legal, "",
	    N_("the legal cards of a hand in a trick; whether a card may be played"), NULL,
	    baska_help_legal, CO_RULESET | CO_FORMAT, legal_options },
	{ "score", cmd_baska_score, "",
	    N_("score a result-only deal (zero-sum points per seat)"), NULL,
	    baska_help_score, CO_RULESET | CO_FORMAT, baska_score_options },
	{ NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL }
};
