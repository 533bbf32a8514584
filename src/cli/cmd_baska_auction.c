/*
 * referee baska auction: an auction judged call by call (§4), with the
 * holding rules of wesele, baśka and cicha when the hands are given.
 */
#include "cli.h"
#include "cmd_baska.h"

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
	int			 i, n = 0, bad, whole, calls[BASKA_MAX_CALLS];

	if (arg != NULL && baska_hands_parse(arg, 1, hands, &all, &whole, &err) == -1)
		return cli_opt_refused(NT_("--hands"), whole, &err);
	for (i = 0; i < x->argc; i++)
		if (baska_calls_parse(x->argv[i], calls, &n, &err) == -1)
			return cli_errx(EXIT_USAGE, "%s", err.msg);
	if (n == 0)		/* operands that hold no call: '' */
		return cmd_missing(_("at least one CALL"));
	/* The forehand: the seat after --dealer (not given: 0, as 4). */
	baska_auction_init(&a, x->rules, (int)cmd_int(x, "dealer") % 4 + 1,
	    arg != NULL ? hands : NULL);
	bad = baska_auction_table(&a, calls, n);
	baska_auction_print(&a, arg != NULL ? hands : NULL);
	return bad ? EXIT_RULE : EXIT_OK;
}
CMD_ENTRY(cmd_baska_auction, auction_run)
