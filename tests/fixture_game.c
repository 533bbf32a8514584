/*
 * The coin game: a record (.coin) is an optional line "Ruleset NAME", then
 * one toss a line, H or T. The judge rules against every toss past the
 * ruleset's number; the group "coin" has one command, "coin count FILE".
 * Its events, games ("coin add") and standings are kept in the generic store
 * (src/cli/game_store.h). Nothing of the tool names this game:
 * tests/check_plugin.c registers its row.
 */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fixture_game.h"
#include "../src/cli/cli.h"
#include "../src/cli/game_store.h"

#define COIN_MAX	64

enum coin_code {
	COIN_TOO_MANY = 1	/* a toss past the ruleset's number */
};

struct coin_record {
	char	 ruleset[32];
	int	 n;
	char	 toss[COIN_MAX];
	int	 line[COIN_MAX];
};

static const struct kv_key coin_keys[] = {
	{ "tosses", KV_INT, offsetof(struct coin_rules, tosses), 1, COIN_MAX, 0, NULL,
	    NULL, NULL, "tosses a record may hold" },
	{ NULL, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL }
};
static const struct coin_rules coin_three = { 3 }, coin_many = { 10 };
static const struct kv_preset coin_presets[] = {
	{ "coin", &coin_three, "three tosses" },
	{ "many", &coin_many, "ten tosses" },
	{ NULL, NULL, NULL }
};
static const struct kv_game coin_ruleset_game = {
	"coin", coin_keys, sizeof(struct coin_rules), coin_presets, NULL
};

/* One line of a record into rec; 0, or -1 with err. */
static int
coin_line(struct coin_record *rec, const char *s, size_t n, int line, struct errbuf *err)
{
	if (n == 0)
		return 0;
	if (n > 8 && strncmp(s, "Ruleset ", 8) == 0 && n - 8 < sizeof(rec->ruleset)) {
		memcpy(rec->ruleset, s + 8, n - 8);
		rec->ruleset[n - 8] = '\0';
		return 0;
	}
	if (n != 1 || (*s != 'H' && *s != 'T'))
		return err_set(err, line, 1, "expected a toss, H or T");
	if (rec->n == COIN_MAX)
		return err_set(err, line, 1, "more than %d tosses", COIN_MAX);
	rec->line[rec->n] = line;
	rec->toss[rec->n++] = *s;
	return 0;
}

static void *
coin_read(const char *buf, size_t len, struct errbuf *err)
{
	struct coin_record	*rec = calloc(1, sizeof(*rec));
	const char		*p = buf, *e = buf + len, *nl;
	int			 line = 1;

	for (; rec != NULL && p < e; p = nl + 1, line++) {
		if ((nl = memchr(p, '\n', (size_t)(e - p))) == NULL)
			nl = e;
		if (coin_line(rec, p, (size_t)(nl - p), line, err) == -1) {
			free(rec);
			return NULL;
		}
	}
	return rec;
}

static void
coin_print(const void *p, const void *rules, struct strbuf *sb)
{
	const struct coin_record	*rec = p;
	int				 i;

	(void)rules;
	if (rec->ruleset[0])
		sb_addf(sb, "Ruleset %s\n", rec->ruleset);
	for (i = 0; i < rec->n; i++)
		sb_addf(sb, "%c\n", rec->toss[i]);
}

static void
coin_free(void *p)
{
	free(p);
}

static int
coin_judge(const void *rules, const void *p, struct verdict *v, struct errbuf *err)
{
	const struct coin_rules		*r = rules;
	const struct coin_record	*rec = p;
	struct ruling			*x;
	size_t				 n0 = v->n;
	int				 i;

	(void)err;
	for (i = r->tosses; i < rec->n; i++) {
		x = verdict_addf(v, COIN_TOO_MANY, NULL, i + 1, 0, "toss %d: more than %d tosses",
		    i + 1, r->tosses);
		x->line = rec->line[i];
		x->col = 1;
	}
	return (int)(v->n - n0);
}

static const char *
coin_ruleset(const void *p)
{
	const struct coin_record *rec = p;

	return rec->ruleset[0] ? rec->ruleset : NULL;
}

/* referee coin count FILE: the heads and the tails of a record. */
static int
coin_count(int argc, char **argv)
{
	struct coin_record	*rec;
	struct errbuf		 err;
	char			 buf[1024];
	size_t			 len;
	FILE			*f;
	int			 i, heads = 0;

	if (argc != 2 || (f = fopen(argv[1], "r")) == NULL)
		return cli_usage_error();
	len = fread(buf, 1, sizeof(buf), f);
	fclose(f);
	err_clear(&err);
	if ((rec = coin_read(buf, len, &err)) == NULL)
		return cli_err_at(EXIT_USAGE, argv[1], &err);
	for (i = 0; i < rec->n; i++)
		heads += rec->toss[i] == 'H';
	printf("%s: %d heads, %d tails\n", argv[1], heads, rec->n - heads);
	free(rec);
	return EXIT_OK;
}

static const struct command coin_commands[] = {
	{ "add", game_store_cmd_add, GAME_STORE_ADD_ARGS, "add a game to an event", NULL, NULL,
	    0, GAME_STORE_ADD_OPTS },
	{ "count", coin_count, "FILE", "count the heads and tails of a record", NULL, NULL,
	    0, NULL },
	{ NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL }
};
static const struct game_group coin_groups[] = {
	{ "coin", "Coin: check records, count tosses", coin_commands },
	{ NULL, NULL, NULL }
};

static const char *const coin_reports[] = { "game_standings", NULL };

const struct game fixture_coin_game = {
	.name = "coin", .title = "Coin", .ruleset = &coin_ruleset_game, .ext = ".coin",
	.framing = GAME_FRAME_WHOLE, .record_read = coin_read, .record_print = coin_print,
	.record_free = coin_free, .judge = coin_judge, .record_ruleset = coin_ruleset,
	.groups = coin_groups,
	/* Its events, games and standings: the generic store, through these hooks alone. */
	.event_add = game_store_event_add, .standings = game_store_standings,
	.reports = coin_reports,
};
