/*
 * referee baska score: the zero-sum points of a result-only deal, from the
 * outcome given as options (referee(1)).
 */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cmd_baska.h"
#include "../rules/baska/baska.h"

/* The options of baska score. */
struct score_opts {
	struct baska_outcome	 o;
	int			 have_eyes;
};

static int
score_opt(int ch, const char *arg, void *ctx)
{
	struct score_opts	*so = ctx;
	long			 v;

	switch (ch) {
	case 'c':
		return baska_cli_contract_opt(arg, &so->o.contract) < 0 ? EXIT_USAGE : 0;
	case 'd':
		return baska_cli_seat_opt(NT_("--declarer"), arg, &so->o.declarer) < 0 ? EXIT_USAGE : 0;
	case 'p':
		return baska_cli_seat_opt(NT_("--partner"), arg, &so->o.partner) < 0 ? EXIT_USAGE : 0;
	case 'e':
		if (parse_int(arg, 0, 104, &v) < 0)
			return cli_errx(EXIT_USAGE, _("--eyes: expected the declaring side's eyes, "
			    "0 to 104, not '%s'"), arg);
		so->o.eyes = (int)v;
		so->have_eyes = 1;
		return 0;
	case 'k':
		if (parse_int(arg, 0, 4, &v) < 0)
			return cli_errx(EXIT_USAGE, _("--kontras: expected the effective kontras, "
			    "0 to 4, not '%s'"), arg);
		so->o.kontras = (int)v;
		return 0;
	case 'b':
		so->o.bok = 1;
		return 0;
	default:
		return EXIT_USAGE;
	}
}

/* The outcome the options describe is complete and consistent; 0 or 2 (printed). */
static int
score_check(struct score_opts *so)
{
	struct baska_outcome *o = &so->o;
	struct errbuf	 err;

	if (o->contract == BC_NONE)
		return baska_cli_missing(NT_("score"), NT_("--contract"));
	if (o->declarer == 0)
		return baska_cli_missing(NT_("score"), NT_("--declarer"));
	if (!so->have_eyes) {
		if (o->contract != BC_BASKA)
			return baska_cli_missing(NT_("score"), NT_("--eyes"));
		o->eyes = 104;
	}
	if (baska_sides_check(o->contract, o->declarer, o->partner, &err) == -1)
		return cli_errx(EXIT_USAGE, "%s", err.msg);
	return 0;
}

/* The spec of baska score's row (cmd_baska.c). */
const struct cli_option baska_score_options[] = {
	{ { "contract", required_argument, NULL, 'c' }, "!C" },
	{ { "declarer", required_argument, NULL, 'd' }, "!SEAT" },
	{ { "partner", required_argument, NULL, 'p' }, "SEAT" },
	{ { "eyes", required_argument, NULL, 'e' }, "!N" },
	{ { "kontras", required_argument, NULL, 'k' }, "K" },
	{ { "bok", no_argument, NULL, 'b' }, NULL },
	{ { "format", required_argument, NULL, 'f' }, "-text|csv" },
	{ { NULL, 0, NULL, 0 }, NULL }
};

int
cmd_baska_score(int argc, char **argv)
{
	struct score_opts	 so;
	struct cli_opts		 co = { .handle = score_opt };	/* the row's spec */
	struct baska_rules	 rules;
	struct baska_score	 s;
	struct errbuf		 err;
	int			 rc;

	memset(&so, 0, sizeof(so));
	co.ctx = &so;
	if ((rc = cli_opts_parse(&co, argc, argv)) != 0)
		return rc;
	if (optind < argc)
		return cli_errx(EXIT_USAGE, _("baska score: unexpected argument '%s'"), argv[optind]);
	if ((rc = score_check(&so)) != 0 ||
	    (rc = cli_ruleset(&baska_ruleset_game, co.ruleset, &rules)) != 0)
		return rc;
	err_clear(&err);
	if (baska_settle(&rules, &so.o, &s, &err) < 0)
		return cli_errx(EXIT_USAGE, _("baska score: %s"), err.msg);
	baska_score_print(&s, co.format);
	return EXIT_OK;
}
