/*
 * Rybaření (.ryb): its game records read and judged, its commands, live play, its event store.
 * The adapters between the game's own reader and judge and its row;
 * src/games/builtin.c registers the row.
 *
 * Its "add FILE..." (game_store_add_files, through the row's store_files)
 * is all or nothing: each file is read one record at a time, every game
 * judged and every problem printed; then, only if there was none, in one
 * transaction each game is judged again and stored. A file that is not a
 * regular file is read once, into a private copy (rstream_pass), before
 * the transaction.
 */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games.h"

#include "../rules/rybareni/rybareni.h"
#include "../notation/ryb.h"
#include "../cli/cli.h"
#include "../cli/cmd_rybareni.h"
#include "../cli/commands.h"
#include "../cli/game_store.h"
#include "../cli/live.h"
#include "../db/db.h"
#include "../db/rybdb.h"
#include "../report/rybareni.h"
#include "../report/say.h"
#include "../util/i18n.h"
#include "../util/stream.h"

/* ------------------------------------------------------------ live play */

/*
 * A Rybaření game at the table refereed live (the driver is src/cli/live.c,
 * the judge src/rules/rybareni). The tiles are real: the table's tiles are
 * typed for all to see, each hand at a prompt not shown, and every turn as
 * a record writes it, the tile turned over from the wall included. The
 * referee, who alone knows the hands, refuses a turn that breaks a rule, a
 * pair from the hand left unplayed included.
 */
struct rplay {
	struct ryb_rules	 rules;
	const char		*rname;		/* the ruleset's name */
	struct ryb_game		 g;		/* the setup, the wall as drawn, the turns */
	int			 count[RYB_KINDS];	/* tiles seen: table, hands, drawn */
	struct live		*lv;
};

/* The table's tiles (secret 0) or player p's hand (not shown). 0 or an exit status. */
static int
ask_tiles(struct rplay *rp, int p, int *tiles, int n)
{
	struct strbuf	 q = { 0 };
	struct errbuf	 err;
	char		*line;
	int		 rc = 0;

	if (p == 0)
		sb_addf(&q, _("the %d tiles face up on the table"), n);
	else
		sb_addf(&q, P_("%s, your %d tile in hand", "%s, your %d tiles in hand", n),
		    live_who(rp->lv, p), n);
	for (;;) {
		line = p == 0 ? live_ask(rp->lv, sb_str(&q)) : live_secret(rp->lv, sb_str(&q));
		if (line == NULL) {
			rc = live_input_ended(rp->lv, _("the input ended before the setup"));
			break;
		}
		err_clear(&err);
		if (ryb_read_tiles(line, live_lineno(rp->lv), tiles, n, rp->count, &err) == 0)
			break;
		if (!live_tty(rp->lv)) {
			rc = cli_err_at(EXIT_USAGE, "<stdin>", &err);
			break;
		}
		report_say(4, "  ! %s\n", err.msg);
	}
	sb_free(&q);
	return rc;
}

/* Judges the game with the turn just read appended: prints and counts the new turn's refusals. */
static int
judge_last(struct rplay *rp, struct ryb_result *res)
{
	struct verdict	 v = { 0, 0, NULL };
	int		 n;

	ryb_judge(&rp->rules, &rp->g, res, &v);
	n = ryb_refusals_print(&v, rp->g.turns[rp->g.nturns - 1].line);
	verdict_free(&v);
	return n;
}

/*
 * A turn typed without its comma, as players do ("3-6+4-5 4-4", "- 5-6"):
 * the blanks between its two words read as the comma, changed in place so
 * that an error's column stays the typed one. A line of one word, or of
 * three and more, stays as it is.
 */
static void
comma_fill(char *s)
{
	char	*p = strchr(s, ':'), *b, *q;

	p = p != NULL ? p + 1 : s;
	if (strchr(p, ',') != NULL)
		return;
	p += strspn(p, " \t");
	b = p + strcspn(p, " \t");
	q = b + strspn(b, " \t");
	if (*b == '\0' || *q == '\0' || q[strcspn(q, " \t")] != '\0')
		return;
	*b = ',';
}

/* One typed turn: read, judged, refused or kept. 0 or an exit status. */
static int
play_turn(struct rplay *rp, const char *s)
{
	struct ryb_result	*res;
	struct strbuf		 sb = { 0 };
	struct ryb_turn		*t;
	struct errbuf		 err;
	int			 k = rp->g.nturns, p = k % rp->g.nplayers + 1;

	if (strchr(s, ':') == NULL)
		sb_addf(&sb, "%d: ", p);
	sb_adds(&sb, s);
	comma_fill(sb.s);
	err_clear(&err);
	if (ryb_read_turn_line(sb_str(&sb), sb.len, live_lineno(rp->lv), &rp->g, &err) == -1) {
		report_say(4, _("  ! column %d: %s\n"), err.col - (int)(sb.len - strlen(s)),
		    err.msg);
		sb_free(&sb);
		live_again(rp->lv);
		return 0;
	}
	sb_free(&sb);
	t = &rp->g.turns[k];
	if (rp->count[t->draw] >= 2 * ryb_tile_copies(t->draw)) {
		ryb_play_all_seen(t->draw);
		rp->g.nturns = k;
		live_again(rp->lv);
		return 0;
	}
	rp->g.wall[k] = t->draw;
	res = xmalloc(sizeof(*res));
	if (judge_last(rp, res) > 0) {
		rp->g.nturns = k;
		live_again(rp->lv);
	} else {
		rp->count[t->draw]++;
		ryb_turn_print(live_who(rp->lv, t->player), t, RYB_WALL - k - 1);
	}
	free(res);
	return 0;
}

/* The tiles on the table now. */
static void
print_table(struct rplay *rp)
{
	struct ryb_result	*res = xmalloc(sizeof(*res));
	struct verdict		 v = { 0, 0, NULL };

	ryb_judge(&rp->rules, &rp->g, res, &v);
	ryb_table_print(res);
	verdict_free(&v);
	free(res);
}

/* One typed line (live.h): a turn or 'table'. */
static int
ryb_live_line(struct live *lv, void *st, char *line)
{
	struct rplay	*rp = st;
	char		*p = live_trim(line);

	(void)lv;
	if (live_is_help(p)) {
		ryb_play_help();
		return 0;
	}
	if (text_is(p, strlen(p), "table") || text_is(p, strlen(p), "stol") ||
	    text_is(p, strlen(p), "stul")) {
		print_table(rp);
		return 0;
	}
	return play_turn(rp, p);
}

/* The rules, the players, the table and the hands (live.h). 0 or an exit status. */
static int
ryb_live_start(struct live *lv, void *st, int argc, char **argv, const char *ruleset)
{
	struct rplay		*rp = st;
	const struct kv_preset	*pr;
	int			 p, rc;

	(void)argv;
	rp->lv = lv;
	if (argc != 0)
		return cli_errx(EXIT_USAGE, _("rybareni play: no arguments expected (the tiles and "
		    "the turns come from standard input)"));
	rp->rules = ryb_seed;
	rp->rname = ryb_ruleset_game.presets[0].name;
	if (ruleset != NULL) {
		if ((rc = cli_ruleset(&ryb_ruleset_game, ruleset, &rp->rules)) != 0)
			return rc;
		pr = kv_preset_find(&ryb_ruleset_game, ruleset);
		rp->rname = pr != NULL ? pr->name : ruleset;
		if (pr != NULL && pr != &ryb_ruleset_game.presets[0])
			fmt_buf(rp->g.ruleset, sizeof(rp->g.ruleset), "%s", pr->name);
	}
	rp->g.nplayers = live_nplayers(lv) ? live_nplayers(lv) : 2;
	rp->g.nhand = ryb_hand_size(rp->g.nplayers);
	rp->g.has_play = 1;
	for (p = 0; p < rp->g.nplayers; p++)
		fmt_buf(rp->g.players[p], RYB_NAME_MAX, "%s", live_name(lv, p + 1) ?
		    live_name(lv, p + 1) : live_who(lv, p + 1));
	if ((rc = ask_tiles(rp, 0, rp->g.table, RYB_TABLE)) != 0)
		return rc;
	for (p = 0; p < rp->g.nplayers; p++)
		if ((rc = ask_tiles(rp, p + 1, rp->g.hand[p], rp->g.nhand)) != 0)
			return rc;
	ryb_play_opening(rp->rname, rp->g.nplayers);
	return 0;
}

static int
ryb_live_turn(const void *st)
{
	const struct rplay *rp = st;

	return rp->g.nturns == RYB_WALL ? 0 : rp->g.nturns % rp->g.nplayers + 1;
}

/* The record so far (live.h). */
static void
ryb_live_record(const void *st, struct strbuf *sb)
{
	ryb_print(&((const struct rplay *)st)->g, sb);
}

/* The catches, the places (as rybareni check prints them), the record. */
static int
ryb_live_end(struct live *lv, void *st, int stopped)
{
	struct rplay		*rp = st;
	struct ryb_result	*res;
	struct verdict		 v = { 0, 0, NULL };
	int			 rc;

	if (stopped) {
		ryb_play_unfinished(RYB_WALL - rp->g.nturns, stopped == LIVE_QUIT);
		return EXIT_RULE;
	}
	res = xmalloc(sizeof(*res));
	ryb_judge(&rp->rules, &rp->g, res, &v);
	putchar('\n');
	ryb_result_print(rp->rname, &rp->g, res);
	rc = live_save(lv);
	verdict_free(&v);
	free(res);
	return rc;
}

static const char *const ryb_quit[] = { "quit", "koniec", "konec", NULL };

static const struct live_game ryb_live = {
	RYB_MAXP, sizeof(struct rplay), NULL, ryb_live_start,
	ryb_live_turn, ryb_live_line, NULL, ryb_live_end, NULL, ryb_quit, ryb_live_record
};

/* ------------------------------------------------------------ records */

/* A game printed back, for the games of a file (struct recs). */
static void
ryb_print1(const void *g, struct strbuf *sb)
{
	ryb_print(g, sb);
}

static void *
ryb_file_read(const char *buf, size_t len, struct errbuf *err)
{
	struct ryb_reader	 rd;
	struct recs		*f = recs_new(sizeof(struct ryb_game), ryb_print1);
	struct ryb_game		*g = xmalloc(sizeof(*g));
	int			 rc;

	ryb_reader_init(&rd, buf, len);
	while ((rc = ryb_read(&rd, g, err)) == 1) {
		if (g->ruleset[0] && kv_preset_find(&ryb_ruleset_game, g->ruleset) == NULL) {
			err_set(err, g->ruleset_line, g->ruleset_col, _("Ruleset: expected a "
			    "built-in ruleset (rybareni or tiu-u; a record never names a file), "
			    "not '%s'"), g->ruleset);
			rc = -1;
			break;
		}
		recs_push(f, g);
	}
	free(g);
	if (rc == 0 && f->n == 0) {
		/* The words of `rybareni check` for a file without a game. */
		err_set(err, 1, 0, _("expected a Rybaření record ([Players \"A; B\"] ...), "
		    "found none"));
		rc = -1;
	}
	if (rc == -1) {
		recs_free(f);
		return NULL;
	}
	return f;
}

/* Judges every game with ryb_judge, as `rybareni check` does. */
static int
ryb_file_judge(const void *rules, const void *p, struct verdict *v, struct errbuf *err)
{
	const struct recs	*f = p;
	struct ryb_result	*res = xmalloc(sizeof(*res));
	size_t			 i, n0 = v->n;

	(void)err;
	for (i = 0; i < f->n; i++)
		ryb_judge(rules, recs_at(f, i), res, v);
	free(res);
	return (int)(v->n - n0);
}

static const char *
ryb_file_ruleset(const void *p)
{
	const struct recs	*f = p;
	const struct ryb_game	*g = f->n > 0 ? recs_at(f, 0) : NULL;

	return g != NULL && g->ruleset[0] ? g->ruleset : NULL;
}

/* ------------------------------------------- event add, rybareni add FILE... */

/*
 * Adds a Rybaření event (event add --game rybareni): ev holds the name and
 * date; ruleset is a preset name or file (NULL: rybareni). Prints the result;
 * returns an exit status.
 */
static int
ryb_event_add(struct db_event *ev, const char *ruleset)
{
	struct ryb_rules	 r;

	return league_game_event_add(ev, ruleset, &ryb_ruleset_game, &r,
	    _("--deals: a Rybaření event has games, not deals"), game_store_event_put,
	    _("event '%s' added (rybareni, ruleset %s)\n"));
}

/*
 * What rybareni add carries from game to game (game_store_add's own; the
 * event, its rules and who adds are the head's).
 */
struct add {
	struct game_store_add	*head;
	const char		*path;		/* the file read */
	int			 store;		/* the store pass */
	int			 worst;		/* check pass: the worst exit status of the file */
	struct strbuf		 out;		/* store pass: the lines printed after COMMIT */
	struct ryb_game		 g;
	struct ryb_result	 res;
	struct verdict		 v;
	struct errbuf		 err;		/* store pass: why it stopped */
};

/* A file of rybareni add (game_store_add's file). */
struct add_file {
	struct rstream	 rs;
	int		 kept;		/* rs stays open between the passes */
};

/* Stores the judged game a->g; 0, 1 or -1 as the db functions, with a->err. */
static int
add_store(struct add *a)
{
	struct game_store_add	*h = a->head;
	struct db_game_seat	 seats[RYB_MAXP];
	struct strbuf		 rec = { 0 }, src = { 0 };
	int64_t			 entry;
	int			 rc, number;

	if (db_ryb_seats(h->db, &a->g, &a->res, seats, &a->err) == -1)
		return -1;
	ryb_print(&a->g, &rec);
	sb_addf(&src, _("rybareni add %s"), a->path);
	if ((rc = league_entry(h->db, h->by, NULL, sb_str(&src), &entry, &a->err)) == 0)
		rc = db_game_result_add(h->db, h->ev->id, &number, a->g.nplayers, seats,
		    sb_str(&rec), entry, &a->err);
	sb_free(&rec);
	sb_free(&src);
	if (rc == 0)
		ryb_added_text(&a->out, a->path, number, &a->g, &a->res);
	return rc;
}

/*
 * Judges the game read, a->g, under the event's rules. Check pass: prints
 * every problem, keeps the worst exit status in a->worst, returns 0. Store
 * pass: stores it, 0, 1 or -1 with a->err; a game that breaks a rule now
 * (the file changed between the passes) has its problems printed and is
 * refused: 1 with a->err empty.
 */
static int
add_game(void *ctx, const struct ryb_game *g)
{
	struct add	*a = ctx;
	struct errbuf	 err;
	int		 worst = EXIT_OK;

	if (ryb_record_rules_are(g, a->head->rules, &err) == -1)
		worst = cli_err_at(EXIT_RULE, a->path, &err);
	else {
		verdict_reset(&a->v);
		ryb_judge(a->head->rules, g, &a->res, &a->v);
	}
	if (a->store && worst == EXIT_OK && a->v.n == 0)
		return add_store(a);
	if (worst == EXIT_OK)
		ryb_rulings_err(a->path, &a->v);
	if (a->store) {
		err_clear(&a->err);
		return 1;
	}
	worst = worst != EXIT_OK ? worst : a->v.n > 0 ? EXIT_RULE : EXIT_OK;
	if (worst > a->worst)
		a->worst = worst;
	return 0;
}

/*
 * One pass over the games of file i, one record at a time. Check pass:
 * returns the worst exit status (every problem printed). Store pass: 0, 1
 * or -1 with a->err.
 */
static int
add_pass(struct game_store_add *h, int i, const char *path, int store)
{
	struct add	*a = h->own;
	struct add_file	*f = (struct add_file *)h->file + i;
	struct errbuf	 err;
	int		 rc, stop = 0;

	a->head = h;
	err_clear(&err);
	a->path = path;
	a->store = store;
	a->worst = EXIT_OK;
	rc = ryb_each_file(path, store + 1, &f->rs, &f->kept, &a->g, add_game, a, &stop,
	    store ? NULL : _("expected a Rybaření record, found none"), &err);
	if (store && stop == 0 && rc == -1 && err.line == 0)
		return err_set(&a->err, 0, 0, "%s: %s", path, err.msg);
	if (store && stop == 0 && rc == -1)
		return err_set(&a->err, 0, 0, "%s:%d:%d: %s", path, err.line, err.col, err.msg);
	if (store)
		return stop;
	if (rc == -1)
		return cli_err_at(EXIT_USAGE, path, &err);
	return a->worst;
}

/* The check pass over file i: its worst exit status, every problem printed. */
static int
add_check(struct game_store_add *h, int i, const char *path)
{
	return add_pass(h, i, path, 0);
}

/* The store pass over file i: 0, 1 or -1 with err (empty: its problems printed). */
static int
add_file_store(struct game_store_add *h, int i, const char *path, struct errbuf *err)
{
	struct add	*a = h->own;
	int		 rc;

	err_clear(&a->err);
	if ((rc = add_pass(h, i, path, 1)) != 0)
		*err = a->err;
	return rc;
}

static void
add_added(struct game_store_add *h)
{
	struct add	*a = h->own;

	fputs(sb_str(&a->out), stdout);
}

static void
add_end(struct game_store_add *h)
{
	struct add	*a = h->own;
	struct add_file	*f = h->file;
	int		 i;

	for (i = 0; i < h->n; i++)
		if (f[i].kept)	/* (a closed stream is zeroed: closing again is safe) */
			rstream_close(&f[i].rs);
	verdict_free(&a->v);
	sb_free(&a->out);
}

static const struct game_store_files ryb_store = { &ryb_events, sizeof(struct add),
	sizeof(struct add_file), add_check, add_file_store, add_added, add_end };

/* The games or standings of a Rybaření event (src/report/rybareni.c). */
static int
ryb_games_hook(struct db *db, const struct db_event *ev, int format)
{
	return game_store_table(ryb_event_table, db, ev, 0, format);
}

static int
ryb_standings_hook(struct db *db, const struct db_event *ev, int format)
{
	return game_store_table(ryb_event_table, db, ev, 1, format);
}
static const char *const ryb_aliases[] = { "rybaření", "tiu-u", NULL };
static const struct game_group ryb_groups[] = {
	{ "rybareni", N_("Rybaření: score a catch, check game records, referee a live game, "
	    "keep events"),
	    rybareni_commands },
	{ NULL, NULL, NULL }
};
static const char *const ryb_reports[] = { "game_standings", "ryb_games", NULL };

const struct game game_rybareni = {
	.name = "rybareni", .aliases = ryb_aliases, .title = N_("Rybaření"),
	.ruleset = &ryb_ruleset_game, .ext = ".ryb", .framing = GAME_FRAME_RECORDS,
	.record_read = ryb_file_read, .record_print = recs_print,
	.record_free = recs_free, .judge = ryb_file_judge,
	.record_ruleset = ryb_file_ruleset, .groups = ryb_groups,
	.event_add = ryb_event_add, .standings = ryb_standings_hook, .games = ryb_games_hook,
	.store_files = &ryb_store,
	.reports = ryb_reports,
	.live = &ryb_live,
};
