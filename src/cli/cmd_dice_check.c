/*
 * referee dice check: Generał game records judged throw by throw, with
 * the scorecards; the scorecard printers the league commands share.
 */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "../util/stream.h"
#include "cmd_dice.h"
#include "commands.h"
#include "../db/db.h"
#include "../db/dicedb.h"
#include "../notation/gdr.h"
#include "../report/table.h"
#include "../rules/dice/dice.h"

/* ------------------------------------------------------------- check */

void
dice_cli_card_text(const struct dice_rules *r, const struct dice_game *g,
    const struct dice_verdict *v)
{
	struct table		*t;
	struct dice_totals	*tot;
	const char		**cells;
	char			(*num)[16];
	int			 p, b, rank, q;

	tot = xcalloc((size_t)g->nplayers, sizeof(*tot));
	for (p = 0; p < g->nplayers; p++)
		dice_card_totals(r, &v->cards[p], &tot[p]);
	cells = xcalloc((size_t)g->nplayers + 1, sizeof(*cells));
	num = xcalloc((size_t)g->nplayers, sizeof(*num));
	cells[0] = "kategoria";
	for (p = 0; p < g->nplayers; p++)
		cells[p + 1] = g->players[p];
	t = table_alloc(g->nplayers + 1, cells);
	for (p = 0; p < g->nplayers; p++)
		table_align_right(t, p + 1);

#define ROW(label, expr) do {						\
	cells[0] = (label);						\
	for (p = 0; p < g->nplayers; p++) {				\
		fmt_buf(num[p], sizeof(num[p]), "%d", (expr));		\
		cells[p + 1] = num[p];					\
	}								\
	table_add(t, cells);						\
} while (0)

	for (b = 0; b < DICE_NBOXES; b++) {
		cells[0] = dice_box_pl(b);
		for (p = 0; p < g->nplayers; p++) {
			if (v->cards[p].used & BOX_BIT(b))
				fmt_buf(num[p], sizeof(num[p]), "%d", v->cards[p].score[b]);
			else
				fmt_buf(num[p], sizeof(num[p]), "-");
			cells[p + 1] = num[p];
		}
		table_add(t, cells);
		if (b == BOX_SIXES) {
			ROW("suma górna", tot[p].upper);
			ROW("premia górna", tot[p].upper_bonus);
		}
	}
	ROW("suma dolna", tot[p].lower);
	ROW("premie za generała", tot[p].extra);
	ROW("razem", tot[p].total);
#undef ROW
	table_print(stdout, t, FMT_TEXT);
	table_free(t);

	{
		static const char *const head[] = { "miejsce", "gracz", "razem" };

		t = table_alloc(3, head);
		table_align_right(t, 0);
		table_align_right(t, 2);
		/* Places by total, ties share the place (§2 #12); sorted by place, then order. */
		for (rank = 1; rank <= g->nplayers; rank++)
			for (p = 0; p < g->nplayers; p++) {
				int	 place = 1;

				for (q = 0; q < g->nplayers; q++)
					place += tot[q].total > tot[p].total;
				if (place == rank)
					table_addf(t, "%d\t%s\t%d", place, g->players[p], tot[p].total);
			}
		fputc('\n', stdout);
		table_print(stdout, t, FMT_TEXT);
		table_free(t);
	}
	free(num);
	free(cells);
	free(tot);
}

void
dice_cli_card_csv(struct table *t, const struct dice_rules *r, const struct dice_game *g,
    const struct dice_verdict *v)
{
	struct dice_totals	 tot;
	int			 p, b;

	for (p = 0; p < g->nplayers; p++) {
		for (b = 0; b < DICE_NBOXES; b++)
			if (v->cards[p].used & BOX_BIT(b))
				table_addf(t, "%s\t%s\t%d", g->players[p], dice_box_id(b),
				    v->cards[p].score[b]);
		dice_card_totals(r, &v->cards[p], &tot);
		table_addf(t, NT_("%s\tbonus\t%d"), g->players[p], tot.upper_bonus + tot.extra);
		table_addf(t, NT_("%s\ttotal\t%d"), g->players[p], tot.total);
	}
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
	const struct kv_preset	*pr;
	const char		*file = strcmp(path, "-") == 0 ? "<stdin>" : path;
	char			*buf;
	size_t			 len, i;
	int			 rc;

	err_clear(&err);
	if (tstream_slurp(path, STREAM_RECORD_MAX, &buf, &len, &err) == -1)
		return cli_err_at(EXIT_USAGE, path, &err);
	memset(&g, 0, sizeof(g));
	rc = gdr_parse(buf, len, &g, &err);
	free(buf);
	if (rc == -1) {
		dice_game_free(&g);
		return cli_err_at(EXIT_USAGE, path, &err);
	}
	if (canonical) {
		struct strbuf sb = { 0 };

		if ((*printed)++)
			fputc('\n', stdout);
		gdr_print(&g, &sb);
		fputs(sb_str(&sb), stdout);
		sb_free(&sb);
		dice_game_free(&g);
		return EXIT_OK;
	}
	if (given != NULL)
		r = *given;
	else if (g.ruleset[0] == '\0')
		r = *(const struct dice_rules *)dice_ruleset_game.presets[0].obj;
	else if ((pr = kv_preset_find(&dice_ruleset_game, g.ruleset)) != NULL)
		r = *(const struct dice_rules *)pr->obj;
	else {
		err_set(&err, g.ruleset_line, g.ruleset_col,
		    _("Ruleset: expected general or yahtzee, not '%s'"), g.ruleset);
		dice_game_free(&g);
		return cli_err_at(EXIT_USAGE, path, &err);
	}

	dice_judge(&r, &g, &v);
	if (fmt == FMT_CSV)
		dice_cli_card_csv(csv, &r, &g, &v);
	else {
		if ((*printed)++)
			fputc('\n', stdout);
		printf(_("%s%s%s (reguły: %s)\n\n"), g.event[0] ? g.event : NT_("Generał"),
		    g.date[0] ? ", " : "", g.date,
		    ruleset ? ruleset : g.ruleset[0] ? g.ruleset : dice_ruleset_game.presets[0].name);
		dice_cli_card_text(&r, &g, &v);
	}
	if (v.rulings.n > 0 && fmt == FMT_TEXT)
		printf(_("\nnaruszenia zasad:\n"));
	for (i = 0; i < v.rulings.n; i++) {
		err.line = v.rulings.r[i].line;
		err.col = v.rulings.r[i].col;
		if (fmt == FMT_TEXT) {
			printf("%s:%d", file, err.line);
			if (err.col > 0)
				printf(":%d", err.col);
			printf(": %s\n", v.rulings.r[i].text);
		} else {
			fmt_buf(err.msg, sizeof(err.msg), "%s", v.rulings.r[i].text);
			cli_err_at(EXIT_RULE, path, &err);
		}
	}
	rc = v.rulings.n > 0 ? EXIT_RULE : EXIT_OK;
	dice_verdict_free(&v);
	dice_game_free(&g);
	return rc;
}

int
cmd_dice_check(int argc, char **argv)
{
	static const char *const head[] = { "player", "category", "points" };
	struct cli_opts		 o = { 0 };
	struct dice_rules	 r;
	struct table		*csv;
	enum out_format		 fmt;
	const char		*ruleset;
	int			 i, rc, worst = EXIT_OK, printed = 0, canonical;

	if ((rc = cli_opts_parse(&o, argc, argv)) != 0)
		return rc;
	fmt = o.format;
	ruleset = o.ruleset;
	canonical = o.canonical;
	argc -= optind;
	argv += optind;
	if (argc == 0)
		return cli_usage_error();
	if (ruleset != NULL && (rc = cli_ruleset(&dice_ruleset_game, ruleset, &r)) != 0)
		return rc;
	csv = table_alloc(3, head);
	table_align_right(csv, 2);
	for (i = 0; i < argc; i++) {
		rc = check_file(argv[i], ruleset, ruleset ? &r : NULL, fmt, canonical, csv, &printed);
		if (rc > worst)
			worst = rc;
	}
	if (fmt == FMT_CSV && !canonical)
		table_print(stdout, csv, FMT_CSV);
	table_free(csv);
	return worst;
}
