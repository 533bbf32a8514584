/*
 * referee check FILE...: any game's records, judged through the game registry.
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
#include "../util/stream.h"

/* "referee: x.txt: no game reads this file (.bdn, .gdr, .battle)" */
static int
no_game(const char *path)
{
	const struct game	*g;
	struct strbuf		 sb = { 0 };
	size_t			 gi;

	for (gi = 0; (g = game_at(gi)) != NULL; gi++)
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

/*
 * One file being judged record by record: the rules are those of --ruleset,
 * else of the first record's tag (the whole file is played under them),
 * else the default; they are picked when the first record is read.
 */
struct check_file {
	const char		*path;
	const struct game	*g;
	const char		*ruleset;	/* --ruleset, or NULL */
	void			*rules;
	int			 have_rules;
	struct verdict		 v;
	size_t			 nrulings;
	int			 status;
};

/* Moves the lines of err and of the rulings of a record read from line line0 on. */
static void
shift_lines(struct check_file *c, struct errbuf *err, int line0)
{
	size_t	 i;

	if (err != NULL && err->line > 0)
		err->line += line0 - 1;
	for (i = 0; err == NULL && i < c->v.n; i++)
		if (c->v.r[i].line > 0)
			c->v.r[i].line += line0 - 1;
}

/* Picks the rules from the first record; 0 or an exit status (printed). */
static int
check_rules(struct check_file *c, const char *tag)
{
	if (c->have_rules)
		return 0;
	c->rules = xcalloc(1, c->g->ruleset->size);
	c->have_rules = 1;
	return cli_ruleset(c->g->ruleset, c->ruleset ? c->ruleset : tag, c->rules);
}

/* Judges and prints one record of the game table read from line line0; 0 or an exit status. */
static int
check_record(struct check_file *c, void *rec, int line0)
{
	struct errbuf	 err;
	int		 rc;

	err_clear(&err);
	if ((rc = check_rules(c, c->g->record_ruleset ? c->g->record_ruleset(rec) : NULL)) != 0)
		return rc;
	verdict_reset(&c->v);
	if (c->g->judge(c->rules, rec, &c->v, &err) == -1) {
		shift_lines(c, &err, line0);
		return cli_err_at(EXIT_USAGE, c->path, &err);
	}
	shift_lines(c, NULL, line0);
	c->nrulings += print_rulings(c->path, &c->v);
	return 0;
}

/* A file of one record, read whole up to the record limit. */
static int
check_whole(struct check_file *c)
{
	struct errbuf	 err;
	void		*rec;
	char		*buf;
	size_t		 len;
	int		 rc;

	if (tstream_slurp(c->path, STREAM_RECORD_MAX, &buf, &len, &err) == -1)
		return cli_err_at(EXIT_USAGE, c->path, &err);
	rec = c->g->record_read(buf, len, &err);
	free(buf);
	if (rec == NULL)
		return cli_err_at(EXIT_USAGE, c->path, &err);
	rc = check_record(c, rec, 1);
	c->g->record_free(rec);
	return rc;
}

/* A file of many records (GAME_FRAME_RECORDS), one record at a time (rstream). */
static int
check_records(struct check_file *c)
{
	struct rstream	 rs;
	struct errbuf	 err;
	const char	*text;
	void		*rec;
	size_t		 len;
	int		 got, rc = 0, line0;

	if (rstream_open(&rs, c->path, 0, &err) == -1)
		return cli_err_at(EXIT_USAGE, c->path, &err);
	while (rc == 0 && (got = rstream_next(&rs, &text, &len, &line0, &err)) == 1) {
		if ((rec = c->g->record_read(text, len, &err)) == NULL) {
			shift_lines(c, &err, line0);
			got = -1;
			break;
		}
		rc = check_record(c, rec, line0);
		c->g->record_free(rec);
	}
	rstream_close(&rs);
	if (rc == 0 && got == -1)
		rc = cli_err_at(EXIT_USAGE, c->path, &err);
	return rc;
}

static int
check_each(void *rec, int line0, void *arg)
{
	return check_record(arg, rec, line0);
}

/* A file the row reads itself, record by record (GAME_FRAME_STREAM: .bdn). */
static int
check_stream(struct check_file *c)
{
	struct errbuf	 err;
	int		 rc;

	err_clear(&err);
	if ((rc = c->g->record_each(c->path, check_each, c, &err)) == -1)
		return cli_err_at(EXIT_USAGE, c->path, &err);
	return rc;
}

/*
 * Judges one file; an exit status. No file is held whole: the row's framing
 * says how it is read: a .bdn deal by deal, a .flota or .ryb record by
 * record, and a file of one record only up to the record limit (util/stream.h).
 */
static int
check_one(const char *path, const char *ruleset)
{
	struct check_file	 c;
	int			 rc;

	memset(&c, 0, sizeof(c));
	c.path = path;
	c.ruleset = ruleset;
	if ((c.g = game_by_file(path)) == NULL)
		return no_game(path);
	switch (c.g->framing) {
	case GAME_FRAME_STREAM:
		rc = check_stream(&c);
		break;
	case GAME_FRAME_RECORDS:
		rc = check_records(&c);
		break;
	default:
		rc = check_whole(&c);
		break;
	}
	if (rc == 0 && c.nrulings == 0)
		printf(_("%s: %s, no rule broken\n"), path, _(c.g->title));
	else if (rc == 0)
		rc = EXIT_RULE;
	verdict_free(&c.v);
	free(c.rules);
	return rc;
}

/* check [--ruleset R] FILE... (cli_drive). */
static int
check(struct cmd_ctx *x)
{
	int		 i, rc, worst = EXIT_OK;

	if (x->argc < 1)
		return cli_usage_error();
	for (i = 0; i < x->argc; i++)
		if ((rc = check_one(x->argv[i], x->o->ruleset)) > worst)
			worst = rc;
	return worst;
}

CMD_ENTRY(cmd_check, check)
