/*
 * referee baska auction: an auction judged call by call (§4), with the
 * holding rules of wesele, baśka and cicha when the hands are given.
 */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cmd_baska.h"
#include "../notation/bdn.h"
#include "../rules/baska/baska.h"

/* The calls of the command line; their number, or -1 (printed). */
static int
auction_calls(int argc, char **argv, int *calls)
{
	struct errbuf	 err;
	int		 i, n = 0;

	for (i = optind; i < argc; i++)
		if (baska_calls_parse(argv[i], calls, &n, &err) == -1)
			return cli_errx(EXIT_USAGE, "%s", err.msg), -1;
	return n;
}

/* The options of baska auction. */
struct auction_opts {
	int		 dealer, have_hands;
	uint16_t	 hands[4];
};

static int
auction_opt(int ch, const char *arg, void *ctx)
{
	struct auction_opts *ao = ctx;
	struct errbuf	 err;
	uint16_t	 all = 0;
	int		 whole;

	switch (ch) {
	case 'd':
		return baska_cli_seat_opt(NT_("--dealer"), arg, &ao->dealer) < 0 ? EXIT_USAGE : 0;
	case 'H':
		if (baska_hands_parse(arg, 1, ao->hands, &all, &whole, &err) == -1)
			return baska_cli_opt_error(NT_("--hands"), whole, &err);
		ao->have_hands = 1;
		return 0;
	default:
		return EXIT_USAGE;
	}
}

/* The spec of baska auction's row (cmd_baska.c). */
const struct cli_option baska_auction_options[] = {
	{ { "dealer", required_argument, NULL, 'd' }, "SEAT" },
	{ { "hands", required_argument, NULL, 'H' }, "\"H1 / H2 / H3 / H4\"" },
	{ { NULL, 0, NULL, 0 }, NULL }
};

int
cmd_baska_auction(int argc, char **argv)
{
	struct auction_opts		 ao = { 4, 0, { 0, 0, 0, 0 } };
	struct cli_opts			 co = { .handle = auction_opt };	/* the row's spec */
	struct baska_rules		 rules;
	struct baska_auction		 a;
	const char			*ruleset;
	uint16_t			*hands = ao.hands;
	int				 dealer, have_hands, rc, n, bad;
	int				 calls[BASKA_MAX_CALLS];

	co.ctx = &ao;
	if ((rc = cli_opts_parse(&co, argc, argv)) != 0)
		return rc;
	ruleset = co.ruleset;
	dealer = ao.dealer;
	have_hands = ao.have_hands;
	if ((n = auction_calls(argc, argv, calls)) < 0)
		return EXIT_USAGE;
	if (n == 0)
		return baska_cli_missing(NT_("auction"), _("at least one CALL"));
	if ((rc = cli_ruleset(&baska_ruleset_game, ruleset, &rules)) != 0)
		return rc;
	baska_auction_init(&a, &rules, dealer % 4 + 1, have_hands ? hands : NULL);
	bad = baska_auction_table(&a, calls, n);
	baska_auction_print(&a, have_hands ? hands : NULL);
	return bad ? EXIT_RULE : EXIT_OK;
}
