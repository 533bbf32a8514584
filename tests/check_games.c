/* The game registry (src/rules/registry.c, rows in src/games): its order, its names, and every
 * game's reader and printer. */
#include <check.h>
#include <dirent.h>
#include <sys/stat.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../src/util/util.h"
#include "../src/rules/game.h"
#include "../src/cli/cli.h"
#include "../src/cli/live.h"
#include "../src/db/embed.h"

START_TEST(table_sorted_and_complete)
{
	const struct game	*g, *h;
	const struct game_group	*gr, *gr2;
	size_t			 gi, hi;

	ck_assert_ptr_nonnull(game_at(0));
	for (gi = 0; (g = game_at(gi)) != NULL; gi++) {
		if (gi > 0)
			ck_assert_msg(strcmp(game_at(gi - 1)->name, g->name) < 0, "%s before %s",
			    game_at(gi - 1)->name, g->name);
		ck_assert_ptr_nonnull(g->title);
		ck_assert_ptr_nonnull(g->ruleset);
		ck_assert_ptr_nonnull(g->ruleset->presets[0].name);
		ck_assert_ptr_nonnull(g->ext);
		ck_assert_int_eq(g->ext[0], '.');
		/* Every game's records are read, printed and judged through the table. */
		ck_assert_ptr_nonnull(g->record_read);
		ck_assert_ptr_nonnull(g->record_print);
		ck_assert_ptr_nonnull(g->record_free);
		ck_assert_ptr_nonnull(g->judge);
		ck_assert_ptr_nonnull(g->record_ruleset);
		/* A game that reads its own files for check says how. */
		ck_assert((g->framing == GAME_FRAME_STREAM) == (g->record_each != NULL));
		ck_assert_ptr_nonnull(g->groups);
		ck_assert_ptr_nonnull(g->groups[0].name);
		/* A group name is a top-level command: no two games may share one. */
		for (gr = g->groups; gr->name != NULL; gr++) {
			ck_assert_ptr_nonnull(gr->commands);
			ck_assert_ptr_nonnull(gr->commands[0].name);
			for (hi = 0; (h = game_at(hi)) != g; hi++)
				for (gr2 = h->groups; gr2->name != NULL; gr2++)
					ck_assert_str_ne(gr->name, gr2->name);
		}
		/* A game keeping events has both hooks or none but event_add. */
		if (g->standings != NULL)
			ck_assert_ptr_nonnull(g->event_add);
	}
}
END_TEST

START_TEST(find_by_name_alias_and_file)
{
	const struct game	*g;
	size_t			 gi;

	for (gi = 0; (g = game_at(gi)) != NULL; gi++) {
		ck_assert_ptr_eq(game_find(g->name), g);
		ck_assert_ptr_eq(game_find(g->ruleset->game), g);
	}
	ck_assert_str_eq(game_find("Baśka")->name, "baska");
	ck_assert_str_eq(game_find("GENERAŁ")->name, "dice");
	ck_assert_str_eq(game_find("general")->name, "dice");
	ck_assert_str_eq(game_find("statki")->name, "fleet");
	ck_assert_str_eq(game_find("battle")->name, "fleet");
	ck_assert_ptr_null(game_find("chess"));
	ck_assert_ptr_null(game_find(""));
	ck_assert_str_eq(game_by_file("examples/rulebook.bdn")->name, "baska");
	ck_assert_str_eq(game_by_file("a/b.gdr")->name, "dice");
	ck_assert_str_eq(game_by_file("x.battle")->name, "fleet");
	ck_assert_ptr_null(game_by_file("x.board"));
	ck_assert_ptr_null(game_by_file(".bdn"));
}
END_TEST

/* The command table holds every game's groups, sorted, once. */
START_TEST(commands_hold_game_groups)
{
	const struct command	*c, *all = cli_commands();
	const struct game	*g;
	const struct game_group	*gr;
	size_t			 gi;

	for (c = all; c->name != NULL; c++)
		if (c > all)
			ck_assert_msg(strcmp(c[-1].name, c->name) < 0, "%s", c->name);
	for (gi = 0; (g = game_at(gi)) != NULL; gi++)
		for (gr = g->groups; gr->name != NULL; gr++) {
			c = cli_find(all, gr->name);
			ck_assert_ptr_nonnull(c);
			ck_assert_ptr_eq(c->sub, gr->commands);
			ck_assert_str_eq(c->summary, gr->summary);
		}
	ck_assert_ptr_nonnull(cli_find(all, "help"));
	ck_assert_ptr_eq(cli_commands(), all);
}
END_TEST

/* Every report a row names is a reports/NAME.sql of this build, named once. */
START_TEST(row_reports_exist)
{
	const struct game	*g;
	const struct embed_file	*f;
	const char *const	*r;
	size_t			 gi;
	int			 n = 0;

	for (gi = 0; (g = game_at(gi)) != NULL; gi++)
		for (r = g->reports; r != NULL && *r != NULL; r++, n++) {
			for (f = embed_reports; f->name != NULL; f++)
				if (strcmp(f->name, *r) == 0)
					break;
			ck_assert_msg(f->name != NULL, "%s: no report %s", g->name, *r);
			ck_assert_msg(r == g->reports || strcmp(r[-1], *r) < 0, "%s: %s out of order",
			    g->name, *r);
		}
	ck_assert_int_gt(n, 0);
}
END_TEST

/*
 * A game has a live `play` command exactly when its row names its live
 * parts, and the parts the driver always calls are there.
 */
START_TEST(live_play_through_the_row)
{
	const struct game	*g;
	const struct game_group	*gr;
	int			 play, n = 0;
	size_t			 gi;

	for (gi = 0; (g = game_at(gi)) != NULL; gi++) {
		play = 0;
		for (gr = g->groups; gr != NULL && gr->name != NULL; gr++)
			play |= cli_find(gr->commands, "play") != NULL;
		ck_assert_msg(play == (g->live != NULL), "%s", g->name);
		if (g->live == NULL)
			continue;
		n++;
		ck_assert_int_ge(g->live->maxp, 2);
		ck_assert_uint_gt(g->live->size, 0);
		ck_assert_ptr_nonnull(g->live->start);
		ck_assert_ptr_nonnull(g->live->turn);
		ck_assert_ptr_nonnull(g->live->line);
		ck_assert_ptr_nonnull(g->live->end);
	}
	ck_assert_int_eq(n, 4);		/* battle, flota, manewry, rybareni */
}
END_TEST

/*
 * Reads a record, prints it in canonical form, reads that back and prints
 * the same bytes; the judge gives a verdict. Returns the number of rulings.
 */
static int
round_trip(const struct game *g, const char *path)
{
	const struct kv_preset	*p;
	struct errbuf		 err;
	struct strbuf		 a = { 0 }, b = { 0 };
	struct verdict		 v = { 0, 0, NULL };
	const char		*name;
	void			*rec, *rec2;
	char			*buf;
	size_t			 len;
	int			 n;

	err_clear(&err);
	ck_assert_int_eq(file_read(path, &buf, &len, &err), 0);
	rec = g->record_read(buf, len, &err);
	ck_assert_msg(rec != NULL, "%s: %d:%d: %s", path, err.line, err.col, err.msg);
	free(buf);
	name = g->record_ruleset ? g->record_ruleset(rec) : NULL;
	p = name ? kv_preset_find(g->ruleset, name) : NULL;
	if (p == NULL)
		p = &g->ruleset->presets[0];
	g->record_print(rec, p->obj, &a);
	rec2 = g->record_read(sb_str(&a), strlen(sb_str(&a)), &err);
	ck_assert_msg(rec2 != NULL, "%s reprinted: %d:%d: %s", path, err.line, err.col,
	    err.msg);
	g->record_print(rec2, p->obj, &b);
	ck_assert_str_eq(sb_str(&a), sb_str(&b));
	n = g->judge(p->obj, rec, &v, &err);
	ck_assert_msg(n >= 0, "%s: %s", path, err.msg);
	ck_assert_uint_eq((size_t)n, v.n);
	verdict_free(&v);
	g->record_free(rec);
	g->record_free(rec2);
	sb_free(&a);
	sb_free(&b);
	return n;
}

/* Round-trips every record under dir (and its subdirectories) into seen[game]. */
/* The place of g in the registry's order. */
static size_t
game_index(const struct game *g)
{
	size_t	 i;

	for (i = 0; game_at(i) != g; i++)
		continue;
	return i;
}

static void
walk(const char *dir, int *seen, int depth)
{
	const struct game	*g;
	struct dirent		*de;
	struct stat		 st;
	DIR			*d;
	char			 path[512];
	int			 n;

	ck_assert_ptr_nonnull(d = opendir(dir));
	while ((de = readdir(d)) != NULL) {
		if (de->d_name[0] == '.')
			continue;
		snprintf(path, sizeof(path), "%s/%s", dir, de->d_name);
		if (stat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
			if (depth < 3)
				walk(path, seen, depth + 1);
			continue;
		}
		if ((g = game_by_file(path)) == NULL)
			continue;
		seen[game_index(g)]++;
		n = round_trip(g, path);
		/*
		 * The examples meant to break rules do; the other examples of
		 * the first six games do not (a new game's examples may be
		 * either, so that adding one needs no edit here).
		 */
		/* (claim-readings.bdn holds under best_line, the default: baska-claims.t) */
		if (strstr(path, "naruszenia") != NULL || strstr(path, "lie.") != NULL ||
		    strstr(path, "illegal.") != NULL ||
		    (strstr(path, "disputes") != NULL && strstr(path, "claim-readings") == NULL))
			ck_assert_msg(n > 0, "%s: no ruling", path);
		else if (strcmp(g->name, "baska") == 0 || strcmp(g->name, "dice") == 0 ||
		    strcmp(g->name, "fleet") == 0 || strcmp(g->name, "flota") == 0 ||
		    strcmp(g->name, "manewry") == 0 || strcmp(g->name, "rybareni") == 0)
			ck_assert_msg(n == 0, "%s: %d rulings", path, n);
	}
	closedir(d);
}

/* Every game's records under examples/, found by their extension; every game has some. */
START_TEST(examples_round_trip_and_judge)
{
	const struct game	*g;
	int			 seen[32] = { 0 };
	size_t			 gi;

	walk("examples", seen, 0);
	for (gi = 0; (g = game_at(gi)) != NULL; gi++)
		ck_assert_msg(seen[game_index(g)] > 0, "no examples of %s", g->name);
}
END_TEST

/* A made-up row's usage, generated from its spec (cli_option's marks, cli.h). */
static const char *
usage_of(unsigned want, const struct cli_option *opts, const char *ops)
{
	static struct command	 c;

	memset(&c, 0, sizeof(c));
	c.name = "x";
	c.usage = ops;
	c.want = want;
	c.opts = opts;
	return cli_usage_form("referee y", &c);
}

START_TEST(usage_alternative)
{
	static const struct cli_option o[] = {
		{ { "event", required_argument, NULL, 'e' }, "E" },
		{ { "season", required_argument, NULL, 's' }, "|S" },
		{ { "bok", no_argument, NULL, 'b' }, NULL },
		{ { "no-bok", no_argument, NULL, 'B' }, "|" },
		{ { NULL, 0, NULL, 0 }, NULL }
	};

	ck_assert_str_eq(usage_of(0, o, "DIR"), "[--event E | --season S] [--bok|--no-bok] DIR");
}
END_TEST

START_TEST(usage_nested_and_grouped)
{
	static const struct cli_option o[] = {
		{ { "event", required_argument, NULL, 'e' }, "EVENT" },
		{ { "new", no_argument, NULL, 'n' }, "[" },
		{ { "replan-from", required_argument, NULL, 'R' }, "[S" },
		{ { "fleet1", required_argument, NULL, '1' }, "FILE" },
		{ { "fleet2", required_argument, NULL, '2' }, "+FILE" },
		{ { NULL, 0, NULL, 0 }, NULL }
	};

	ck_assert_str_eq(usage_of(0, o, "PLAYER..."), "[--event EVENT [--new] [--replan-from S]]"
	    " [--fleet1 FILE --fleet2 FILE] PLAYER...");
}
END_TEST

START_TEST(usage_short_required_and_lines)
{
	static const struct cli_option o[] = {
		{ { "contract", required_argument, NULL, 'c' }, "!C" },
		{ { "steps", required_argument, NULL, 'n' }, "\n     N" },
		{ { "format", required_argument, NULL, 'f' }, "-text|csv" },
		{ { NULL, 0, NULL, 0 }, NULL }
	};

	/* --format named in the spec stands there, not among the shared ones */
	ck_assert_str_eq(usage_of(CO_RULESET | CO_FORMAT, o, NULL),
	    "[--ruleset R] --contract C\n     [--steps N] [-f text|csv]");
}
END_TEST

START_TEST(usage_second_form)
{
	static const struct cli_option o[] = {
		{ { "hand", required_argument, NULL, 'H' }, "!H" },
		{ { "solve", no_argument, NULL, 'S' }, "\f!" },
		{ { "ruleset", required_argument, NULL, 'r' }, "R" },
		{ { "hands", required_argument, NULL, 'A' }, "!HH" },
		{ { NULL, 0, NULL, 0 }, NULL }
	};

	/* --ruleset named in the spec stands there only */
	ck_assert_str_eq(usage_of(CO_RULESET, o, NULL),
	    "--hand H\n       referee y x --solve [--ruleset R] --hands HH");
}
END_TEST

START_TEST(usage_operands_and_next_form_inline)
{
	static const struct cli_option o[] = {
		CLI_OPERANDS("EVENT"),
		{ { "game", required_argument, NULL, 'g' }, "!N" },
		{ { "by", required_argument, NULL, 'u' }, "WHO" },
		CLI_OPERANDS("PLAYER"),
		{ { "undo", no_argument, NULL, 'U' }, "/!" },
		CLI_OPERANDS("EVENT GAME"),
		{ { "season", required_argument, NULL, 's' }, "/NAME" },
		{ { "file", required_argument, NULL, 'F' }, "~" },
		{ { NULL, 0, NULL, 0 }, NULL }
	};

	/*
	 * operands among the options, the row's own after them; --by where the
	 * spec says; --file parsed, not shown
	 */
	ck_assert_str_eq(usage_of(CO_BY, o, "[X]"),
	    "EVENT --game N [--by WHO] PLAYER | --undo EVENT GAME | [--season NAME] [X]");
}
END_TEST

Suite *
games_suite(void)
{
	Suite	*s = suite_create("games");
	TCase	*tc = tcase_create("table");

	tcase_add_test(tc, table_sorted_and_complete);
	tcase_add_test(tc, find_by_name_alias_and_file);
	tcase_add_test(tc, commands_hold_game_groups);
	tcase_add_test(tc, live_play_through_the_row);
	tcase_add_test(tc, row_reports_exist);
	tcase_add_test(tc, examples_round_trip_and_judge);
	tcase_add_test(tc, usage_alternative);
	tcase_add_test(tc, usage_nested_and_grouped);
	tcase_add_test(tc, usage_short_required_and_lines);
	tcase_add_test(tc, usage_second_form);
	tcase_add_test(tc, usage_operands_and_next_form_inline);
	suite_add_tcase(s, tc);
	return s;
}
