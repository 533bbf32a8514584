/*
 * referee baska auction: an auction judged call by call (§4), with the
 * holding rules of wesele, baśka and cicha when the hands are given.
 */
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

/* The spec of baska auction's row (cmd_baska.c). */
const struct cli_option baska_auction_options[] = {
	{ { "dealer", required_argument, NULL, 'd' }, "SEAT", CLI_SEAT, 1, 4 },
	{ { "hands", required_argument, NULL, 'H' }, "\"H1 / H2 / H3 / H4\"" },
	CLI_OPERANDS_MIN("CALL ...", 1, N_("at least one CALL")),
	{ { NULL, 0, NULL, 0 }, NULL }
};

static int
auction_run(struct cmd_ctx *x)
{
	const char		*arg = cmd_arg(x, "hands");
	struct baska_auction	 a;
	struct errbuf		 err;
	uint16_t		 hands[4], all = 0;
	int			 n, bad, whole, calls[BASKA_MAX_CALLS];

	if (arg != NULL && baska_hands_parse(arg, 1, hands, &all, &whole, &err) == -1)
		return cli_opt_refused(NT_("--hands"), whole, &err);
	if ((n = auction_calls(x->argc, x->argv, calls)) < 0)
		return EXIT_USAGE;
	if (n == 0)		/* operands that hold no call: '' */
		return cmd_missing(_("at least one CALL"));
	/* The forehand: the seat after --dealer, 4 unless given. */
	baska_auction_init(&a, x->rules, (cmd_count(x, "dealer") ? (int)cmd_int(x, "dealer") : 4) %
	    4 + 1, arg != NULL ? hands : NULL);
	bad = baska_auction_table(&a, calls, n);
	baska_auction_print(&a, arg != NULL ? hands : NULL);
	return bad ? EXIT_RULE : EXIT_OK;
}
CMD_ENTRY(cmd_baska_auction, auction_run)
