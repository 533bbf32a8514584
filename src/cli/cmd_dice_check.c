/*
 * referee dice check: Generał game records judged throw by throw, with
 * the scorecards (src/report/dice.c prints them).
 */
#include <string.h>

#include "cli.h"
#include "cmd_dice.h"
#include "../notation/gdr.h"
#include "../report/dice.h"
#include "../report/table.h"
#include "../rules/dice/dice.h"

/* ------------------------------------------------------------- check */

int
dice_rulings_err(const char *file, const struct dice_verdict *v)
{
	struct errbuf	 err;
	size_t		 i;

	for (i = 0; i < v->rulings.n; i++) {
		err_set(&err, v->rulings.r[i].line, v->rulings.r[i].col, "%s",
		    v->rulings.r[i].text);
		cli_err_at(EXIT_RULE, file, &err);
	}
	return v->rulings.n > 0 ? EXIT_RULE : EXIT_OK;
}

/* Checks one file; returns its exit status. */
static int
check_file(const char *path, const char *ruleset, const struct dice_rules *given,
    enum out_format fmt, int canonical, struct table *csv, int *printed)
{
	struct dice_game	 g;
	struct dice_verdict	 v;
	struct dice_rules	 r;
	struct errbuf		 err;
	const char		*name = ruleset;
	int			 rc = EXIT_OK;

	memset(&g, 0, sizeof(g));
	err_clear(&err);
	if ((canonical ? gdr_read(path, &g, &err) : gdr_load(path, given, &g, &r, &name,
	    &err)) == -1)
		rc = cli_err_at(EXIT_USAGE, path, &err);
	else if (canonical)
		dice_record_show(&g, (*printed)++);
	else {
		dice_judge(&r, &g, &v);
		if (fmt == FMT_CSV) {
			dice_card_csv(csv, &r, &g, &v);
			rc = dice_rulings_err(path, &v);
		} else {
			dice_check_text(&g, name, &r, &v, path, (*printed)++);
			rc = v.rulings.n > 0 ? EXIT_RULE : EXIT_OK;
		}
		dice_verdict_free(&v);
	}
	dice_game_free(&g);
	return rc;
}

/* dice check [--ruleset R] [--format text|csv] [--canonical] FILE... (cli_drive). */
static int
check(struct cmd_ctx *x)
{
	static const char *const head[] = { "player", "category", "points" };
	struct table		*csv;
	int			 i, rc, worst = EXIT_OK, printed = 0;

	csv = table_alloc(3, head);
	table_align_right(csv, 2);
	for (i = 0; i < x->argc; i++)
		if ((rc = check_file(x->argv[i], x->o->ruleset, x->rules, x->o->format,
		    x->o->canonical, csv, &printed)) > worst)
			worst = rc;
	if (x->o->format == FMT_CSV && !x->o->canonical)
		table_print(stdout, csv, FMT_CSV);
	table_free(csv);
	return worst;
}

CMD_ENTRY(cmd_dice_check, check)
