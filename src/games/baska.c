/*
 * Baśka (.bdn): its deal files read and judged, its commands, its event store.
 * The adapters between the game's own reader and judge and its row;
 * src/games/builtin.c registers the row.
 */
#include <stdlib.h>
#include <string.h>

#include "games.h"

#include "../rules/baska/baska.h"
#include "../notation/bdn.h"
#include "../cli/cli.h"
#include "../cli/bdn_stream.h"
#include "../cli/commands.h"
#include "../util/i18n.h"

/* Every deal of a .bdn text. */
struct bdn_file {
	size_t			 n;
	struct baska_deal	*d;
};

static void
bdn_file_free(void *p)
{
	struct bdn_file *f = p;

	if (f == NULL)
		return;
	free(f->d);
	free(f);
}

static void *
bdn_file_read(const char *buf, size_t len, struct errbuf *err)
{
	struct bdn_reader	 rd;
	struct bdn_file		*f;
	struct baska_deal	 d;
	int			 rc;

	f = xcalloc(1, sizeof(*f));
	bdn_reader_init(&rd, buf, len);
	while ((rc = bdn_read(&rd, &d, err)) == 1) {
		f->d = xreallocarray(f->d, f->n + 1, sizeof(*f->d));
		f->d[f->n++] = d;
	}
	if (rc == -1) {
		bdn_file_free(f);
		return NULL;
	}
	return f;
}

static void
bdn_file_print(const void *p, const void *rules, struct strbuf *sb)
{
	const struct bdn_file *f = p;
	size_t	 i;

	(void)rules;
	for (i = 0; i < f->n; i++) {
		if (i)
			sb_addc(sb, '\n');
		bdn_print(&f->d[i], sb);
	}
}

/* Judges every deal; a deal that cannot be judged stops the file. */
static int
bdn_file_judge(const void *rules, const void *p, struct verdict *v, struct errbuf *err)
{
	const struct bdn_file	*f = p;
	struct baska_verdict	 bv;
	size_t			 i, n0 = v->n;
	int			 k;

	for (i = 0; i < f->n; i++) {
		if (baska_judge(rules, &f->d[i], &bv, err) == -1) {
			if (err->line == 0) {	/* at the deal, then */
				err->line = f->d[i].src.line;
				err->col = f->d[i].src.col;
			}
			return -1;
		}
		for (k = 0; k < bv.nviol; k++)
			verdict_add(v, &bv.viol[k]);
	}
	return (int)(v->n - n0);
}

static const char *
bdn_file_ruleset(const void *p)
{
	const struct bdn_file *f = p;

	return f->n > 0 && f->d[0].ruleset[0] ? f->d[0].ruleset : NULL;
}

/* The caller's function and argument, for bdn_each_deal. */
struct bdn_each {
	int	(*each)(void *rec, int line0, void *arg);
	void	*arg;
};

/* A deal of the stream, as a file of one deal (its positions are the file's own). */
static int
bdn_each_deal(const struct bdn_reader *r, struct baska_deal *d, void *p)
{
	struct bdn_each	*e = p;
	struct bdn_file	 f = { 1, d };

	(void)r;
	return e->each(&f, 1, e->arg);
}

/*
 * The deals of a .bdn one at a time through the bounded window of a stream,
 * the tags of earlier deals carried over (bdn_stream_each): no file is held
 * whole.
 */
static int
bdn_file_each(const char *path, int (*each)(void *, int, void *), void *arg,
    struct errbuf *err)
{
	struct tstream	 ts;
	struct bdn_each	 e = { each, arg };
	int		 rc, n;

	if (tstream_open(&ts, path, STREAM_WINDOW, err) == -1)
		return -1;
	rc = bdn_stream_each(&ts, bdn_each_deal, &e, &n, err);
	tstream_close(&ts);
	if (rc == 0 && n == 0)
		return err_set(err, 0, 0, _("no deal record"));
	return rc;
}

static const char *const baska_aliases[] = { "baśka", NULL };
static const struct game_group baska_groups[] = {
	{ "baska", N_("Baśka: legal cards, auctions, scores and deal records"), baska_commands },
	{ NULL, NULL, NULL }
};
static const char *const baska_reports[] = { "events", "export", "history", "players",
	"protocol", "protocol_foot", "standings", "table_points", "teams", NULL };

const struct game game_baska = {
	.name = "baska", .aliases = baska_aliases, .title = N_("Baśka"),
	.ruleset = &baska_ruleset_game, .ext = ".bdn", .framing = GAME_FRAME_STREAM,
	.record_read = bdn_file_read, .record_print = bdn_file_print,
	.record_free = bdn_file_free, .judge = bdn_file_judge,
	.record_ruleset = bdn_file_ruleset, .record_each = bdn_file_each, .groups = baska_groups,
	.event_add = baska_event_add, .reports = baska_reports,
};
