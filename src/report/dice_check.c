/*
 * The runs of referee dice check and dice analyse: each Generał record
 * read under its rules (--ruleset's, else its own Ruleset tag's), judged
 * throw by throw and rendered (the scorecards: dice.c; luck and skill:
 * dice_solve.c) or printed back in canonical form. The commands read the
 * options and print the errors (the error callback, cli_err_at); everything
 * between is here.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dice.h"
#include "table.h"
#include "../notation/gdr.h"
#include "../rules/dice/dice.h"
#include "../util/i18n.h"
#include "../util/util.h"

int
dice_rulings_put(const char *file, const struct dice_verdict *v, dice_error_fn *error)
{
	struct errbuf	 err;
	size_t		 i;

	for (i = 0; i < v->rulings.n; i++) {
		err_set(&err, v->rulings.r[i].line, v->rulings.r[i].col, "%s",
		    v->rulings.r[i].text);
		error(EXIT_RULE, file, &err);
	}
	return v->rulings.n > 0 ? EXIT_RULE : EXIT_OK;
}

/* Checks one file, its text printed after the files before (*printed); its exit status. */
static int
check_file(const struct dice_check *cx, const char *path, struct table *csv, int *printed)
{
	struct dice_game	 g;
	struct dice_verdict	 v;
	struct dice_rules	 r;
	struct errbuf		 err;
	const char		*name = cx->ruleset;
	int			 rc = EXIT_OK;

	memset(&g, 0, sizeof(g));
	err_clear(&err);
	if ((cx->canonical ? gdr_read(path, &g, &err) : gdr_load(path, cx->given, &g, &r,
	    &name, &err)) == -1)
		rc = cx->error(EXIT_USAGE, path, &err);
	else if (cx->canonical)
		dice_record_show(&g, (*printed)++);
	else {
		dice_judge(&r, &g, &v);
		if (cx->fmt == FMT_CSV) {
			dice_card_csv(csv, &r, &g, &v);
			rc = dice_rulings_put(path, &v, cx->error);
		} else {
			dice_check_text(&g, name, &r, &v, path, (*printed)++);
			rc = v.rulings.n > 0 ? EXIT_RULE : EXIT_OK;
		}
		dice_verdict_free(&v);
	}
	dice_game_free(&g);
	return rc;
}

int
dice_check_run(const struct dice_check *cx, int n, char *const *paths)
{
	static const char *const head[] = { "player", "category", "points" };
	struct table		*csv;
	int			 i, rc, worst = EXIT_OK, printed = 0;

	csv = table_alloc(3, head);
	table_align_right(csv, 2);
	for (i = 0; i < n; i++)
		if ((rc = check_file(cx, paths[i], csv, &printed)) > worst)
			worst = rc;
	if (cx->fmt == FMT_CSV && !cx->canonical)
		table_print(stdout, csv, FMT_CSV);
	table_free(csv);
	return worst;
}

/* ------------------------------------------------------------- analyse */

/*
 * Reads a record and its rules (given: --ruleset's, else its Ruleset tag,
 * else the default) and judges it: only a record that keeps the rules can be
 * measured against optimal play. 0 or the exit status (printed).
 */
static int
analyse_load(const struct dice_check *cx, const char *path, struct dice_game *g,
    struct dice_rules *r, const char **rname)
{
	const char		*file = strcmp(path, "-") == 0 ? "<stdin>" : path;
	struct dice_verdict	 v;
	struct errbuf		 err;
	int			 rc;

	err_clear(&err);
	if (gdr_load(path, cx->given, g, r, rname, &err) == -1)
		return cx->error(EXIT_USAGE, path, &err);
	dice_judge(r, g, &v);
	if ((rc = dice_rulings_put(file, &v, cx->error)) != 0)
		fprintf(stderr, _("referee: %s: the record breaks the rules (see 'referee dice "
		    "check'); nothing to analyse\n"), file);
	dice_verdict_free(&v);
	return rc;
}

int
dice_analyse_run(const struct dice_check *cx, const char *path)
{
	struct dice_rules	 r;
	struct dice_game	 g;
	struct dice_analysis	 an;
	struct dice_solver	*s;
	const char		*rname = cx->ruleset;
	int			 rc;

	memset(&g, 0, sizeof(g));
	if ((rc = analyse_load(cx, path, &g, &r, &rname)) == 0) {
		s = dice_solver_cached(&r);
		if (dice_analyse(&r, s, &g, &an) == -1)
			abort();	/* judged above */
		dice_analysis_print(&g, &an, rname, dice_solver_expected(s), cx->fmt);
		dice_analysis_free(&an);
		dice_solver_free(s);
	}
	dice_game_free(&g);
	return rc;
}

/* ------------------------------------------------------------- advise, score */

int
dice_advise_run(const struct dice_rules *r, struct gdr_used *u, int argc, char *const *argv,
    int upper, int throwno, enum out_format fmt, struct errbuf *err)
{
	struct dice_state	 st;
	struct dice_advice	 a;
	struct dice_totals	 tot;
	struct dice_solver	*s;
	int			 dice[DICE_N];

	if (gdr_used_throw(r, u, argc, argv, throwno, dice, err) == -1 ||
	    gdr_used_upper(r, &u->card, u->known, upper, &st, &tot, err) == -1)
		return -1;
	s = dice_solver_cached(r);
	dice_advise(s, &st, &u->card, throwno, dice, &a);
	dice_advice_print(r, u->card.used, u->known, &st, &tot, &a, throwno, fmt);
	dice_solver_free(s);
	return 0;
}

int
dice_score_run(const struct dice_rules *r, struct gdr_used *u, int argc, char *const *argv,
    enum out_format fmt, struct errbuf *err)
{
	int	 dice[DICE_N];

	if (gdr_used_throw(r, u, argc, argv, 0, dice, err) == -1)
		return -1;
	dice_score_show(r, &u->card, u->known, dice, fmt);
	return 0;
}
