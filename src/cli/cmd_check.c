/*
 * referee check FILE...: any game's records, judged through the game table.
 * The extension names the game (game_by_file); its row reads the record,
 * picks the rules (--ruleset, else the record's own tag, else the default)
 * and judges it. Each ruling is printed as FILE:LINE:COL: words, as a
 * compiler does, so that editors can jump to it.
 */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "../rules/game.h"

/* "referee: x.txt: no game reads this file (.bdn, .gdr, .battle)" */
static int
no_game(const char *path)
{
	const struct game	*g;
	struct strbuf		 sb = { 0 };

	for (g = games; g->name != NULL; g++)
		if (g->ext != NULL)
			sb_addf(&sb, "%s%s", sb.len ? ", " : "", g->ext);
	cli_errx(EXIT_USAGE, _("%s: no game reads this file (%s)"), path, sb_str(&sb));
	sb_free(&sb);
	return EXIT_USAGE;
}

/* Prints the rulings of one file; returns their number. */
static size_t
print_rulings(const char *path, const struct verdict *v)
{
	const struct ruling	*x;
	size_t			 i;

	for (i = 0; i < v->n; i++) {
		x = &v->r[i];
		if (x->line > 0 && x->col > 0)
			printf("%s:%d:%d: %s\n", path, x->line, x->col, x->text);
		else if (x->line > 0)
			printf("%s:%d: %s\n", path, x->line, x->text);
		else
			printf("%s: %s\n", path, x->text);
	}
	return v->n;
}

/* Judges one file; an exit status. */
static int
check_one(const char *path, const char *ruleset)
{
	const struct game	*g;
	struct verdict		 v = { 0, 0, NULL };
	struct errbuf		 err;
	const char		*name;
	void			*rec, *rules = NULL;
	char			*buf;
	size_t			 len;
	int			 rc = EXIT_USAGE;

	if ((g = game_by_file(path)) == NULL)
		return no_game(path);
	err_clear(&err);
	if (file_read(path, &buf, &len, &err) == -1)
		return cli_err_at(EXIT_USAGE, path, &err);
	rec = g->record_read(buf, len, &err);
	free(buf);
	if (rec == NULL)
		return cli_err_at(EXIT_USAGE, path, &err);
	name = ruleset ? ruleset : g->record_ruleset ? g->record_ruleset(rec) : NULL;
	rules = xcalloc(1, g->ruleset->size);
	if (cli_ruleset(g->ruleset, name, rules) != 0)
		goto out;
	if (g->judge(rules, rec, &v, &err) == -1) {
		cli_err_at(EXIT_USAGE, path, &err);
		goto out;
	}
	if (print_rulings(path, &v) == 0)
		printf(_("%s: %s, no rule broken\n"), path, g->title);
	rc = v.n > 0 ? EXIT_RULE : EXIT_OK;
out:
	verdict_free(&v);
	free(rules);
	g->record_free(rec);
	return rc;
}

int
cmd_check(int argc, char **argv)
{
	struct cli_opts	 o = { .want = CO_RULESET };
	int		 i, rc, worst = EXIT_OK;

	if ((rc = cli_opts_parse(&o, argc, argv)) != 0)
		return rc;
	if (optind >= argc)
		return cli_usage_error();
	for (i = optind; i < argc; i++)
		if ((rc = check_one(argv[i], o.ruleset)) > worst)
			worst = rc;
	return worst;
}
