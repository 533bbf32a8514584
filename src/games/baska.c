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
#include "../notation/bdn_stream.h"
#include "../cli/commands.h"
#include "../util/i18n.h"

/* A deal printed back, for the deals of a file (struct recs). */
static void
bdn_print1(const void *d, struct strbuf *sb)
{
	bdn_print(d, sb);
}

static void *
bdn_file_read(const char *buf, size_t len, struct errbuf *err)
{
	struct bdn_reader	 rd;
	struct recs		*f = recs_new(sizeof(struct baska_deal), bdn_print1);
	struct baska_deal	 d;
	int			 rc;

	bdn_reader_init(&rd, buf, len);
	while ((rc = bdn_read(&rd, &d, err)) == 1)
		recs_push(f, &d);
	if (rc == -1) {
		recs_free(f);
		return NULL;
	}
	return f;
}

/* Judges every deal; a deal that cannot be judged stops the file. */
static int
bdn_file_judge(const void *rules, const void *p, struct verdict *v, struct errbuf *err)
{
	const struct recs	*f = p;
	const struct baska_deal	*d;
	struct baska_verdict	 bv;
	size_t			 i, n0 = v->n;
	int			 k;

	for (i = 0; i < f->n; i++) {
		d = recs_at(f, i);
		if (baska_judge(rules, d, &bv, err) == -1) {
			if (err->line == 0) {	/* at the deal, then */
				err->line = d->src.line;
				err->col = d->src.col;
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
	const struct recs	*f = p;
	const struct baska_deal	*d = f->n > 0 ? recs_at(f, 0) : NULL;

	return d != NULL && d->ruleset[0] ? d->ruleset : NULL;
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
	struct recs	 f = { 1, sizeof(*d), (char *)d, bdn_print1 };

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
	struct bdn_each	 e = { each, arg };

	return bdn_stream_file(path, STREAM_WINDOW, bdn_each_deal, &e, err);
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
	.record_read = bdn_file_read, .record_print = recs_print,
	.record_free = recs_free, .judge = bdn_file_judge,
	.record_ruleset = bdn_file_ruleset, .record_each = bdn_file_each, .groups = baska_groups,
	.event_add = baska_event_add, .reports = baska_reports,
};
