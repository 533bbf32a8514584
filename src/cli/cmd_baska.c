/*
 * referee baska legal | score | check | auction: the Baśka judging commands
 * (referee(1)). They never open the database.
 */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cmd_baska.h"
#include "../notation/bdn.h"
#include "../rules/baska/baska.h"

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
baska_cli_seat_opt(const char *opt, const char *arg, int *seat)
{
	long	 v;

	if (parse_int(arg, 1, 4, &v) < 0) {
		cli_errx(EXIT_USAGE, _("%s: expected a seat from 1 to 4, not '%s'"), opt, arg);
		return -1;
	}
	*seat = (int)v;
	return 0;
}

int
baska_cli_contract_opt(const char *arg, enum baska_contract *c)
{
	int	 v;

	if ((v = baska_contract_parse(arg, strlen(arg))) <= BC_NONE) {
		cli_errx(EXIT_USAGE, _("--contract: expected a contract (zwykla, cicha, wesele, "
		    "gran, zolo, gran-du, zolo-du or baska), not '%s'"), arg);
		return -1;
	}
	*c = (enum baska_contract)v;
	return 0;
}

int
baska_cli_missing(const char *cmd, const char *opt)
{
	cli_errx(EXIT_USAGE, _("baska %s: %s is required"), cmd, opt);
	fprintf(stderr, _("(see 'referee baska %s --help')\n"), cmd);
	return EXIT_USAGE;
}

/* ------------------------------------------------------------ legal */

/* The options of baska legal. */
struct legal_opts {
	enum baska_contract	 contract;
	const char		*trick, *hand, *play;
	int			 solve;
	struct baska_legal_solve s;	/* --solve's own options */
};

static int
legal_opt(int ch, const char *arg, void *ctx)
{
	struct legal_opts *lo = ctx;

	switch (ch) {
	case 'c':
		return baska_cli_contract_opt(arg, &lo->contract) < 0 ? EXIT_USAGE : 0;
	case 't':
		lo->trick = arg;
		return 0;
	case 'H':
		lo->hand = arg;
		return 0;
	case 'p':
		lo->play = arg;
		return 0;
	case 'S':
		lo->solve = 1;
		return 0;
	case 'd':
		return baska_cli_seat_opt(NT_("--declarer"), arg, &lo->s.declarer) < 0 ? EXIT_USAGE : 0;
	case 'P':
		return baska_cli_seat_opt(NT_("--partner"), arg, &lo->s.partner) < 0 ? EXIT_USAGE : 0;
	case 'l':
		return baska_cli_seat_opt(NT_("--leader"), arg, &lo->s.leader) < 0 ? EXIT_USAGE : 0;
	case 'A':
		lo->s.hands = arg;
		return 0;
	default:
		return EXIT_USAGE;
	}
}

/* The options of --solve without it, or the plain ones with it: 0, or 2 printed. */
static int
legal_mode(const struct legal_opts *lo)
{
	if (lo->solve && (lo->hand != NULL || lo->play != NULL))
		return cli_errx(EXIT_USAGE, _("baska legal --solve: give the four hands with "
		    "--hands, not --hand or --play"));
	if (!lo->solve && (lo->s.hands != NULL || lo->s.declarer || lo->s.partner ||
	    lo->s.leader))
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

static int
cmd_legal(int argc, char **argv)
{
	struct legal_opts	 lo;
	struct cli_opts		 co = { .handle = legal_opt };	/* the row's spec */
	struct baska_rules	 rules;
	struct baska_legal_in	 in;
	struct errbuf		 err;
	const char		*opt;
	int			 rc, ok, whole, nl, legal_cards[4];
	char			 why[256];

	memset(&lo, 0, sizeof(lo));
	lo.contract = BC_NONE;
	co.ctx = &lo;
	if ((rc = cli_opts_parse(&co, argc, argv)) != 0 || (rc = legal_mode(&lo)) != 0)
		return rc;
	if (optind < argc)
		return cli_errx(EXIT_USAGE, _("baska legal: unexpected argument '%s'"), argv[optind]);
	if (lo.contract == BC_NONE)
		return baska_cli_missing(NT_("legal"), NT_("--contract"));
	if (!lo.solve && lo.hand == NULL)
		return baska_cli_missing(NT_("legal"), NT_("--hand"));
	if ((rc = cli_ruleset(&baska_ruleset_game, co.ruleset, &rules)) != 0)
		return rc;
	if (lo.solve) {
		lo.s.contract = lo.contract;
		lo.s.format = co.format;
		lo.s.trick = lo.trick;
		return baska_cli_legal_solve(&lo.s, &rules);
	}
	if (baska_legal_in_parse(&in, lo.trick, lo.hand, lo.play, &opt, &whole, &err) == -1)
		return baska_cli_opt_error(opt, whole, &err);
	nl = baska_legal_in_judge(&rules, baska_contract_family(lo.contract), &in, legal_cards,
	    &ok, why, sizeof(why));
	baska_legal_print(legal_cards, nl, in.play >= 0, ok, why);
	return ok ? EXIT_OK : EXIT_RULE;
}

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
