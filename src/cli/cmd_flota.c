/*
 * referee flota check | play | fleet: Flota (seed 001). Thin: records are
 * read by src/notation/flota.c, ruled by src/rules/flota/, and only printed
 * here.
 */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "game_store.h"
#include "live.h"
#include "../rules/game.h"
#include "../util/stream.h"
#include "../notation/flota.h"
#include "../report/flota.h"
#include "../report/table.h"
#include "../rules/flota/flota.h"

/* ------------------------------------------------------------ shared */

/* The rules of a record: --ruleset, else the record's Ruleset tag (a built-in name), else flota. */
static int
record_rules(const char *file, const char *opt, const struct flota_header *h,
    struct flota_rules *r)
{
	const struct kv_preset	*p;
	struct errbuf		 err;

	if (opt != NULL)
		return cli_ruleset(&flota_ruleset_game, opt, r);
	*r = flota_default;
	if (h == NULL || h->ruleset[0] == '\0')
		return 0;
	if ((p = kv_preset_find(&flota_ruleset_game, h->ruleset)) == NULL) {
		err_set(&err, h->ruleset_line, h->ruleset_col, _("Ruleset: expected a built-in "
		    "ruleset name (flota), not '%s'; a record never names a file"), h->ruleset);
		return cli_err_at(EXIT_USAGE, file, &err);
	}
	memcpy(r, p->obj, sizeof(*r));
	return 0;
}

/* Fails with exit 3 when standard output could not be written (a closed pipe aside). */
static int
out_status(int rc)
{
	if (fflush(stdout) == EOF || ferror(stdout)) {
		if (errno == EPIPE)
			return rc;
		return cli_errx(EXIT_SYS, _("cannot write the output: %s"), strerror(errno));
	}
	return rc;
}

/* ------------------------------------------------------------ flota check */

struct check_ctx {
	const char	*ruleset;
	enum out_format	 fmt;		/* text or csv: csv rows are printed as they come */
	int		 nfiles;
	int		 status;
	struct strbuf	 sb;
};

/* Prints the fleet rulings of a game that cannot be judged; reads its turns. */
static int
check_fleets_out(struct check_ctx *cx, const char *file, struct flota_reader *rd,
    const struct flota_header *h, const struct verdict *v, int bad, struct errbuf *err)
{
	struct flota_check_out	 out = { cx->fmt, file };
	struct flota_turn	 t;
	int			 rc;

	flota_check_fleets(&out, h->fleet_line, v, bad);
	cx->status = cx->status > EXIT_RULE ? cx->status : EXIT_RULE;
	while ((rc = flota_read_turn(rd, &t, err)) == 1)
		continue;
	return rc;
}

/* Where flota_record_turns takes its turns from and gives its steps back. */
struct check_turns {
	struct flota_check_out	 out;
	struct flota_reader	*rd;
	struct errbuf		*err;
	int			 lastline;
};

static int
check_next(void *arg, struct flota_turn *t)
{
	struct check_turns	*ct = arg;
	int			 rc;

	if ((rc = flota_read_turn(ct->rd, t, ct->err)) == 1)
		ct->lastline = t->line;
	return rc;
}

static void
check_step(void *arg, const struct flota_game *g, const struct flota_step *s,
    const struct verdict *v)
{
	struct check_turns *ct = arg;

	flota_check_step(&ct->out, g, s, v);
}

/* The result of a judged game. */
static void
check_result_out(struct check_ctx *cx, const char *file, const struct flota_game *g,
    int turns, const struct verdict *v, int lastline)
{
	struct flota_check_out out = { cx->fmt, file };

	flota_check_result(&out, g, turns, v, lastline);
	if (v->n)
		cx->status = cx->status > EXIT_RULE ? cx->status : EXIT_RULE;
}

/*
 * Judges one record through flota_record_fleets and flota_record_turns; the
 * reader stands after its header. Returns 0, or -1 on a parse error.
 */
static int
check_record(struct check_ctx *cx, const char *file, struct flota_reader *rd,
    const struct flota_header *h, struct errbuf *err)
{
	struct flota_rules	 rules;
	struct flota_game	 g;
	struct verdict		 v = { 0, 0, NULL };
	struct check_turns	 ct = { { cx->fmt, file }, rd, err, h->line };
	struct flota_record_visit vis = { check_next, check_step, &ct };
	int			 bad, rc;

	if ((rc = record_rules(file, cx->ruleset, h, &rules)) != 0) {
		cx->status = rc > cx->status ? rc : cx->status;
		return 1;
	}
	if ((bad = flota_record_fleets(&rules, h->fleet, &v)) > 0)
		rc = check_fleets_out(cx, file, rd, h, &v, bad, err);
	else {
		flota_game_init(&g, &rules, &h->fleet[0], &h->fleet[1]);
		if ((rc = flota_record_turns(&g, &vis, &v)) >= 0) {
			check_result_out(cx, file, &g, rc, &v, ct.lastline);
			rc = 0;
		}
	}
	verdict_free(&v);
	return rc;
}

/* Called on each record of a file, the reader standing after its header; 0 or -1 (err). */
typedef int (*record_fn)(struct check_ctx *, const char *, struct flota_reader *,
    const struct flota_header *, int nrec, struct errbuf *);

/*
 * Every record of a file, one at a time through a bounded window (rstream).
 * A first pass finds a parse error before anything of the file is printed;
 * the second hands each record to fn. Returns the number of records, or -1
 * with the error printed.
 */
static int
each_record(struct check_ctx *cx, const char *file, record_fn fn)
{
	struct rstream		 rs;
	struct flota_reader	 rd;
	struct flota_header	 h;
	struct flota_turn	 t;
	struct errbuf		 err;
	const char		*text;
	size_t			 len;
	int			 pass, got = 0, rc = 0, line0, nrec = 0;

	err_clear(&err);
	if (rstream_open(&rs, file, 1, &err) == -1) {
		cx->status = cli_err_at(EXIT_USAGE, file, &err);
		return -1;
	}
	for (pass = 0; pass < 2 && rc == 0; pass++) {
		if (pass == 1 && rstream_rewind(&rs, &err) == -1)
			break;
		while (rc == 0 && (got = rstream_next(&rs, &text, &len, &line0, &err)) == 1) {
			flota_reader_init(&rd, text, len);
			rd.line = line0;
			while (rc == 0 && (rc = flota_read_header(&rd, &h, &err)) == 1)
				if (pass == 0)
					while ((rc = flota_read_turn(&rd, &t, &err)) == 1)
						;
				else
					rc = fn(cx, file, &rd, &h, nrec++, &err);
		}
		if (got == -1)
			rc = -1;
	}
	rstream_close(&rs);
	fflush(stdout);
	if (rc == -1) {
		cx->status = cli_err_at(EXIT_USAGE, file, &err);
		return -1;
	}
	return nrec;
}

static int
check_one_record(struct check_ctx *cx, const char *file, struct flota_reader *rd,
    const struct flota_header *h, int nrec, struct errbuf *err)
{
	if (cx->fmt == FMT_TEXT) {
		if (nrec > 0)
			putchar('\n');
		if (cx->nfiles > 1 || nrec > 0)
			printf(_("%s, game at line %d%s%s%s%s\n"), strcmp(file, "-") == 0 ?
			    "<stdin>" : file, h->line, h->nplayers ? ": " : "",
			    h->nplayers ? h->players[0] : "", h->nplayers ? " v " : "",
			    h->nplayers ? h->players[1] : "");
	}
	return check_record(cx, file, rd, h, err) == -1 ? -1 : 0;
}

static void
check_file(struct check_ctx *cx, const char *file)
{
	struct errbuf	 err;

	fflush(stdout);
	if (each_record(cx, file, check_one_record) == 0) {
		err_set(&err, 0, 0, _("expected a Flota record: [Fleet1 \"...\"], [Fleet2 \"...\"], "
		    "[Play] and the turns"));
		cx->status = cli_err_at(EXIT_USAGE, file, &err);
	}
}

static int
canonical_record(struct check_ctx *cx, const char *file, struct flota_reader *rd,
    const struct flota_header *h, int nrec, struct errbuf *err)
{
	struct flota_turn	 t;
	int			 rc;

	(void)file;
	(void)nrec;
	sb_reset(&cx->sb);
	flota_print_header(h, &cx->sb);
	while ((rc = flota_read_turn(rd, &t, err)) == 1)
		flota_print_turn(&t, &cx->sb);
	fputs(sb_str(&cx->sb), stdout);
	return rc;
}

/* --canonical: every record of a file printed back in canonical form. */
static void
check_canonical(struct check_ctx *cx, const char *file)
{
	(void)each_record(cx, file, canonical_record);
}

static int
cmd_flota_check(int argc, char **argv)
{
	struct cli_opts		 o = { .want = CO_RULESET | CO_FORMAT | CO_CANONICAL };
	struct check_ctx	 cx;
	int			 i, canonical;

	if ((i = cli_opts_parse(&o, argc, argv)) != 0)
		return i;
	memset(&cx, 0, sizeof(cx));
	cx.fmt = o.format;
	cx.ruleset = o.ruleset;
	canonical = o.canonical;
	argc -= optind;
	argv += optind;
	if (argc < 1)
		return cli_errx(EXIT_USAGE, _("flota check: expected a FILE ('-' reads stdin)"));
	if (cx.ruleset != NULL) {
		struct flota_rules r;

		if ((i = cli_ruleset(&flota_ruleset_game, cx.ruleset, &r)) != 0)
			return i;
	}
	cx.nfiles = argc;
	if (canonical) {
		for (i = 0; i < argc; i++)
			check_canonical(&cx, argv[i]);
		sb_free(&cx.sb);
		return out_status(cx.status);
	}
	/* CSV: the header, then each row as it is judged (memory stays bounded). */
	if (cx.fmt != FMT_TEXT)
		flota_check_head();
	for (i = 0; i < argc; i++) {
		if (cx.fmt == FMT_TEXT && argc > 1 && i > 0)
			putchar('\n');
		check_file(&cx, argv[i]);
	}
	sb_free(&cx.sb);
	return out_status(cx.status);
}

/* ------------------------------------------------------------ flota fleet */

/* Reads and parses a fleet file; 0 or the exit status (printed). */
static int
fleet_load(const char *path, struct flota_fleet *f)
{
	struct errbuf	 err;
	char		*buf;
	size_t		 len;
	int		 rc;

	err_clear(&err);
	if (tstream_slurp(path, STREAM_RECORD_MAX, &buf, &len, &err) == -1)
		return cli_err_at(EXIT_USAGE, path, &err);
	rc = flota_fleet_parse(buf, buf + len, 1, buf, f, &err);
	if (rc == 0 && f->n == 0) {
		err_set(&err, 1, 1, _("expected TYPE SQUARE pairs, e.g. P C4 K E2 T H8 S J1"));
		rc = -1;
	}
	free(buf);
	if (rc == -1)
		return cli_err_at(EXIT_USAGE, path, &err);
	return 0;
}

static int
cmd_flota_fleet(int argc, char **argv)
{
	struct cli_opts		 o = { 0 };
	struct flota_rules	 rules = flota_default;
	struct flota_fleet	 f;
	struct verdict		 v = { 0, 0, NULL };
	struct strbuf		 sb = { 0 };
	size_t			 k;
	int			 rc;

	if ((rc = cli_opts_parse(&o, argc, argv)) != 0)
		return rc;
	if (o.ruleset != NULL && (rc = cli_ruleset(&flota_ruleset_game, o.ruleset, &rules)) != 0)
		return rc;
	argc -= optind;
	argv += optind;
	if (argc != 1)
		return cli_errx(EXIT_USAGE, _("flota fleet: expected one FILE ('-' reads stdin)"));
	if ((rc = fleet_load(argv[0], &f)) != 0)
		return rc;
	flota_fleet_check(&rules, &f, 0, &v);
	if (v.n == 0) {
		flota_print_fleet(&f, &sb);
		printf(_("valid: %s\n"), sb_str(&sb));
	}
	for (k = 0; k < v.n; k++) {
		sb_reset(&sb);
		if (v.r[k].line)
			sb_addf(&sb, _("line %d: "), v.r[k].line);
		flota_ruling_words(&v.r[k], &sb);
		printf("%s\n", sb_str(&sb));
	}
	rc = v.n ? EXIT_RULE : EXIT_OK;
	verdict_free(&v);
	sb_free(&sb);
	return out_status(rc);
}

/* ------------------------------------------------------------ flota play */

/* A live game (the driver is src/cli/live.c). */
struct play {
	struct flota_rules	 rules;
	struct flota_game	 g;
	struct flota_header	 h;
	struct flota_turn	 cur;		/* the turn in progress, as the record writes it */
	struct strbuf		 rec;		/* the record so far */
	const char		*out;		/* -o FILE */
	const char		*fleetfile[2];	/* --fleet1, --fleet2 */
	struct live		*lv;
	int			 turn;
};

/* Writes the record to path: a temporary file renamed into place. */
static int
record_write(const char *path, const char *text)
{
	char	*tmp;
	FILE	*fp;
	int	 ok;

	tmp = xmalloc(strlen(path) + 8);
	snprintf(tmp, strlen(path) + 8, NT_("%s.tmpXX"), path);
	if ((fp = fopen(tmp, "w")) == NULL) {
		cli_errx(EXIT_SYS, _("%s: cannot write: %s"), tmp, strerror(errno));
		free(tmp);
		return -1;
	}
	ok = fputs(text, fp) >= 0;
	ok = fflush(fp) == 0 && ok;
	ok = fsync(fileno(fp)) == 0 && ok;
	ok = fclose(fp) == 0 && ok;
	if (!ok || rename(tmp, path) == -1) {
		cli_errx(EXIT_SYS, _("%s: cannot write: %s"), path, strerror(errno));
		unlink(tmp);
		free(tmp);
		return -1;
	}
	free(tmp);
	return 0;
}

static int
play_save(struct play *pl)
{
	struct strbuf	 sb = { 0 };
	int		 rc;

	if (pl->out == NULL)
		return 0;
	flota_print_header(&pl->h, &sb);
	sb_adds(&sb, sb_str(&pl->rec));
	rc = record_write(pl->out, sb_str(&sb));
	sb_free(&sb);
	return rc;
}

/* Reads fleet text into f; 0, or -1 with the reason in err. */
static int
play_fleet_text(struct play *pl, const char *line, struct flota_fleet *f, struct errbuf *err)
{
	int	 lineno = live_lineno(pl->lv);

	err_clear(err);
	if (flota_fleet_parse(line, line + strlen(line), lineno, line, f, err) == -1)
		return -1;
	if (f->n == 0)
		return err_set(err, lineno, 1, _("expected TYPE SQUARE pairs"));
	return 0;
}

/* Asks for player p's fleet (not echoed on a terminal). 0 or an exit status. */
static int
play_ask_fleet(struct play *pl, int p, struct flota_fleet *f)
{
	struct verdict	 v = { 0, 0, NULL };
	struct errbuf	 err;
	struct strbuf	 sb = { 0 }, q = { 0 };
	size_t		 k;
	char		*line;
	int		 rc = 0, tty = live_tty(pl->lv);

	sb_addf(&q, _("%s, your fleet (four TYPE SQUARE pairs, e.g. P C4 K E2 T H8 S J1)"),
	    live_who(pl->lv, p));
	for (;;) {
		if ((line = live_secret(pl->lv, sb_str(&q))) == NULL) {
			rc = cli_errx(EXIT_USAGE, _("the input ended before the fleet of player %d"),
			    p);
			break;
		}
		if (play_fleet_text(pl, line, f, &err) == -1) {
			if (!tty) {
				rc = cli_err_at(EXIT_USAGE, "<stdin>", &err);
				break;
			}
			printf("  ! %s\n", err.msg);
			continue;
		}
		verdict_reset(&v);
		if (flota_fleet_check(&pl->rules, f, p, &v) == 0)
			break;
		for (k = 0; k < v.n; k++) {
			sb_reset(&sb);
			flota_ruling_words(&v.r[k], &sb);
			printf(_("  ! fleet %d: %s\n"), p, sb_str(&sb));
		}
		if (!tty) {
			rc = EXIT_RULE;
			break;
		}
	}
	verdict_free(&v);
	sb_free(&sb);
	sb_free(&q);
	return rc;
}

/* Ends the turn in progress: announces a late enclosure, writes the record. */
static int
play_end_turn(struct play *pl)
{
	struct flota_result	 res;
	struct verdict		 v = { 0, 0, NULL };

	if (!pl->g.in_turn)
		return 0;
	if (!pl->g.acted) {
		flota_turn_abandon(&pl->g);
		return 0;
	}
	flota_turn_end(&pl->g, &res, &v);
	flota_play_turn_end(&pl->g, &res, pl->turn);
	flota_print_turn(&pl->cur, &pl->rec);
	verdict_free(&v);
	return play_save(pl);
}

static int
play_turn_done(const struct play *pl)
{
	const struct flota_game *g = &pl->g;

	return g->winner || (g->shots_used >= pl->rules.shots[g->type] &&
	    g->steps_used >= pl->rules.moves[g->type]);
}

/*
 * The ship a typed line names: begins its turn (ending the one before, the
 * new player announced), or refuses it. Returns 0 to go on, or 1 to stop
 * the line: refused (printed), or ending the turn before failed (its exit
 * status in *rcp).
 */
static int
play_select(struct play *pl, const struct flota_turn *t, struct verdict *v, int *rcp)
{
	struct flota_game	*g = &pl->g;
	int			 p, code, rc;

	if (t->type >= 0) {
		p = t->player ? t->player : (g->in_turn && g->acted ? 3 - g->player : g->to_move);
		if (g->in_turn && g->acted && p == g->player) {
			if (t->type != g->type) {
				printf(_("  ! player %d's turn is the %s's; 'end' ends it\n"), p,
				    flota_type_name(g->type));
				return 1;
			}
		} else {
			if (g->in_turn && (rc = play_end_turn(pl)) != 0) {
				*rcp = rc;
				return 1;
			}
			if ((code = flota_turn_check(g, p, t->type)) != FLOTA_OK) {
				flota_play_refusal(g, p, t->type, code);
				return 1;
			}
			live_announce(pl->lv, p);
			flota_turn_begin(g, ++pl->turn, p, t->type, live_lineno(pl->lv), t->col, v);
			memset(&pl->cur, 0, sizeof(pl->cur));
			pl->cur.player = p;
			pl->cur.type = t->type;
		}
	} else if (!g->in_turn) {
		printf(_("  ! player %d: name the ship first, e.g. 'P: x D5' or 'K: > C3'\n"),
		    g->to_move);
		return 1;
	} else if (t->player && t->player != g->player) {
		printf(_("  ! it is player %d's turn\n"), g->player);
		return 1;
	}
	return 0;
}

/* The actions of a typed line, each answered by the referee. */
static void
play_actions(struct play *pl, const struct flota_turn *t, struct verdict *v)
{
	struct flota_game	*g = &pl->g;
	struct flota_result	 res;
	int			 i;

	for (i = 0; i < t->nact; i++) {
		struct flota_action a = t->act[i];

		if (g->winner || play_turn_done(pl)) {
			flota_play_nothing_more(g);
			break;
		}
		a.ans.kind = FLOTA_ANS_NONE;		/* the referee answers */
		verdict_reset(v);
		flota_act(g, &a, &res, v);
		flota_play_action(g, &a, &res, v, pl->rules.announce_move, pl->turn);
		if (!res.applied)
			continue;
		if (a.kind == FLOTA_SHOT)
			a.ans = res.truth;
		if (pl->cur.nact < FLOTA_MAX_ACTIONS)
			pl->cur.act[pl->cur.nact++] = a;
	}
}

/* One typed line of the game (live.h). 0, or EXIT_SYS on a write error. */
static int
flota_live_line(struct live *lv, void *st, char *line)
{
	struct play		*pl = st;
	struct flota_game	*g = &pl->g;
	struct flota_turn	 t;
	struct verdict		 v = { 0, 0, NULL };
	struct errbuf		 err;
	const char		*s = line, *e;
	int			 rc = 0;

	(void)lv;
	if ((e = strchr(s, '#')) == NULL)
		e = s + strlen(s);
	while (s < e && (*s == ' ' || *s == '\t'))
		s++;
	while (e > s && (e[-1] == ' ' || e[-1] == '\t'))
		e--;
	if (s == e)
		return 0;
	if (text_is(s, (size_t)(e - s), "end") || text_is(s, (size_t)(e - s), "koniec") ||
	    (e - s == 1 && *s == '.')) {
		if (!g->in_turn || !g->acted) {
			printf(_("  ! no action yet: the ship must shoot or sail at least once "
			    "(§2.3)\n"));
			return 0;
		}
		return play_end_turn(pl) == 0 ? 0 : EXIT_SYS;
	}
	err_clear(&err);
	if (flota_line_parse(s, e, live_lineno(pl->lv), line, (const char (*)[FLOTA_NAME_MAX])
	    pl->h.players, pl->h.nplayers, 0, &t, &err) == -1) {
		printf(_("  ! column %d: %s\n"), err.col, err.msg);
		return 0;
	}
	if (play_select(pl, &t, &v, &rc) == 0) {
		play_actions(pl, &t, &v);
		if (g->in_turn && g->acted && play_turn_done(pl))
			rc = play_end_turn(pl);
	}
	verdict_free(&v);
	return rc == 0 ? 0 : EXIT_SYS;
}

/* --players "A; B": the Players tag parser checks the names. 0 or the exit status. */
static int
play_players(struct play *pl, const char *players)
{
	char			 tag[200];
	struct flota_reader	 rd;
	struct flota_header	 h;
	struct errbuf		 err;

	if (players == NULL)
		return 0;
	snprintf(tag, sizeof(tag), NT_("[Players \"%s\"]\n[Fleet1 \"P A1\"]\n"
	    "[Fleet2 \"P A1\"]\n"), players);
	flota_reader_init(&rd, tag, strlen(tag));
	err_clear(&err);
	if (strchr(players, '"') || strlen(players) > 120 ||
	    flota_read_header(&rd, &h, &err) != 1)
		return cli_errx(EXIT_USAGE, _("--players: expected two names separated by "
		    "';'%s%s"), err.msg[0] ? ": " : "", err.msg);
	pl->h.nplayers = 2;
	memcpy(pl->h.players, h.players, sizeof(h.players));
	return 0;
}

/* --fleet1 and --fleet2: read and checked. 0 or the exit status (printed). */
static int
play_fleets(struct play *pl)
{
	int	 p, rc = EXIT_OK;

	for (p = 0; p < 2; p++) {
		struct verdict	 v = { 0, 0, NULL };
		struct strbuf	 sb = { 0 };
		size_t		 k;

		if (pl->fleetfile[p] == NULL)
			continue;
		if ((rc = fleet_load(pl->fleetfile[p], &pl->h.fleet[p])) != 0)
			return rc;
		if (flota_fleet_check(&pl->rules, &pl->h.fleet[p], p + 1, &v) > 0) {
			for (k = 0; k < v.n; k++) {
				sb_reset(&sb);
				flota_ruling_words(&v.r[k], &sb);
				printf(_("fleet %d: %s\n"), p + 1, sb_str(&sb));
			}
			rc = EXIT_RULE;
		}
		verdict_free(&v);
		sb_free(&sb);
	}
	if (rc != EXIT_OK)
		puts(_("the game cannot start: a fleet breaks the rules (§1)"));
	return rc;
}

/* The own options of flota play. */
static int
flota_live_option(void *st, int ch, const char *arg)
{
	struct play *pl = st;

	if (ch == '1' || ch == '2')
		pl->fleetfile[ch - '1'] = arg;
	else
		pl->out = arg;
	return 0;
}

/* Rules, names, both fleets, the opening lines (live.h). 0 or an exit status. */
static int
flota_live_start(struct live *lv, void *st, int argc, char **argv, const char *ruleset)
{
	struct play	*pl = st;
	int		 rc, p;

	(void)argv;
	pl->lv = lv;
	if (argc != 0)
		return cli_errx(EXIT_USAGE, _("flota play: no arguments expected (see --fleet1, "
		    "--fleet2)"));
	if ((rc = record_rules(NULL, ruleset, NULL, &pl->rules)) != 0)
		return rc;
	if (ruleset != NULL && kv_preset_find(&flota_ruleset_game, ruleset) != NULL)
		snprintf(pl->h.ruleset, sizeof(pl->h.ruleset), "%s",
		    kv_preset_find(&flota_ruleset_game, ruleset)->name);
	if ((rc = play_players(pl, live_players(lv))) != 0 || (rc = play_fleets(pl)) != 0)
		return rc;
	for (p = 0; p < 2; p++)
		if (pl->fleetfile[p] == NULL && (rc = play_ask_fleet(pl, p + 1, &pl->h.fleet[p])) != 0)
			return rc;
	flota_game_init(&pl->g, &pl->rules, &pl->h.fleet[0], &pl->h.fleet[1]);
	if (pl->h.nplayers)
		printf(_("Flota: player 1 %s, player 2 %s\n"), pl->h.players[0], pl->h.players[1]);
	printf(_("turns as in the record: 'P: x D5, > C5' (x shoots, > sails); 'end' ends a "
	    "turn early\n"));
	return play_save(pl) == -1 ? EXIT_SYS : 0;
}

/* The player to move: the one whose turn is in progress, else the next (live.h). */
static int
flota_live_turn(const void *st)
{
	const struct play *pl = st;

	if (pl->g.winner)
		return 0;
	return pl->g.in_turn ? pl->g.player : pl->g.to_move;
}

/* The last turn ended, then the result (live.h). */
static int
flota_live_end(struct live *lv, void *st, int stopped)
{
	struct play	*pl = st;
	struct strbuf	 sb = { 0 };

	(void)lv;
	(void)stopped;
	if (pl->g.in_turn && play_end_turn(pl) == -1)
		return EXIT_SYS;
	if (!pl->g.winner) {
		printf(_("result: the input ended before the game did (after turn %d)\n"), pl->turn);
		return out_status(EXIT_RULE);
	}
	flota_result_words(&pl->g, pl->turn, &sb);
	printf(_("result: %s\n"), sb_str(&sb));
	sb_free(&sb);
	return out_status(EXIT_OK);
}

static void
flota_live_free(void *st)
{
	struct play *pl = st;

	sb_free(&pl->rec);
}

static const struct option flota_live_options[] = {
	{ "fleet1", required_argument, NULL, '1' },
	{ "fleet2", required_argument, NULL, '2' },
	{ "output", required_argument, NULL, 'o' },
	{ NULL, 0, NULL, 0 }
};

const struct live_game flota_live = {
	2, sizeof(struct play), flota_live_options, flota_live_option, flota_live_start,
	flota_live_turn, flota_live_line, NULL, flota_live_end, flota_live_free
};

static int
cmd_flota_play(int argc, char **argv)
{
	return live_play(game_find("flota"), argc, argv);
}

const struct command flota_commands[] = {
	{ "add", game_store_cmd_add, GAME_STORE_ADD_ARGS, GAME_STORE_ADD_SUMMARY, NULL,
	    GAME_STORE_ADD_HELP, 0, GAME_STORE_ADD_OPTS },
	{ "check", cmd_flota_check, "[--ruleset R] [-f text|csv] [--canonical] FILE...",
	    N_("replay .flota records: true answers, sinkings, every violation, the winner"), NULL,
	    N_("Replays every turn of each record ('-' reads stdin) against both fleets:\n"
	    "the true answer to every shot, sinking by a hit and by enclosure, and\n"
	    "every broken rule with its section of referee-flota(7). An illegal action\n"
	    "has no effect; a false answer is corrected and the game goes on by the\n"
	    "truth. CSV columns: turn,player,ship,action,square,answer,sunk,violation,\n"
	    "file,line; a last row 'end' per record with the winner (1, 2, draw) or\n"
	    "empty. The ruleset is --ruleset, else the record's Ruleset tag, else flota.\n"
	    "--canonical prints the records back in canonical form instead.\n"
	    "Exit 0 no rule broken, 1 a rule broken, 2 unreadable record.\n"), 0, NULL },
	{ "fleet", cmd_flota_fleet, "FILE",
	    N_("check one placement: four ships, one of each type, on the board"), NULL,
	    N_("FILE holds TYPE SQUARE pairs ('P C4 K E2 T H8 S J1'); types as P K T S\n"
	    "or the Polish names. Prints 'valid' or one line per problem.\n"
	    "Exit 0 valid, 1 invalid, 2 unreadable.\n"), CO_RULESET, NULL },
	{ "play", cmd_flota_play,
	    "[--ruleset R] [--fleet1 FILE --fleet2 FILE] [--players \"A; B\"] [-o FILE]",
	    N_("referee a live game: hold both fleets, answer every shot"), NULL,
	    N_("Each player gives a fleet at a prompt (not echoed on a terminal) or in a\n"
	    "file. Then turns are typed as in the record, without answers: 'P: x D5,\n"
	    "> C5' (a line without 'TYPE:' continues the turn; 'end' ends it early;\n"
	    "a turn ends by itself when the ship has no shot and no mile left). The\n"
	    "referee answers every shot, refuses illegal actions with the reason,\n"
	    "announces ships sunk and closed in, and the winner. -o FILE writes the\n"
	    ".flota record after every turn. Exit 0 when the game ends, 1 if the input\n"
	    "ends first or a fleet is invalid, 2 on bad options or fleet text.\n"), 0, NULL },
	{ NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL }
};
