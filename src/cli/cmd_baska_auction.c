/*
 * referee baska auction: an auction judged call by call (§4), with the
 * holding rules of wesele, baśka and cicha when the hands are given.
 */
#include <getopt.h>
#include <stdlib.h>

#include "cli.h"
#include "cmd_baska.h"

/* The calls of the command line; their number, or -1 (printed). */
static int
auction_calls(int argc, char **argv, int *calls)
{
	struct errbuf	 err;
	int		 i, n = 0;

	for (i = 0; i < argc; i++)
		if (baska_calls_parse(argv[i], calls, &n, &err) == -1)
			return cli_errx(EXIT_USAGE, "%s", err.msg), -1;
	return n;
}

/* --hands, four hands of four cards; the other options as baska_cli_opt. */
static int
auction_opt(int ch, const char *arg, void *opts)
{
	struct baska_cli_opts	*bo = opts;
	struct errbuf		 err;
	uint16_t		 all = 0;
	int			 whole;

	if (ch != 'H')
		return baska_cli_opt(ch, arg, opts);
	if (baska_hands_parse(arg, 1, bo->hands, &all, &whole, &err) == -1)
		return baska_cli_opt_error(NT_("--hands"), whole, &err);
	bo->have_hands = 1;
	return 0;
}

/* The spec of baska auction's row (cmd_baska.c). */
const struct cli_option baska_auction_options[] = {
	{ { "dealer", required_argument, NULL, 'd' }, "SEAT" },
	{ { "hands", required_argument, NULL, 'H' }, "\"H1 / H2 / H3 / H4\"" },
	{ { NULL, 0, NULL, 0 }, NULL }
};

static int
auction_run(struct cmd_ctx *x)
{
	const struct baska_cli_opts *bo = x->data;
	const uint16_t		*hands = bo->have_hands ? bo->hands : NULL;
	struct baska_rules	 rules;
	struct baska_auction	 a;
	int			 rc, n, bad, calls[BASKA_MAX_CALLS];

	if ((n = auction_calls(x->argc, x->argv, calls)) < 0)
		return EXIT_USAGE;
	if (n == 0)
		return baska_cli_missing(NT_("auction"), _("at least one CALL"));
	if ((rc = cli_ruleset(&baska_ruleset_game, x->o->ruleset, &rules)) != 0)
		return rc;
	/* The forehand: the seat after --dealer, 4 unless given. */
	baska_auction_init(&a, &rules, (bo->dealer ? bo->dealer : 4) % 4 + 1, hands);
	bad = baska_auction_table(&a, calls, n);
	baska_auction_print(&a, hands);
	return bad ? EXIT_RULE : EXIT_OK;
}
CMD_ENTRY_WITH(cmd_baska_auction, auction_run, auction_opt, struct baska_cli_opts)
