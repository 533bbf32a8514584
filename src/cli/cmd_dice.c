/*
 * referee dice score | check: Generał throws and game records (general.md,
 * notation.md); add | start | turn | games | standings: the games of a dice
 * event in the league database.
 */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cmd_dice.h"
#include "commands.h"
#include "../db/db.h"
#include "../db/dice.h"
#include "../notation/gdr.h"
#include "../report/table.h"
#include "../rules/dice/dice.h"

/* ------------------------------------------------------------- score */

struct used_arg {
	struct dice_card card;
	unsigned	 known;		/* boxes whose points were given */
	int		 general_scored;
	int		 first_elsewhere;
};

/* Parses one --used argument: CATEGORY[=POINTS] items separated by commas. */
static int
used_parse(const struct dice_rules *r, const char *arg, struct used_arg *u)
{
	const char	*p, *q, *eq;
	long		 l;
	int		 b;

	for (p = arg; *p; p = *q ? q + 1 : q) {
		while (*p == ' ')
			p++;
		for (q = p; *q && *q != ','; q++)
			continue;
		if (q == p)
			continue;
		eq = memchr(p, '=', (size_t)(q - p));
		if ((b = dice_box_parse(p, (size_t)((eq ? eq : q) - p))) < 0)
			return cli_errx(EXIT_USAGE, "--used: expected a category (ones … chance, "
			    "or the Polish name), not '%.*s'", (int)((eq ? eq : q) - p), p);
		if (u->card.used & BOX_BIT(b))
			return cli_errx(EXIT_USAGE, "--used: %s given twice", dice_box_id(b));
		u->card.used |= BOX_BIT(b);
		if (eq != NULL) {
			if (parse_intn(eq + 1, (size_t)(q - eq - 1), 0, 10000, &l) == -1 ||
			    !dice_box_value_possible(r, b, (int)l))
				return cli_errx(EXIT_USAGE, "--used: %s=%.*s: expected points the %s "
				    "box can hold", dice_box_id(b), (int)(q - eq - 1), eq + 1,
				    dice_box_id(b));
			u->card.score[b] = (int)l;
			u->known |= BOX_BIT(b);
		}
	}
	return 0;
}

/* Collects five dice from the arguments ("4 4 4 2 3", "44423" or "4,4,4,2,3"). */
static int
dice_args(int argc, char **argv, int dice[DICE_N])
{
	const char	*p;
	int		 i, n = 0;

	for (i = 0; i < argc; i++)
		for (p = argv[i]; *p; p++) {
			if (*p == ' ' || *p == ',')
				continue;
			if (*p < '1' || *p > '6')
				return cli_errx(EXIT_USAGE, "expected dice 1-6, not '%s'", argv[i]);
			if (n == DICE_N)
				return cli_errx(EXIT_USAGE, "expected five dice, found more");
			dice[n++] = *p - '0';
		}
	if (n != DICE_N)
		return cli_errx(EXIT_USAGE, "expected five dice, found %d", n);
	return 0;
}

static void
upper_note(const struct dice_rules *r, const struct used_arg *u, const struct dice_options *o,
    struct strbuf *sb)
{
	struct dice_totals	 t;
	int			 i, any = 0;

	if (r->upper_bonus_points == 0 || (u->card.used & BOXES_UPPER & ~u->known))
		return;
	dice_card_totals(r, &u->card, &t);
	if (t.upper >= r->upper_bonus_threshold)
		return;
	for (i = 0; i < o->n; i++) {
		if (!BOX_IS_UPPER(o->opt[i].box) ||
		    t.upper + o->opt[i].points < r->upper_bonus_threshold)
			continue;
		sb_addf(sb, "%s%s (suma %d)", any ? ", " : "", dice_box_id(o->opt[i].box),
		    t.upper + o->opt[i].points);
		any = 1;
	}
	if (any) {
		char	*s = xstrdup(sb_str(sb));

		sb_reset(sb);
		sb_addf(sb, "premia za górną część +%d (suma górna co najmniej %d, §3): %s",
		    r->upper_bonus_points, r->upper_bonus_threshold, s);
		free(s);
	}
}

static int
cmd_dice_score(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "ruleset", required_argument, NULL, 'r' },
		{ "used", required_argument, NULL, 'u' },
		{ "general-scored", no_argument, NULL, 'g' },
		{ "first-general-elsewhere", no_argument, NULL, 'e' },
		{ "format", required_argument, NULL, 'f' },
		{ NULL, 0, NULL, 0 }
	};
	static const char *const head[] = { "category", "points" };
	struct dice_rules	 r;
	struct used_arg		 u;
	struct dice_options	 o;
	struct table		*t;
	struct strbuf		 note = { 0 };
	enum out_format		 fmt = FMT_TEXT;
	const char		*ruleset = NULL;
	char			**used = NULL, why[512];
	int			 nused = 0, ch, i, rc, dice[DICE_N];

	memset(&u, 0, sizeof(u));
	while ((ch = getopt_long(argc, argv, "r:u:gef:", longopts, NULL)) != -1) {
		switch (ch) {
		case 'r':
			ruleset = optarg;
			break;
		case 'u':
			used = xreallocarray(used, (size_t)nused + 1, sizeof(*used));
			used[nused++] = optarg;
			break;
		case 'g':
			u.general_scored = 1;
			break;
		case 'e':
			u.first_elsewhere = 1;
			break;
		case 'f':
			if (cli_format(optarg, 0, &fmt) == -1) {
				free(used);
				return EXIT_USAGE;
			}
			break;
		default:
			free(used);
			return EXIT_USAGE;
		}
	}
	argc -= optind;
	argv += optind;
	if ((rc = cli_ruleset(&dice_ruleset_game, ruleset, &r)) != 0) {
		free(used);
		return rc;
	}
	for (i = 0; i < nused; i++)
		if ((rc = used_parse(&r, used[i], &u)) != 0) {
			free(used);
			return rc;
		}
	free(used);
	if ((rc = dice_args(argc, argv, dice)) != 0)
		return rc;
	if (u.general_scored) {
		if ((u.known & BOX_BIT(BOX_GENERAL)) && u.card.score[BOX_GENERAL] != r.general)
			return cli_errx(EXIT_USAGE, "--general-scored: but --used gives general=%d",
			    u.card.score[BOX_GENERAL]);
		u.card.used |= BOX_BIT(BOX_GENERAL);
		u.card.score[BOX_GENERAL] = r.general;
		u.known |= BOX_BIT(BOX_GENERAL);
	}
	if (u.card.score[BOX_GENERAL] == r.general && (u.card.used & BOX_BIT(BOX_GENERAL)))
		u.card.first_general = u.first_elsewhere ? FIRST_ELSEWHERE : FIRST_IN_BOX;
	else if (u.first_elsewhere)
		u.card.first_general = FIRST_ELSEWHERE;
	if (u.card.used == BOXES_ALL)
		return cli_errx(EXIT_USAGE, "every category is already used");

	dice_options(&r, &u.card, dice, &o);
	t = table_alloc(2, head);
	table_align_right(t, 1);
	table_text_header(t, 0);
	for (i = 0; i < o.n; i++)
		table_addf(t, "%s\t%d", dice_box_id(o.opt[i].box), o.opt[i].points);
	if (o.bonus > 0)
		table_addf(t, "bonus\t%d", o.bonus);
	table_print(stdout, t, fmt);
	table_free(t);
	if (fmt == FMT_TEXT) {
		dice_options_explain(&r, &u.card, dice, &o, why, sizeof(why));
		if (why[0])
			printf("%s\n", why);
		upper_note(&r, &u, &o, &note);
		if (note.len)
			printf("%s\n", sb_str(&note));
	}
	sb_free(&note);
	return EXIT_OK;
}

/* ------------------------------------------------------------- check */

static void
print_card_text(const struct dice_rules *r, const struct dice_game *g,
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

static void
add_card_csv(struct table *t, const struct dice_rules *r, const struct dice_game *g,
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
		table_addf(t, "%s\tbonus\t%d", g->players[p], tot.upper_bonus + tot.extra);
		table_addf(t, "%s\ttotal\t%d", g->players[p], tot.total);
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
	if (file_read(path, &buf, &len, &err) == -1)
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
		    "Ruleset: expected general or yahtzee, not '%s'", g.ruleset);
		dice_game_free(&g);
		return cli_err_at(EXIT_USAGE, path, &err);
	}

	dice_judge(&r, &g, &v);
	if (fmt == FMT_CSV)
		add_card_csv(csv, &r, &g, &v);
	else {
		if ((*printed)++)
			fputc('\n', stdout);
		printf("%s%s%s (reguły: %s)\n\n", g.event[0] ? g.event : "Generał",
		    g.date[0] ? ", " : "", g.date,
		    ruleset ? ruleset : g.ruleset[0] ? g.ruleset : dice_ruleset_game.presets[0].name);
		print_card_text(&r, &g, &v);
	}
	if (v.rulings.n > 0 && fmt == FMT_TEXT)
		printf("\nnaruszenia zasad:\n");
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

static int
cmd_dice_check(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "ruleset", required_argument, NULL, 'r' },
		{ "format", required_argument, NULL, 'f' },
		{ "canonical", no_argument, NULL, 'c' },
		{ NULL, 0, NULL, 0 }
	};
	static const char *const head[] = { "player", "category", "points" };
	struct dice_rules	 r;
	struct table		*csv;
	enum out_format		 fmt = FMT_TEXT;
	const char		*ruleset = NULL;
	int			 ch, i, rc, worst = EXIT_OK, printed = 0, canonical = 0;

	while ((ch = getopt_long(argc, argv, "r:f:c", longopts, NULL)) != -1) {
		switch (ch) {
		case 'c':
			canonical = 1;
			break;
		case 'r':
			ruleset = optarg;
			break;
		case 'f':
			if (cli_format(optarg, 0, &fmt) == -1)
				return EXIT_USAGE;
			break;
		default:
			return EXIT_USAGE;
		}
	}
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

/* ------------------------------------------------------ league: dice events */

int
dice_event_add(struct db_event *ev, const char *ruleset)
{
	struct dice_rules	 r;
	struct db		*db;
	struct errbuf		 err;
	int			 rc;

	if (ev->deals > 0)
		return cli_errx(EXIT_USAGE, "--deals: a dice event has games, not deals");
	if (ev->season[0] != '\0')
		return cli_errx(EXIT_USAGE, "--season: season standings count Baśka events only");
	if ((rc = cli_ruleset(&dice_ruleset_game, ruleset, &r)) != 0)
		return rc;
	snprintf(ev->ruleset_name, sizeof(ev->ruleset_name), "%s",
	    ruleset ? ruleset : dice_ruleset_game.presets[0].name);
	if ((rc = league_open(&db)) != 0)
		return rc;
	err_clear(&err);
	rc = 0;
	if (db_begin(db, &err) == -1 || (rc = db_dice_event_add(db, ev, &r, &err)) != 0 ||
	    db_commit(db, &err) == -1) {
		db_close(db);
		if (rc == 1)
			return cli_errx(EXIT_RULE, "event add: %s", err.msg);
		return cli_errx(EXIT_SYS, "%s", err.msg);
	}
	db_close(db);
	printf("event '%s' added (dice, ruleset %s)\n", ev->name, ev->ruleset_name);
	return EXIT_OK;
}

/* Opens the database and finds a dice event with its rules; 0 or an exit status. */
static int
dice_event_open(const char *name, struct db **db, struct db_event *ev, struct dice_rules *r)
{
	struct errbuf	 err;
	int		 rc;

	if ((rc = league_open(db)) != 0)
		return rc;
	if ((rc = league_event(*db, name, ev)) != 0)
		goto fail;
	if (strcmp(ev->game, "dice") != 0) {
		rc = cli_errx(EXIT_USAGE, "event '%s' is a %s event; dice games belong to an"
		    " event added with 'referee event add --game dice'", ev->name, ev->game);
		goto fail;
	}
	err_clear(&err);
	if (db_dice_rules(*db, ev->id, r, &err) == -1) {
		rc = cli_errx(EXIT_SYS, "%s", err.msg);
		goto fail;
	}
	return 0;
fail:
	db_close(*db);
	*db = NULL;
	return rc;
}

/* The throws of a turn as in .gdr: "D D D D D keep D D : D D D D D". */
static void
turn_throws(const struct dice_turn *t, char *buf, size_t size)
{
	struct strbuf	 sb = { 0 };
	int		 j, k;

	for (j = 0; j < t->nthrows; j++) {
		if (j > 0) {
			sb_adds(&sb, " keep");
			for (k = 0; k < t->nkeep[j]; k++)
				sb_addf(&sb, " %d", t->keep[j][k]);
			sb_adds(&sb, " :");
		}
		for (k = 0; k < DICE_N; k++)
			sb_addf(&sb, "%s%d", j == 0 && k == 0 ? "" : " ", t->dice[j][k]);
	}
	fmt_buf(buf, size, "%s", sb_str(&sb));
	sb_free(&sb);
}

/*
 * Replays the turns of g from turn from on (the cards hold the turns
 * before it) and writes them to game id: final dice, box, points and bonus.
 * Returns 0, 1 or -1 as the db functions do.
 */
static int
turns_store(struct db *db, int64_t game, const struct dice_rules *r, const struct dice_game *g,
    struct dice_card *cards, size_t from, int64_t entry, struct errbuf *err)
{
	struct db_dice_turn	 dt;
	const struct dice_turn	*t;
	struct dice_card	*c;
	size_t			 i;
	int			 before, rc;

	for (i = 0; i < g->nturns; i++) {
		t = &g->turns[i];
		c = &cards[t->player];
		before = c->extra_points;
		memset(&dt, 0, sizeof(dt));
		dt.seq = (int)i + 1;
		dt.position = t->player + 1;
		dt.box = t->box;
		memcpy(dt.dice, t->dice[t->nthrows - 1], sizeof(dt.dice));
		dt.points = dice_card_enter(r, c, dt.dice, t->box);
		dt.bonus = c->extra_points - before;
		if (i < from)
			continue;
		turn_throws(t, dt.throws, sizeof(dt.throws));
		if ((rc = db_dice_turn_add(db, game, &dt, entry, err)) != 0)
			return rc;
	}
	return 0;
}

/*
 * Checks the totals the database keeps against the rules' own sums of the
 * cards (they differ only if the schema and the rules disagree). 0 or -1.
 */
static int
totals_agree(struct db *db, int64_t event, int number, const struct dice_rules *r,
    const struct dice_card *cards, struct errbuf *err)
{
	struct db_dice_game	 dg;
	struct dice_totals	 t;
	int			 p, rc;

	memset(&dg, 0, sizeof(dg));
	if ((rc = db_dice_game_get(db, event, number, &dg, err)) != 1) {
		db_dice_game_free(&dg);
		return rc == 0 ? err_set(err, 0, 0, "game %d vanished", number) : -1;
	}
	for (p = 0; p < dg.nplayers; p++) {
		dice_card_totals(r, &cards[p], &t);
		if (t.total != dg.total[p]) {
			err_set(err, 0, 0, "game %d: %s: the database sums %d, the rules %d",
			    number, dg.name[p], dg.total[p], t.total);
			db_dice_game_free(&dg);
			return -1;
		}
	}
	db_dice_game_free(&dg);
	return 0;
}

/* Parsed and judged record of dice add. */
struct add_file {
	const char		*path;
	struct dice_game	 g;
	struct dice_card	*cards;
	int			 number;
};

/* Reads, parses and judges one file for dice add; returns an exit status. */
static int
add_load(struct add_file *f, const struct db_event *ev, const struct dice_rules *r)
{
	struct dice_verdict	 v;
	struct errbuf		 err;
	const struct kv_preset	*pr;
	char			*buf;
	size_t			 len, i;
	int			 rc;

	err_clear(&err);
	if (file_read(f->path, &buf, &len, &err) == -1)
		return cli_err_at(EXIT_USAGE, f->path, &err);
	rc = gdr_parse(buf, len, &f->g, &err);
	free(buf);
	if (rc == -1)
		return cli_err_at(EXIT_USAGE, f->path, &err);
	if (f->g.nplayers > DB_DICE_PLAYERS) {
		err_set(&err, 0, 0, "%d players: a game in the database has at most %d",
		    f->g.nplayers, DB_DICE_PLAYERS);
		return cli_err_at(EXIT_USAGE, f->path, &err);
	}
	if (f->g.ruleset[0] != '\0') {
		if ((pr = kv_preset_find(&dice_ruleset_game, f->g.ruleset)) == NULL) {
			err_set(&err, f->g.ruleset_line, f->g.ruleset_col,
			    "Ruleset: expected general or yahtzee, not '%s'", f->g.ruleset);
			return cli_err_at(EXIT_USAGE, f->path, &err);
		}
		if (memcmp(pr->obj, r, sizeof(*r)) != 0) {
			err_set(&err, f->g.ruleset_line, f->g.ruleset_col,
			    "the game was played under %s, the event '%s' under its ruleset %s",
			    f->g.ruleset, ev->name, ev->ruleset_name);
			return cli_err_at(EXIT_RULE, f->path, &err);
		}
	}
	if (dice_judge(r, &f->g, &v) > 0) {
		for (i = 0; i < v.rulings.n; i++) {
			err_set(&err, v.rulings.r[i].line, v.rulings.r[i].col, "%s", v.rulings.r[i].text);
			cli_err_at(EXIT_RULE, f->path, &err);
		}
		dice_verdict_free(&v);
		return EXIT_RULE;
	}
	dice_verdict_free(&v);
	return EXIT_OK;
}

static int
cmd_dice_add(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "by", required_argument, NULL, 'b' },
		{ NULL, 0, NULL, 0 }
	};
	struct db_event		 ev;
	struct dice_rules	 r;
	struct add_file		*f;
	struct db		*db;
	struct errbuf		 err;
	struct dice_totals	 t;
	struct strbuf		 rec = { 0 }, src = { 0 };
	const char		*by = NULL;
	int64_t			 entry, game, players[DB_DICE_PLAYERS];
	int			 ch, i, p, n, rc, worst = EXIT_OK;

	while ((ch = getopt_long(argc, argv, "b:", longopts, NULL)) != -1) {
		if (ch != 'b')
			return EXIT_USAGE;
		by = optarg;
	}
	argc -= optind;
	argv += optind;
	if (argc < 2)
		return cli_usage_error();
	if ((rc = dice_event_open(argv[0], &db, &ev, &r)) != 0)
		return rc;
	n = argc - 1;
	f = xcalloc((size_t)n, sizeof(*f));
	for (i = 0; i < n; i++) {
		f[i].path = argv[i + 1];
		if ((rc = add_load(&f[i], &ev, &r)) > worst)
			worst = rc;
	}
	if (worst != EXIT_OK) {
		cli_errx(worst, "%s: nothing added", ev.name);
		goto out;
	}

	err_clear(&err);
	rc = 0;
	if (db_begin(db, &err) == -1) {
		rc = -1;
		goto fail;
	}
	for (i = 0; i < n; i++) {
		f[i].cards = xcalloc((size_t)f[i].g.nplayers, sizeof(*f[i].cards));
		for (p = 0; p < f[i].g.nplayers; p++)
			if ((rc = db_player_get(db, f[i].g.players[p], 1, &players[p], &err)) != 1) {
				rc = -1;
				goto fail;
			}
		sb_reset(&rec);
		sb_reset(&src);
		gdr_print(&f[i].g, &rec);
		sb_addf(&src, "dice add %s", f[i].path);
		if ((rc = league_entry(db, by, NULL, sb_str(&src), &entry, &err)) != 0 ||
		    (rc = db_dice_game_add(db, ev.id, &f[i].number, f[i].g.nplayers, players, &r,
		    sb_str(&rec), entry, &game, &err)) != 0 ||
		    (rc = turns_store(db, game, &r, &f[i].g, f[i].cards, 0, entry, &err)) != 0 ||
		    (rc = totals_agree(db, ev.id, f[i].number, &r, f[i].cards, &err)) != 0)
			goto fail;
	}
	if (db_commit(db, &err) == -1) {
		rc = -1;
		goto fail;
	}
	for (i = 0; i < n; i++) {
		printf("%s: game %d:", f[i].path, f[i].number);
		for (p = 0; p < f[i].g.nplayers; p++) {
			dice_card_totals(&r, &f[i].cards[p], &t);
			printf("%s %s %d", p ? "," : "", f[i].g.players[p], t.total);
		}
		printf("\n");
	}
	goto out;
fail:
	db_rollback(db);
	if (rc == 1)
		worst = cli_errx(EXIT_RULE, "%s: %s; nothing added", f[i].path, err.msg);
	else
		worst = cli_errx(EXIT_SYS, "%s", err.msg);
out:
	for (i = 0; i < n; i++) {
		dice_game_free(&f[i].g);
		free(f[i].cards);
	}
	free(f);
	sb_free(&rec);
	sb_free(&src);
	db_close(db);
	return worst;
}

static int
cmd_dice_start(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "by", required_argument, NULL, 'b' },
		{ NULL, 0, NULL, 0 }
	};
	struct db_event		 ev;
	struct dice_rules	 r;
	struct dice_game	 g;
	struct db		*db;
	struct errbuf		 err;
	struct strbuf		 hdr = { 0 };
	const char		*by = NULL;
	int64_t			 entry, game, players[DB_DICE_PLAYERS];
	int			 ch, i, rc, number = 0;

	while ((ch = getopt_long(argc, argv, "b:", longopts, NULL)) != -1) {
		if (ch != 'b')
			return EXIT_USAGE;
		by = optarg;
	}
	argc -= optind;
	argv += optind;
	if (argc < 2)
		return cli_usage_error();
	if (argc - 1 > DB_DICE_PLAYERS)
		return cli_errx(EXIT_USAGE, "a game has at most %d players", DB_DICE_PLAYERS);
	/* The names must make a valid Players tag: the turns are judged as a record. */
	sb_adds(&hdr, "[Players \"");
	for (i = 1; i < argc; i++) {
		if (strpbrk(argv[i], ";\"\n") != NULL) {
			sb_free(&hdr);
			return cli_errx(EXIT_USAGE, "player '%s': a name may not contain ';', '\"'"
			    " or a line break", argv[i]);
		}
		sb_addf(&hdr, "%s%s", i > 1 ? "; " : "", argv[i]);
	}
	sb_adds(&hdr, "\"]\n");
	memset(&g, 0, sizeof(g));
	err_clear(&err);
	rc = gdr_parse(sb_str(&hdr), hdr.len, &g, &err);
	sb_free(&hdr);
	dice_game_free(&g);
	if (rc == -1)
		return cli_errx(EXIT_USAGE, "players: %s", err.msg);
	if ((rc = dice_event_open(argv[0], &db, &ev, &r)) != 0)
		return rc;
	rc = 0;
	if (db_begin(db, &err) == -1) {
		rc = -1;
		goto fail;
	}
	for (i = 1; i < argc; i++)
		if ((rc = db_player_get(db, argv[i], 1, &players[i - 1], &err)) != 1) {
			rc = -1;
			goto fail;
		}
	if ((rc = league_entry(db, by, NULL, "dice start", &entry, &err)) != 0 ||
	    (rc = db_dice_game_add(db, ev.id, &number, argc - 1, players, &r, NULL, entry,
	    &game, &err)) != 0)
		goto fail;
	if (db_commit(db, &err) == -1) {
		rc = -1;
		goto fail;
	}
	db_close(db);
	printf("game %d:", number);
	for (i = 1; i < argc; i++)
		printf("%s %s", i > 1 ? "," : "", argv[i]);
	printf(" (enter turns with 'referee dice turn')\n");
	return EXIT_OK;
fail:
	db_rollback(db);
	db_close(db);
	return league_status(rc, &err);
}

/*
 * The stored game as a record, followed by one more turn line for player
 * with text unless text is NULL; *line is set to the line of that turn.
 */
static void
turn_record(const struct db_dice_game *dg, int player, const char *text, struct strbuf *sb,
    int *line)
{
	size_t	 i;
	int	 p;

	sb_adds(sb, "[Players \"");
	for (p = 0; p < dg->nplayers; p++)
		sb_addf(sb, "%s%s", p ? "; " : "", dg->name[p]);
	sb_adds(sb, "\"]\n\n");
	for (i = 0; i < dg->nturns; i++)
		sb_addf(sb, "%s: %s -> %s\n", dg->name[dg->turn[i].position - 1],
		    dg->turn[i].throws, dice_box_id(dg->turn[i].box));
	if (text != NULL)
		sb_addf(sb, "%s: %s\n", dg->name[player], text);
	*line = 3 + (int)dg->nturns;
}

static int
cmd_dice_turn(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "game", required_argument, NULL, 'g' },
		{ "by", required_argument, NULL, 'b' },
		{ NULL, 0, NULL, 0 }
	};
	struct db_event		 ev;
	struct dice_rules	 r;
	struct db_dice_game	 dg;
	struct dice_game	 g;
	struct dice_verdict	 v;
	struct dice_card	*cards = NULL;
	struct dice_options	 o;
	struct dice_totals	 t;
	struct db		*db;
	struct errbuf		 err;
	struct strbuf		 rec = { 0 };
	const struct dice_turn	*nt;
	const char		*by = NULL;
	char			 a[2 * DB_NAME_MAX], b[2 * DB_NAME_MAX], why[512];
	int64_t			 entry;
	int			 ch, rc, number = 0, player = -1, line, shift, p, bad = 0;
	size_t			 i;

	while ((ch = getopt_long(argc, argv, "g:b:", longopts, NULL)) != -1) {
		switch (ch) {
		case 'g':
			if (league_number("--game", optarg, 1, 1000000, &number) == -1)
				return EXIT_USAGE;
			break;
		case 'b':
			by = optarg;
			break;
		default:
			return EXIT_USAGE;
		}
	}
	argc -= optind;
	argv += optind;
	if (argc != 3 || number == 0)
		return cli_usage_error();
	if (strchr(argv[2], '\n') != NULL)
		return cli_errx(EXIT_USAGE, "turn: one turn on one line expected");
	if ((rc = dice_event_open(argv[0], &db, &ev, &r)) != 0)
		return rc;
	memset(&dg, 0, sizeof(dg));
	memset(&g, 0, sizeof(g));
	memset(&v, 0, sizeof(v));
	err_clear(&err);
	/*
	 * Judge under the write lock, so that a turn entered meanwhile at
	 * another terminal is among the turns before this one.
	 */
	if (db_begin(db, &err) == -1) {
		rc = cli_errx(EXIT_SYS, "%s", err.msg);
		goto out;
	}
	if ((rc = db_dice_game_get(db, ev.id, number, &dg, &err)) != 1) {
		rc = rc == 0 ? cli_errx(EXIT_USAGE, "%s: no game %d (start one with 'referee dice"
		    " start')", ev.name, number) : cli_errx(EXIT_SYS, "%s", err.msg);
		goto out;
	}
	if (dg.from_file) {
		rc = cli_errx(EXIT_USAGE, "%s: game %d was added from a record; turns are entered"
		    " into games begun with 'referee dice start'", ev.name, number);
		goto out;
	}
	text_fold(argv[1], strlen(argv[1]), a, sizeof(a));
	for (p = 0; p < dg.nplayers && player < 0; p++) {
		text_fold(dg.name[p], strlen(dg.name[p]), b, sizeof(b));
		if (strcmp(a, b) == 0)
			player = p;
	}
	if (player < 0) {
		rc = cli_errx(EXIT_USAGE, "%s: '%s' does not play in game %d", ev.name, argv[1],
		    number);
		goto out;
	}

	/* Judge the stored turns and this one as one record. */
	turn_record(&dg, player, argv[2], &rec, &line);
	shift = text_col(dg.name[player], dg.name[player] + strlen(dg.name[player])) + 1;
	if (gdr_parse(sb_str(&rec), rec.len, &g, &err) == -1) {
		if (err.line == line) {
			err.line = 1;
			err.col = err.col > shift ? err.col - shift : 0;
		}
		rc = cli_err_at(EXIT_USAGE, "turn", &err);
		goto out;
	}
	if (g.nturns != dg.nturns + 1) {
		rc = cli_errx(EXIT_USAGE, "turn: one turn expected");
		goto out;
	}
	nt = &g.turns[g.nturns - 1];
	dice_judge(&r, &g, &v);
	for (i = 0; i < v.rulings.n; i++) {
		/* The turns before were judged when entered; a card not yet full is no fault. */
		if (v.rulings.r[i].line != line || v.rulings.r[i].col <= 0)
			continue;
		err.line = 1;
		err.col = v.rulings.r[i].col > shift ? v.rulings.r[i].col - shift : 0;
		fmt_buf(err.msg, sizeof(err.msg), "%s", v.rulings.r[i].text);
		cli_err_at(EXIT_RULE, "turn", &err);
		bad = 1;
	}
	if (bad) {
		rc = cli_errx(EXIT_RULE, "%s, game %d: turn refused, nothing entered", ev.name,
		    number);
		goto out;
	}

	cards = xcalloc((size_t)g.nplayers, sizeof(*cards));
	for (i = 0; i + 1 < g.nturns; i++)
		dice_card_enter(&r, &cards[g.turns[i].player], g.turns[i].dice[g.turns[i].nthrows - 1],
		    g.turns[i].box);
	dice_options(&r, &cards[player], nt->dice[nt->nthrows - 1], &o);
	dice_options_explain(&r, &cards[player], nt->dice[nt->nthrows - 1], &o, why, sizeof(why));
	memset(cards, 0, (size_t)g.nplayers * sizeof(*cards));
	if ((rc = league_entry(db, by, NULL, "dice turn", &entry, &err)) != 0 ||
	    (rc = turns_store(db, dg.id, &r, &g, cards, dg.nturns, entry, &err)) != 0 ||
	    (rc = totals_agree(db, ev.id, number, &r, cards, &err)) != 0)
		goto fail;
	if (db_commit(db, &err) == -1) {
		rc = -1;
		goto fail;
	}
	dice_card_totals(&r, &cards[player], &t);
	printf("game %d, turn %d of 13: %s: %s %d", number, v.turns[player], dg.name[player],
	    dice_box_id(nt->box), cards[player].score[nt->box]);
	if (o.bonus > 0)
		printf(" + bonus %d", o.bonus);
	printf(", total %d\n", t.total);
	if (why[0])
		printf("%s\n", why);
	for (p = 0; p < g.nplayers && v.turns[p] == 13; p++)
		continue;
	if (p == g.nplayers)
		printf("game %d is over\n", number);
	else
		printf("next: %s\n", g.players[(player + 1) % g.nplayers]);
	rc = EXIT_OK;
	goto out;
fail:
	db_rollback(db);
	rc = league_status(rc, &err);
out:
	free(cards);
	sb_free(&rec);
	dice_verdict_free(&v);
	dice_game_free(&g);
	db_dice_game_free(&dg);
	db_close(db);
	return rc;
}

static int
cmd_dice_games(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "format", required_argument, NULL, 'f' },
		{ NULL, 0, NULL, 0 }
	};
	static const char *const head[] = { "game", "players", "turns", "finished", "source",
	    "entered_by" };
	static const int right[] = { 0, 2, -1 };
	enum out_format		 fmt = FMT_TEXT;
	struct db_event		 ev;
	struct dice_rules	 r;
	struct db_param		 p = { DBP_INT, 0, NULL };
	struct db		*db;
	int			 ch, rc;

	while ((ch = getopt_long(argc, argv, "f:", longopts, NULL)) != -1) {
		if (ch != 'f' || cli_format(optarg, 0, &fmt) == -1)
			return EXIT_USAGE;
	}
	if (argc - optind != 1)
		return cli_usage_error();
	if ((rc = dice_event_open(argv[optind], &db, &ev, &r)) != 0)
		return rc;
	p.i = ev.id;
	rc = league_report_print(db, "dice_games", &p, 1, 6, head, right, fmt);
	db_close(db);
	return rc;
}

static int
cmd_dice_card(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "game", required_argument, NULL, 'g' },
		{ "format", required_argument, NULL, 'f' },
		{ NULL, 0, NULL, 0 }
	};
	static const char *const head[] = { "player", "category", "points" };
	enum out_format		 fmt = FMT_TEXT;
	struct db_event		 ev;
	struct dice_rules	 r;
	struct db_dice_game	 dg;
	struct dice_game	 g;
	struct dice_verdict	 v;
	struct db		*db;
	struct errbuf		 err;
	struct strbuf		 rec = { 0 };
	struct table		*t;
	int			 ch, rc, number = 0, line;

	while ((ch = getopt_long(argc, argv, "g:f:", longopts, NULL)) != -1) {
		switch (ch) {
		case 'g':
			if (league_number("--game", optarg, 1, 1000000, &number) == -1)
				return EXIT_USAGE;
			break;
		case 'f':
			if (cli_format(optarg, 0, &fmt) == -1)
				return EXIT_USAGE;
			break;
		default:
			return EXIT_USAGE;
		}
	}
	if (argc - optind != 1 || number == 0)
		return cli_usage_error();
	if ((rc = dice_event_open(argv[optind], &db, &ev, &r)) != 0)
		return rc;
	memset(&dg, 0, sizeof(dg));
	memset(&g, 0, sizeof(g));
	memset(&v, 0, sizeof(v));
	err_clear(&err);
	if ((rc = db_dice_game_get(db, ev.id, number, &dg, &err)) != 1) {
		rc = rc == 0 ? cli_errx(EXIT_USAGE, "%s: no game %d", ev.name, number) :
		    cli_errx(EXIT_SYS, "%s", err.msg);
		goto out;
	}
	turn_record(&dg, 0, NULL, &rec, &line);
	if (gdr_parse(sb_str(&rec), rec.len, &g, &err) == -1) {
		rc = cli_errx(EXIT_SYS, "%s: game %d: stored turns: line %d: %s", ev.name, number,
		    err.line, err.msg);
		goto out;
	}
	/* The turns were judged when entered; an unfinished card is no fault here. */
	dice_judge(&r, &g, &v);
	if (fmt == FMT_CSV) {
		t = table_alloc(3, head);
		add_card_csv(t, &r, &g, &v);
		table_print(stdout, t, FMT_CSV);
		table_free(t);
	} else {
		printf("%s, game %d (ruleset %s)\n\n", ev.name, number, ev.ruleset_name);
		print_card_text(&r, &g, &v);
	}
	rc = EXIT_OK;
out:
	sb_free(&rec);
	dice_verdict_free(&v);
	dice_game_free(&g);
	db_dice_game_free(&dg);
	db_close(db);
	return rc;
}

/* Standings rows and the per-game totals beside them. */
struct dstand {
	size_t	 n, cap;
	struct dstand_row {
		char	 rank[16], name[DB_NAME_MAX], total[24], games[16];
		long	 tot;
		char	 (*game)[16];	/* the player's total in each game, "" if absent */
	} *r;
	int	 ngames;
	int	*number;		/* game numbers, in order */
	int	*unfinished;		/* turns still to play per game */
};

static int
dstand_row(void *arg, int ncol, const char *const *n, const char *const *v)
{
	struct dstand		*s = arg;
	struct dstand_row	*r;

	(void)n;
	(void)ncol;
	if (s->n == s->cap) {
		s->cap = s->cap ? s->cap * 2 : 32;
		s->r = xreallocarray(s->r, s->cap, sizeof(*s->r));
	}
	r = &s->r[s->n++];
	memset(r, 0, sizeof(*r));
	snprintf(r->rank, sizeof(r->rank), "%s", v[0] ? v[0] : "");
	snprintf(r->name, sizeof(r->name), "%s", v[1] ? v[1] : "");
	snprintf(r->total, sizeof(r->total), "%s", v[2] ? v[2] : "0");
	snprintf(r->games, sizeof(r->games), "%s", v[3] ? v[3] : "0");
	r->tot = atol(r->total);
	return 0;
}

static int
dstand_game(void *arg, int ncol, const char *const *n, const char *const *v)
{
	struct dstand	*s = arg;
	size_t		 i;
	int		 g = atoi(v[0] ? v[0] : "0"), k;

	(void)n;
	(void)ncol;
	for (k = 0; k < s->ngames && s->number[k] != g; k++)
		continue;
	if (k == s->ngames) {
		s->number = xreallocarray(s->number, (size_t)s->ngames + 1, sizeof(int));
		s->unfinished = xreallocarray(s->unfinished, (size_t)s->ngames + 1, sizeof(int));
		s->number[k] = g;
		s->unfinished[k] = 0;
		s->ngames++;
		for (i = 0; i < s->n; i++) {
			s->r[i].game = xreallocarray(s->r[i].game, (size_t)s->ngames,
			    sizeof(*s->r[i].game));
			s->r[i].game[k][0] = '\0';
		}
	}
	s->unfinished[k] += 13 - atoi(v[3] ? v[3] : "0");
	for (i = 0; i < s->n; i++)
		if (strcmp(s->r[i].name, v[1] ? v[1] : "") == 0)
			snprintf(s->r[i].game[k], sizeof(s->r[i].game[k]), "%s", v[2] ? v[2] : "");
	return 0;
}

int
dice_standings_print(struct db *db, const struct db_event *ev, enum out_format fmt)
{
	struct dstand	 s;
	struct db_param	 p = { DBP_INT, 0, NULL };
	struct errbuf	 err;
	struct table	*t;
	const char	**cells;
	char		(*head)[16];
	size_t		 i, j, q;
	int		 k, ncol, rc = EXIT_OK, any = 0;

	memset(&s, 0, sizeof(s));
	p.i = ev->id;
	err_clear(&err);
	if (db_report(db, "dice_standings", &p, 1, dstand_row, &s, &err) == -1 ||
	    db_report(db, "dice_game_totals", &p, 1, dstand_game, &s, &err) == -1) {
		rc = cli_errx(EXIT_SYS, "%s", err.msg);
		goto out;
	}
	ncol = 4 + s.ngames;
	cells = xcalloc((size_t)ncol, sizeof(*cells));
	head = xcalloc((size_t)s.ngames + 1, sizeof(*head));
	cells[0] = "rank";
	cells[1] = "player";
	cells[2] = "total";
	cells[3] = "games";
	for (k = 0; k < s.ngames; k++) {
		fmt_buf(head[k], sizeof(head[k]), "game%d", s.number[k]);
		cells[4 + k] = head[k];
	}
	t = table_alloc(ncol, cells);
	for (k = 0; k < ncol; k++)
		if (k != 1)
			table_align_right(t, k);
	for (i = 0; i < s.n; i++) {
		cells[0] = s.r[i].rank;
		cells[1] = s.r[i].name;
		cells[2] = s.r[i].total;
		cells[3] = s.r[i].games;
		for (k = 0; k < s.ngames; k++)
			cells[4 + k] = s.r[i].game[k];
		table_add(t, cells);
	}
	if (fmt == FMT_TEXT)
		printf("%s (Generał, ruleset %s)\n", ev->name, ev->ruleset_name);
	if (s.n == 0 && fmt == FMT_TEXT)
		printf("no games yet\n");
	else
		table_print(stdout, t, fmt);
	if (fmt == FMT_TEXT) {
		/* Each group of equal totals: "A, B and C share place 2 ...". */
		for (i = 0; i < s.n; i = j) {
			for (j = i + 1; j < s.n && s.r[j].tot == s.r[i].tot; j++)
				continue;
			if (j - i < 2)
				continue;
			if (!any++)
				printf("ties:\n");
			printf("  ");
			for (q = i; q < j; q++)
				printf("%s%s", q == i ? "" : q + 1 == j ? " and " : ", ", s.r[q].name);
			printf(" share place %s with %ld points (§2 #12)\n", s.r[i].rank, s.r[i].tot);
		}
		for (k = 0; k < s.ngames; k++)
			if (s.unfinished[k] > 0)
				printf("game %d is not finished: %d turns to play\n", s.number[k],
				    s.unfinished[k]);
	}
	table_free(t);
	free(head);
	free(cells);
out:
	for (i = 0; i < s.n; i++)
		free(s.r[i].game);
	free(s.r);
	free(s.number);
	free(s.unfinished);
	return rc;
}

static int
cmd_dice_standings(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "format", required_argument, NULL, 'f' },
		{ NULL, 0, NULL, 0 }
	};
	enum out_format		 fmt = FMT_TEXT;
	struct db_event		 ev;
	struct dice_rules	 r;
	struct db		*db;
	int			 ch, rc;

	while ((ch = getopt_long(argc, argv, "f:", longopts, NULL)) != -1) {
		if (ch != 'f' || cli_format(optarg, 1, &fmt) == -1)
			return EXIT_USAGE;
	}
	if (argc - optind != 1)
		return cli_usage_error();
	if ((rc = dice_event_open(argv[optind], &db, &ev, &r)) != 0)
		return rc;
	rc = dice_standings_print(db, &ev, fmt);
	db_close(db);
	return rc;
}

const struct command dice_commands[] = {
	{ "add", cmd_dice_add, "[--by WHO] EVENT FILE.gdr...",
	    "league: add game records to a dice event, all or nothing", NULL,
	    "Judges every record like 'dice check' under the event's stored ruleset (a\n"
	    "Ruleset tag must agree with it) and adds the games only if none breaks a\n"
	    "rule and none is already in the event: otherwise every violation is listed\n"
	    "with FILE:LINE:COL and nothing is added (exit 1; 2 for a record that cannot\n"
	    "be read). Players are registered when new. Each game is stored with its\n"
	    "canonical record, every turn's final dice, box and points.\n" },
	{ "card", cmd_dice_card, "EVENT --game N [-f text|csv]",
	    "league: the scorecards of a game of a dice event", NULL,
	    "The card of every player as 'dice check' prints it, from the turns stored\n"
	    "so far (a game entered turn by turn may be unfinished: '-' marks an open\n"
	    "category). CSV: player,category,points, then bonus and total rows.\n" },
	{ "check", cmd_dice_check, "[--ruleset R] [--format text|csv] [--canonical] FILE...",
	    "replay Generał game records (.gdr) and print the scorecards", NULL,
	    "Checks every throw (five dice 1-6, kept dice taken from the previous throw and\n"
	    "found in the next, at most rolls_per_turn throws), the turn order of the\n"
	    "Players tag, that the category is still open, the joker rule, the bonus for\n"
	    "a further generał, written points, and 13 turns per player. Prints each\n"
	    "player's card and the places (ties share a place); every violation with\n"
	    "FILE:LINE:COL and the rule. --ruleset overrides the record's Ruleset tag.\n"
	    "CSV: player,category,points; one row per filled category, then bonus (upper\n"
	    "bonus plus generał bonuses) and total. Exit 1 on a violation, 2 on a record\n"
	    "that cannot be read. --canonical prints each record in the canonical form\n"
	    "instead (notation.md); the canonical form of a canonical record is the same.\n" },
	{ "games", cmd_dice_games, "EVENT [-f text|csv]",
	    "league: list the games of a dice event", NULL,
	    "Columns: game, players (in playing order), turns played of 13 per player,\n"
	    "finished, source (the record's file, or 'turns'), entered_by.\n" },
	{ "score", cmd_dice_score,
	    "[--ruleset R] [--used CATEGORY[=POINTS],...] [--general-scored]\n"
	    "                  [--first-general-elsewhere] [--format text|csv] D D D D D",
	    "what each open category would score for a throw", NULL,
	    "Lists the categories that may legally take the throw with their points; a\n"
	    "bonus for a further generał is a separate row 'bonus'. --used names the\n"
	    "categories already filled, optionally with their points (general=50,\n"
	    "sixes=24); 'general' without points means the box was scratched (0), and\n"
	    "--general-scored means it holds 50. With general=50 the first generał is\n"
	    "taken to have gone into the box; --first-general-elsewhere says it did not\n"
	    "(general.md §2 #10). Categories: ones twos threes fours fives sixes\n"
	    "three-kind four-kind full small-straight large-straight general chance, or\n"
	    "jedynki dwójki trójki czwórki piątki szóstki trójka kareta full mały-strit\n"
	    "duży-strit generał szansa. Text output explains the joker and the bonus.\n" },
	{ "standings", cmd_dice_standings, "EVENT [-f text|csv|html]",
	    "league: standings of a dice event by total points", NULL,
	    "Ranks the players by the sum of their card totals over the event's games\n"
	    "(every turn entered so far); equal totals share a place, 1, 2, 2, 4\n"
	    "(general.md §2 #12). CSV: rank,player,total,games, then one column gameN\n"
	    "per game with the player's total there (empty if not playing). Text output\n"
	    "names the ties and the games not finished. 'referee standings EVENT' prints\n"
	    "the same for a dice event.\n" },
	{ "start", cmd_dice_start, "[--by WHO] EVENT PLAYER...",
	    "league: begin a game of a dice event, players in playing order", NULL,
	    "Prints the game's number; its turns are then entered with 'dice turn'.\n" },
	{ "turn", cmd_dice_turn,
	    "EVENT --game N [--by WHO] PLAYER \"D D D D D [keep D... : D D D D D ...] -> CATEGORY\"",
	    "league: enter one turn of a game, checked at once", NULL,
	    "The turn is written as a turn line of a .gdr record without the name. It\n"
	    "is judged with the turns before it: the player whose turn it is, the dice,\n"
	    "kept dice, number of throws, an open category, the joker and the bonus. A\n"
	    "turn that breaks a rule is refused with the reason (exit 1) and nothing is\n"
	    "entered; else it prints the points, the player's running total and who\n"
	    "throws next.\n" },
	{ NULL, NULL, NULL, NULL, NULL, NULL }
};
