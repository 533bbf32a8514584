/* Generał games of dice events: events, games, players and turns (schema/010-dice.sql). */
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db.h"
#include "db_int.h"
#include "dicedb.h"
#include "../util/i18n.h"

int
db_dice_event_add(struct db *db, struct db_event *ev, const void *r,
    struct errbuf *err)
{
	struct strbuf	 text = { 0 };
	sqlite3_stmt	*st;
	int		 rc;

	if ((st = db_stmt(db, STMT_DICE_EVENT_ADD, err)) == NULL)
		return -1;
	kv_print(&dice_ruleset_game, NULL, r, &text);
	if (strlen(sb_str(&text)) >= sizeof(ev->ruleset)) {
		sb_free(&text);
		return err_set(err, 0, 0, _("event '%s': the ruleset text is too long"), ev->name);
	}
	snprintf(ev->ruleset, sizeof(ev->ruleset), "%s", sb_str(&text));
	db_bind_text(st, 1, ev->name);
	db_bind_text(st, 2, ev->date);
	db_bind_text(st, 3, ev->season);
	db_bind_text(st, 4, ev->ruleset_name);
	db_bind_text(st, 5, sb_str(&text));
	rc = db_step_done(db, st, err, _("add event"));
	sb_free(&text);
	if (rc == 1 && db_failed_on(db, SQLITE_CONSTRAINT_UNIQUE))
		db_refuse(db, err, DBR_EVENT_EXISTS, _("event '%s' exists already"), ev->name);
	if (rc == 0) {
		ev->id = sqlite3_last_insert_rowid(db->h);
		snprintf(ev->game, sizeof(ev->game), NT_("dice"));
	}
	return rc;
}

int
db_dice_rules(struct db *db, int64_t event, void *r, struct errbuf *err)
{
	return db_game_rules(db, event, "dice", _("event '%s' is not a dice event (game %s)"),
	    &dice_ruleset_game, r, sizeof(struct dice_rules), err);
}

/* Refines a refused game: the same record twice, or a number taken. */
static int
game_refused(struct db *db, int64_t event, int number, const char *record, struct errbuf *err)
{
	sqlite3_stmt	*st;
	int64_t		 n = 0;

	if (!db_failed_on(db, SQLITE_CONSTRAINT_UNIQUE))
		return 1;
	if (record != NULL) {
		if ((st = db_stmt(db, STMT_DICE_GAME_RECORD, err)) == NULL)
			return -1;
		sqlite3_bind_int64(st, 1, event);
		db_bind_text(st, 2, record);
		if (db_one_int(db, st, &n, err, _("add game")) == -1)
			return -1;
	}
	if (n > 0)
		return db_refuse(db, err, DBR_RECORD_TWICE,
		    _("this record is already a game of the event"));
	return db_refuse(db, err, DBR_GAME_EXISTS, _("game %d exists already"), number);
}

/* Seats the players of a new game in playing order. Returns 0, 1 or -1. */
static int
game_seat(struct db *db, int64_t game, int nplayers, const int64_t *players,
    struct errbuf *err)
{
	sqlite3_stmt	*st;
	int		 i, rc;

	for (i = 0; i < nplayers; i++) {
		if ((st = db_stmt(db, STMT_DICE_SEAT_ADD, err)) == NULL)
			return -1;
		sqlite3_bind_int64(st, 1, game);
		sqlite3_bind_int(st, 2, i + 1);
		sqlite3_bind_int64(st, 3, players[i]);
		if ((rc = db_step_done(db, st, err, _("seat a player"))) != 0) {
			if (rc == 1 && db_failed_on(db, SQLITE_CONSTRAINT_UNIQUE))
				db_refuse(db, err, DBR_PLAYS_ONCE, _("a player plays once in a game"));
			return rc;
		}
	}
	return 0;
}

int
db_dice_game_add(struct db *db, int64_t event, int *number, int nplayers,
    const int64_t *players, const struct dice_rules *r, const char *record,
    int64_t entry, int64_t *id, struct errbuf *err)
{
	sqlite3_stmt	*st;
	int64_t		 next;
	int		 rc;

	if (*number == 0) {
		if ((st = db_stmt(db, STMT_DICE_GAME_NEXT, err)) == NULL)
			return -1;
		sqlite3_bind_int64(st, 1, event);
		if ((rc = db_one_int(db, st, &next, err, _("number a game"))) != 1)
			return rc == 0 ? err_set(err, 0, 0, _("number a game: no row")) : -1;
		*number = (int)next;
	}
	if ((st = db_stmt(db, STMT_DICE_GAME_ADD, err)) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, event);
	sqlite3_bind_int(st, 2, *number);
	sqlite3_bind_int(st, 3, nplayers);
	sqlite3_bind_int(st, 4, r->upper_bonus_threshold);
	sqlite3_bind_int(st, 5, r->upper_bonus_points);
	db_bind_text(st, 6, record);
	sqlite3_bind_int64(st, 7, entry);
	if ((rc = db_step_done(db, st, err, _("add game"))) != 0)
		return rc == 1 ? game_refused(db, event, *number, record, err) : rc;
	*id = sqlite3_last_insert_rowid(db->h);
	return game_seat(db, *id, nplayers, players, err);
}

/* Reads the players of game g (g->id, nplayers set). Returns 0 or -1. */
static int
game_get_seats(struct db *db, struct db_dice_game *g, struct errbuf *err)
{
	sqlite3_stmt	*st;
	int		 rc, i, n = 0;

	if ((st = db_stmt(db, STMT_DICE_GAME_SEATS, err)) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, g->id);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW && n < g->nplayers) {
		i = sqlite3_column_int(st, 0) - 1;
		if (i != n)
			break;
		g->player[i] = sqlite3_column_int64(st, 1);
		snprintf(g->name[i], sizeof(g->name[i]), "%s", sqlite3_column_text(st, 2));
		g->total[i] = sqlite3_column_int(st, 3);
		g->turns[i] = sqlite3_column_int(st, 4);
		n++;
	}
	if (rc != SQLITE_DONE && rc != SQLITE_ROW) {
		db_fail(db, err, _("read players"));
		sqlite3_reset(st);
		return -1;
	}
	sqlite3_reset(st);
	if (n != g->nplayers)
		return err_set(err, 0, 0, _("game %d: %d players stored, %d seated"), g->number,
		    g->nplayers, n);
	return 0;
}

/* Reads the turns of game g in order of play. Returns 0 or -1. */
static int
game_get_turns(struct db *db, struct db_dice_game *g, struct errbuf *err)
{
	sqlite3_stmt		*st;
	struct db_dice_turn	*t;
	const char		*s;
	size_t			 cap = 0;
	int			 rc, i;

	if ((st = db_stmt(db, STMT_DICE_GAME_TURNS, err)) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, g->id);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		if (g->nturns == cap) {
			cap = cap ? cap * 2 : 64;
			g->turn = xreallocarray(g->turn, cap, sizeof(*g->turn));
		}
		t = &g->turn[g->nturns++];
		t->seq = sqlite3_column_int(st, 0);
		t->position = sqlite3_column_int(st, 1);
		s = (const char *)sqlite3_column_text(st, 2);
		t->box = dice_box_parse(s, strlen(s));
		for (i = 0; i < DICE_N; i++)
			t->dice[i] = sqlite3_column_int(st, 3 + i);
		t->points = sqlite3_column_int(st, 8);
		t->bonus = sqlite3_column_int(st, 9);
		snprintf(t->throws, sizeof(t->throws), "%s", sqlite3_column_text(st, 10));
	}
	if (rc != SQLITE_DONE) {
		db_fail(db, err, _("read turns"));
		sqlite3_reset(st);
		return -1;
	}
	sqlite3_reset(st);
	return 0;
}

int
db_dice_game_get(struct db *db, int64_t event, int number, struct db_dice_game *g,
    struct errbuf *err)
{
	sqlite3_stmt	*st;
	int		 rc;

	if ((st = db_stmt(db, STMT_DICE_GAME_FIND, err)) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, event);
	sqlite3_bind_int(st, 2, number);
	if ((rc = sqlite3_step(st)) != SQLITE_ROW) {
		if (rc != SQLITE_DONE)
			db_fail(db, err, _("find game"));
		sqlite3_reset(st);
		return rc == SQLITE_DONE ? 0 : -1;
	}
	g->id = sqlite3_column_int64(st, 0);
	g->number = number;
	g->nplayers = sqlite3_column_int(st, 1);
	g->from_file = sqlite3_column_int(st, 2);
	sqlite3_reset(st);
	if (g->nplayers < 1 || g->nplayers > DB_DICE_PLAYERS)
		return err_set(err, 0, 0, _("game %d: %d players stored"), number, g->nplayers);
	if (game_get_seats(db, g, err) == -1 || game_get_turns(db, g, err) == -1)
		return -1;
	return 1;
}

void
db_dice_game_free(struct db_dice_game *g)
{
	if (g == NULL)
		return;
	free(g->turn);
	g->turn = NULL;
	g->nturns = 0;
}

int
db_dice_turn_add(struct db *db, int64_t game, const struct db_dice_turn *t, int64_t entry,
    struct errbuf *err)
{
	sqlite3_stmt	*st;
	int		 i, rc;

	if (t->box < 0 || t->box >= DICE_NBOXES)	/* what the box CHECK would refuse */
		return db_refuse(db, err, DBR_CONSTRAINT, _("turn %d: no such category"), t->seq);
	if ((st = db_stmt(db, STMT_DICE_TURN_ADD, err)) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, game);
	sqlite3_bind_int(st, 2, t->seq);
	sqlite3_bind_int(st, 3, t->position);
	sqlite3_bind_text(st, 4, dice_box_id(t->box), -1, SQLITE_STATIC);
	for (i = 0; i < DICE_N; i++)
		sqlite3_bind_int(st, 5 + i, t->dice[i]);
	sqlite3_bind_int(st, 10, t->points);
	sqlite3_bind_int(st, 11, t->bonus);
	sqlite3_bind_text(st, 12, t->throws, -1, SQLITE_STATIC);
	sqlite3_bind_int64(st, 13, entry);
	rc = db_step_done(db, st, err, _("add turn"));
	sqlite3_clear_bindings(st);
	if (rc == 1 && db_failed_on(db, SQLITE_CONSTRAINT_PRIMARYKEY))
		db_refuse(db, err, DBR_BOX_USED, _("turn %d: %s is already used on this card"),
		    t->seq, dice_box_id(t->box));
	return rc;
}

/*
 * Withdraws the last turn of a game: one INSERT into dice_turn_undo copies the
 * turn with the withdrawing entry, its trigger deletes the turn and takes its
 * points off the card (schema/070-dice-undo.sql). Sets *seq to the turn
 * withdrawn. Returns 0, 1 (no turn to withdraw, or refused) or -1.
 */
int
db_dice_turn_undo(struct db *db, int64_t game, int64_t entry, int *seq, struct errbuf *err)
{
	sqlite3_stmt	*st;
	int		 rc;

	if ((st = db_stmt_as(db, STMT_DICE_TURN_UNDO, err, _("withdraw turn"))) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, game);
	sqlite3_bind_int64(st, 2, entry);
	rc = sqlite3_step(st);
	if (rc == SQLITE_ROW) {
		*seq = sqlite3_column_int(st, 0);
		rc = sqlite3_step(st);
	} else if (rc == SQLITE_DONE) {
		sqlite3_reset(st);
		return db_refuse(db, err, DBR_DICE_UNDO, _("the game has no turn to withdraw"));
	}
	if (rc != SQLITE_DONE) {
		rc = db_fail(db, err, _("withdraw turn"));
		sqlite3_reset(st);
		return rc;
	}
	sqlite3_reset(st);
	return 0;
}

/* The throws of a turn as in .gdr: "D D D D D keep D D : D D D D D". */
static void
turn_throws(const struct dice_turn *t, char *buf, size_t size)
{
	struct strbuf	 sb = { 0 };
	int		 j, k;

	for (j = 0; j < t->nthrows; j++) {
		if (j > 0) {
			sb_adds(&sb, _(" keep"));
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
int
db_dice_turns_store(struct db *db, int64_t game, const struct dice_rules *r,
    const struct dice_game *g, struct dice_card *cards, size_t from, int64_t entry,
    struct errbuf *err)
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
int
db_dice_totals_agree(struct db *db, int64_t event, int number, const struct dice_rules *r,
    const struct dice_card *cards, struct errbuf *err)
{
	struct db_dice_game	 dg;
	struct dice_totals	 t;
	int			 p, rc;

	memset(&dg, 0, sizeof(dg));
	if ((rc = db_dice_game_get(db, event, number, &dg, err)) != 1) {
		db_dice_game_free(&dg);
		return rc == 0 ? err_set(err, 0, 0, _("game %d vanished"), number) : -1;
	}
	for (p = 0; p < dg.nplayers; p++) {
		dice_card_totals(r, &cards[p], &t);
		if (t.total != dg.total[p]) {
			err_set(err, 0, 0, _("game %d: %s: the database sums %d, the rules %d"),
			    number, dg.name[p], dg.total[p], t.total);
			db_dice_game_free(&dg);
			return -1;
		}
	}
	db_dice_game_free(&dg);
	return 0;
}

/*
 * The stored game as a record, followed by one more turn line for player
 * with text unless text is NULL; *line is set to the line of that turn.
 */
void
db_dice_game_record(const struct db_dice_game *dg, int player, const char *text,
    struct strbuf *sb, int *line)
{
	size_t	 i;
	int	 p;

	sb_adds(sb, NT_("[Players \""));
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

int
db_dice_game_seat(const struct db_dice_game *dg, const char *who)
{
	char	 a[2 * DB_NAME_MAX], b[2 * DB_NAME_MAX];
	int	 p;

	text_fold(who, strlen(who), a, sizeof(a));
	for (p = 0; p < dg->nplayers; p++) {
		text_fold(dg->name[p], strlen(dg->name[p]), b, sizeof(b));
		if (strcmp(a, b) == 0)
			return p;
	}
	return -1;
}
