/* usage.sh: a row with an option in its written usage, one generated, a usage in a call. */
static const struct command rows[] = {
	{ "good", cmd_good, "FILE ...", N_("operands only"), NULL, NULL,
	    CO_RULESET, NULL },
	{ "bad", cmd_bad, "[--ruleset R] "
	    "FILE ...", N_("an option written by hand"), NULL, NULL, 0, NULL },
	{ NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL }
};

static int
cmd_call(int argc)
{
	if (argc < 2)
		return cli_errx(EXIT_USAGE, _("usage: referee call FILE"));
	return 0;
}

/* A usage named in a row: a macro of operands passes, a variable with an option does not. */
#define OPERANDS	"EVENT FILE"
static const char named_usage[] = "[--by WHO] EVENT";
static const struct command named[] = {
	{ "macro", cmd_good, OPERANDS, N_("operands only"), NULL, NULL, CO_BY, NULL },
	{ "named", cmd_bad, named_usage, N_("an option elsewhere"), NULL, NULL, 0, NULL },
};

/* A short option written by hand is an option too. */
static const struct command shortopt[] = {
	{ "short", cmd_bad, "[EVENT] -o FILE", N_("a short option"), NULL, NULL, 0, NULL },
};
