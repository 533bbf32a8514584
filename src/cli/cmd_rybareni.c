/*
 * referee rybareni score | check: the catch of one player and whole game
 * records of Rybaření (referee-rybareni(7), referee-notation(5)). The
 * reading is in src/notation/ryb.c, the rulings in src/rules/rybareni, the
 * output in src/report/rybareni.c; live play's parts are the row's
 * (src/games/rybareni.c).
 */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "game_store.h"
#include "../util/stream.h"
#include "cmd_rybareni.h"
#include "live.h"
#include "../notation/ryb.h"
#include "../report/rybareni.h"
#include "../db/db.h"
#include "../rules/rybareni/rybareni.h"

/* --------------------------------------------------------- events */

/* The stored ruleset of Rybaření event into r (league_game_event's read). */
static int
event_rules(struct db *db, int64_t event, void *r, struct errbuf *err)
{
	return db_game_rules(db, event, "rybareni",
	    _("event '%s' is not a Rybaření event (game %s)"), &ryb_ruleset_game, r,
	    sizeof(struct ryb_rules), err);
}

const struct cmd_event_game ryb_events = { "rybareni", N_("event '%s' is a %s event; "
    "Rybaření games belong to an event added with 'referee event add --game rybareni'"),
    event_rules, sizeof(struct ryb_rules) };

/* ------------------------------------------------------------- score */

/* One player's catch scored (src/report/rybareni.c prints it). */
static int
ryb_score_run(struct cmd_ctx *x)
{
	struct ryb_rules	 r;
	struct ryb_score	 s;
	struct errbuf		 err;
	int			 rc, n, tiles[RYB_TILES];

	if ((rc = cli_ruleset(&ryb_ruleset_game, x->o->ruleset, &r)) != 0)
		return rc;
	err_clear(&err);
	if (ryb_tiles_read(x->argc, x->argv, tiles, &n, &err) == -1)
		return cli_errx(EXIT_USAGE, "%s", err.msg);
	if (n == 0)
		return cli_usage_error();
	ryb_score(&r, tiles, (size_t)n, &s);
	ryb_score_show(&s, x->o->format);
	return EXIT_OK;
}
static CMD_ENTRY(cmd_ryb_score, ryb_score_run)

/* ------------------------------------------------------------- check */

/* What check_file carries from game to game. */
struct ryb_check {
	const char		*path;
	int			 given;		/* r and name are --ruleset's */
	enum out_format		 fmt;		/* csv: rows printed as each game is judged */
	int			 canonical;
	int			*printed;
	const char		*name;
	struct ryb_rules	 r;
	struct ryb_game		 g;
	struct ryb_result	 res;
	struct verdict		 v;
	struct strbuf		 sb;
	int			 worst;
};

/*
 * Judges and prints one game under --ruleset, else its Ruleset tag (a
 * built-in name only); 0, or the exit status that stops the file.
 */
static int
check_game(void *ctx, const struct ryb_game *g)
{
	struct ryb_check *c = ctx;
	struct errbuf	 err;

	if (c->canonical) {
		ryb_record_show(g, &c->sb, (*c->printed)++);
		return 0;
	}
	if (!c->given && ryb_record_rules(g, &c->r, &c->name, &err) == -1)
		return cli_err_at(EXIT_USAGE, c->path, &err);
	verdict_reset(&c->v);
	ryb_judge(&c->r, g, &c->res, &c->v);
	if (c->fmt == FMT_CSV) {
		ryb_result_csv(g, &c->res);
		ryb_rulings_err(c->path, &c->v);
	} else
		ryb_check_text(c->name, g, &c->res, &c->v, (*c->printed)++);
	if (c->v.n > 0 && c->worst < EXIT_RULE)
		c->worst = EXIT_RULE;
	return 0;
}

void
ryb_rulings_err(const char *path, const struct verdict *v)
{
	struct errbuf	 err;
	size_t		 i;

	for (i = 0; i < v->n; i++) {
		err.line = v->r[i].line;
		err.col = v->r[i].col;
		fmt_buf(err.msg, sizeof(err.msg), _("turn %d player %d: %s"), v->r[i].turn,
		    v->r[i].player, v->r[i].text);
		cli_err_at(EXIT_RULE, path, &err);
	}
}

/*
 * Checks one file; returns its exit status. The file is read one record at
 * a time through a bounded window (rstream), each by a reader of its own.
 */
static int
check_file(const char *path, const struct ryb_rules *given, const char *given_name,
    enum out_format fmt, int canonical, int *printed)
{
	struct ryb_check	*c = xcalloc(1, sizeof(*c));
	struct rstream		 rs;
	struct errbuf		 err;
	int			 rc, kept, stop = 0, worst;

	err_clear(&err);
	*c = (struct ryb_check){ .path = path, .given = given != NULL, .name = given_name,
	    .fmt = fmt, .canonical = canonical, .printed = printed };
	if (given != NULL)
		c->r = *given;
	rc = ryb_each_file(path, 0, &rs, &kept, &c->g, check_game, c, &stop,
	    _("expected a Rybaření record ([Players \"A; B\"] ...), found none"), &err);
	if (stop)
		c->worst = stop;
	else if (rc == -1)
		c->worst = cli_err_at(EXIT_USAGE, path, &err);
	worst = c->worst;
	verdict_free(&c->v);
	sb_free(&c->sb);
	free(c);
	return worst;
}

/* check's own: --canonical has no short form here (the shared CO_CANONICAL's has) */
static const struct cli_option ryb_check_opts[] = {
	{ { "canonical", no_argument, NULL, CLI_LONG }, NULL },
	{ { NULL, 0, NULL, 0 }, NULL }
};

static int
ryb_check_run(struct cmd_ctx *x)
{
	struct ryb_rules	 r;
	const char		*ruleset = x->o->ruleset;
	int			 i, rc, worst = EXIT_OK, printed = 0;
	int			 canonical = cmd_count(x, "canonical") > 0;

	if (x->argc == 0)
		return cli_usage_error();
	if (ruleset != NULL && (rc = cli_ruleset(&ryb_ruleset_game, ruleset, &r)) != 0)
		return rc;
	/* CSV: the header, then each game's rows as it is judged (memory stays bounded). */
	if (x->o->format == FMT_CSV && !canonical)
		ryb_check_csv_head();
	for (i = 0; i < x->argc; i++) {
		rc = check_file(x->argv[i], ruleset ? &r : NULL, ruleset, x->o->format, canonical,
		    &printed);
		if (rc > worst)
			worst = rc;
	}
	return worst;
}
static CMD_ENTRY(cmd_ryb_check, ryb_check_run)

/* rybareni play's spec; its parts are the row's. */
static const struct cli_option ryb_play_opts[] = {
	{ { "players", required_argument, NULL, 'p' }, "\"A; B[; C]\"" },
	{ { "output", required_argument, NULL, 'o' }, "-FILE" },
	{ { NULL, 0, NULL, 0 }, NULL }
};

const struct command rybareni_commands[] = {
	{ "add", game_store_cmd_add_files, "EVENT FILE.ryb...",
	    N_("league: add game records to a Rybaření event, all or nothing"), NULL,
	    N_("Judges every record like 'rybareni check' under the event's stored ruleset\n"
	    "(a Ruleset tag must name the same rules) and adds the games only if none\n"
	    "breaks a rule and none is already in the event: otherwise every problem is\n"
	    "listed with FILE:LINE:COL and nothing is added (exit 1; 2 for a record that\n"
	    "cannot be read). Players are registered when new. Each game is stored with\n"
	    "its canonical record and every player's tiles, big, small, rounded, total\n"
	    "and place.\n"), CMD_LATE | CMD_EVENT, cli_by_option, NULL, &ryb_events },
	{ "check", cmd_ryb_check, "FILE...",
	    N_("replay Rybaření game records (.ryb): catches, scores, places, violations"), NULL,
	    N_("Checks that Table, the hands and Wall are the 64 tiles of two sets (else exit\n"
	    "2), then replays every turn: the playing order, the pair from the hand (same\n"
	    "pips, or 2-4 with 1-2), the tile turned over from the wall and its compulsory\n"
	    "catch, and that the wall is used up. Prints each player's catch, the tiles\n"
	    "left over, big fish, small fish (red pips), the rounding, the total and the\n"
	    "place (equal totals share a place), then one line per violation:\n"
	    "'turn N player P: reason (§ rule)'. --ruleset overrides the record's Ruleset\n"
	    "tag. CSV: player,tiles,big,small,rounded,total,place, one row per player;\n"
	    "violations then go to standard error. Exit 1 on a violation, 2 on a record\n"
	    "that cannot be read. --canonical prints each record in the canonical form.\n"),
	    CO_RULESET | CO_FORMAT, ryb_check_opts },
	{ "games", game_store_cmd_games, "EVENT",
	    N_("league: the games of a Rybaření event, one row per player"), NULL,
	    N_("Columns: game, position, player, tiles, big, small, rounded, total, place.\n"),
	    CO_FORMAT | CMD_DB | CMD_EVENT | CMD_ARGS(0), NULL, NULL, &ryb_events },
	{ "play", live_cmd_play, "",
	    N_("referee a live game: hands not shown, every turn judged"), NULL,
	    N_("The tiles are real: the 16 tiles face up on the table are typed first, then\n"
	    "each player's hand at a prompt (not shown on a terminal), then one turn a\n"
	    "line as in a .ryb record, the tile turned over from the wall included:\n"
	    "'3-4+2-5, 1-1+1-1' (a pair from the hand, the drawn 1-1 catches 1-1) or\n"
	    "'-, 5-6' (no pair; 5-6 laid on the table); 'PLAYER:' before it is optional.\n"
	    "The referee, who alone knows the hands, refuses a turn that breaks a rule\n"
	    "(a pair from the hand left unplayed is named without its tiles) and it is\n"
	    "typed again; 'table' shows the tiles on the table, 'quit' stops. When the\n"
	    "wall is used up: the catches and places as 'rybareni check' prints them;\n"
	    "-o FILE writes the .ryb record. --players gives 2 or 3 names (default 2\n"
	    "players). Exit 0 when the game ends, 1 if the input ends first, 2 on bad\n"
	    "tiles.\n"), CO_RULESET, ryb_play_opts },
	{ "score", cmd_ryb_score, "TILE...",
	    N_("score one player's catch: big fish, red pips of the small fish, rounding"), NULL,
	    N_("Tiles are written a-b (4-2 = 2-4), separated by blanks or commas. Big fish\n"
	    "(8 pips or more) score 2 a pip, small fish 1 a red pip, rounded up to a ten\n"
	    "(small_fish_rounding). CSV: big,small,rounded,total.\n"), CO_RULESET | CO_FORMAT, NULL },
	{ "standings", game_store_cmd_standings, "EVENT",
	    N_("league: standings of a Rybaření event by total points"), NULL,
	    N_("Ranks the players by the sum of their totals over the event's games; equal\n"
	    "sums share a place (1, 2, 2, 4). CSV: rank,player,total,games,wins (wins:\n"
	    "games placed first, shared or not). 'referee standings EVENT' prints the same.\n"),
	    CO_FORMAT | CO_HTML | CMD_DB | CMD_EVENT | CMD_ARGS(0), NULL, NULL, &ryb_events },
	{ NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL }
};
