/*
 * referee rybareni add: the games of Rybaření records added to an event in
 * the league database, only when every record given reads and breaks no
 * rule: all or nothing.
 */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cmd_rybareni.h"
#include "commands.h"
#include "game_store.h"
#include "../db/db.h"
#include "../db/rybdb.h"
#include "../notation/ryb.h"
#include "../report/rybareni.h"
#include "../rules/rybareni/rybareni.h"
#include "../util/i18n.h"
#include "../util/stream.h"

/*
 * What rybareni add carries from game to game. The files are read twice,
 * one record at a time: first every game is judged and every problem
 * printed; then, only if there was none, inside one transaction each game
 * is judged again and stored. A file that is not a regular file is read
 * once, into a private copy (rstream_open's spool), before the transaction.
 */
struct add_ctx {
	struct db		*db;
	const struct db_event	*ev;
	const struct ryb_rules	*r;
	const char		*by;
	const char		*path;		/* the file read */
	int			 store;		/* the store pass */
	int			 worst;		/* check pass: the worst exit status of the file */
	struct strbuf		 out;		/* store pass: the lines printed after COMMIT */
	struct ryb_game		 g;
	struct ryb_result	 res;
	struct verdict		 v;
	struct errbuf		 err;		/* store pass: why it stopped */
};

/* One file of rybareni add; rs stays open between the passes when kept. */
struct add_file {
	const char	*path;
	struct rstream	 rs;
	int		 kept;
};

/* Stores the judged game a->g; 0, 1 or -1 as the db functions, with a->err. */
static int
add_store(struct add_ctx *a, const char *path)
{
	struct db_game_seat	 seats[RYB_MAXP];
	struct strbuf		 rec = { 0 }, src = { 0 };
	int64_t			 entry;
	int			 rc, number;

	if (db_ryb_seats(a->db, &a->g, &a->res, seats, &a->err) == -1)
		return -1;
	ryb_print(&a->g, &rec);
	sb_addf(&src, _("rybareni add %s"), path);
	if ((rc = league_entry(a->db, a->by, NULL, sb_str(&src), &entry, &a->err)) == 0)
		rc = db_game_result_add(a->db, a->ev->id, &number, a->g.nplayers, seats,
		    sb_str(&rec), entry, &a->err);
	sb_free(&rec);
	sb_free(&src);
	if (rc == 0)
		ryb_added_text(&a->out, path, number, &a->g, &a->res);
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
	struct add_ctx		*a = ctx;
	struct errbuf		 err;
	int			 worst = EXIT_OK;

	if (ryb_record_rules_are(g, a->r, &err) == -1)
		worst = cli_err_at(EXIT_RULE, a->path, &err);
	else {
		verdict_reset(&a->v);
		ryb_judge(a->r, g, &a->res, &a->v);
	}
	if (a->store && worst == EXIT_OK && a->v.n == 0)
		return add_store(a, a->path);
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
 * One pass over the games of f, one record at a time. Check pass: returns
 * the worst exit status (every problem printed). Store pass: 0, 1 or -1
 * with a->err.
 */
static int
add_pass(struct add_ctx *a, struct add_file *f, int store)
{
	struct errbuf	 err;
	int		 rc, stop = 0, found = 0;

	err_clear(&err);
	if (rstream_pass(&f->rs, f->path, store + 1, &f->kept, &err) == -1) {
		if (store)
			return err_set(&a->err, 0, 0, "%s: %s", f->path, err.msg), -1;
		return cli_err_at(EXIT_USAGE, f->path, &err);
	}
	a->path = f->path;
	a->store = store;
	a->worst = EXIT_OK;
	rc = ryb_each(&f->rs, &a->g, add_game, a, &stop, &found, &err);
	if (!f->kept || store)
		rstream_close(&f->rs);
	if (store && stop == 0 && rc == -1)
		return err_set(&a->err, 0, 0, "%s:%d:%d: %s", f->path, err.line, err.col,
		    err.msg), -1;
	if (store)
		return stop;
	if (rc == -1)
		return cli_err_at(EXIT_USAGE, f->path, &err);
	if (!found) {
		err_set(&err, 1, 0, _("expected a Rybaření record, found none"));
		return cli_err_at(EXIT_USAGE, f->path, &err);
	}
	return a->worst;
}

/* What rybareni add carries (game_store_add_files' ctx): the games, and the files. */
struct add {
	struct add_ctx	 a;
	struct add_file	*files;
	int		 n;
};

static void *
add_begin(struct db *db, const struct db_event *ev, const void *r, const char *by, int n)
{
	struct add	*x = xcalloc(1, sizeof(*x));

	x->a = (struct add_ctx){ .db = db, .ev = ev, .r = r, .by = by };
	x->files = xcalloc((size_t)n, sizeof(*x->files));
	x->n = n;
	return x;
}

/* The check pass over file i: its worst exit status, every problem printed. */
static int
add_check(void *ctx, int i, const char *path)
{
	struct add	*x = ctx;

	x->files[i].path = path;
	return add_pass(&x->a, &x->files[i], 0);
}

/* The store pass over file i: 0, 1 or -1 with err (empty: its problems printed). */
static int
add_file_store(void *ctx, int i, const char *path, struct errbuf *err)
{
	struct add	*x = ctx;
	int		 rc;

	(void)path;
	err_clear(&x->a.err);
	if ((rc = add_pass(&x->a, &x->files[i], 1)) != 0)
		*err = x->a.err;
	return rc;
}

static void
add_added(void *ctx)
{
	struct add	*x = ctx;

	fputs(sb_str(&x->a.out), stdout);
}

static void
add_end(void *ctx)
{
	struct add	*x = ctx;
	int		 i;

	for (i = 0; i < x->n; i++)
		if (x->files[i].kept)	/* (a closed stream is zeroed: closing again is safe) */
			rstream_close(&x->files[i].rs);
	verdict_free(&x->a.v);
	sb_free(&x->a.out);
	free(x->files);
	free(x);
}

const struct game_store_files ryb_store = { sizeof(struct ryb_rules), ryb_cli_event_open,
	add_begin, add_check, add_file_store, add_added, add_end };

int
cmd_ryb_add(int argc, char **argv)
{
	return game_store_add_files(argc, argv, &ryb_store);
}
