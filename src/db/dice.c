/*
 * Generał games of dice events: games and players in the generic store,
 * turns in dice_turn (schema/180-dice-results.sql).
 */
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db.h"
#include "db_int.h"
#include "dicedb.h"
#include "gamedb.h"
#include "../util/i18n.h"

int
db_dice_rules(struct db *db, int64_t event, void *r, struct errbuf *err)
{
	return db_game_rules(db, event, "dice", _("event '%s' is not a dice event (game %s)"),
	    &dice_ruleset_game, r, sizeof(struct dice_rules), err);
}

/*
 * What the generic store keeps of a card besides its total (the seat's
 * points): the upper bonus it is scored under (schema/180-dice-results.sql).
 */
static const char *const card_keys[] = { "bonus_threshold", "bonus_points" };

int
db_dice_game_add(struct db *db, int64_t event, int *number, int nplayers,
    const int64_t *players, const struct dice_rules *r, const char *record,
    int64_t entry, int64_t *id, struct errbuf *err)
{
	struct db_game_seat	 seats[DB_DICE_PLAYERS];
	sqlite3_stmt		*st;
	int			 i, rc;

	memset(seats, 0, sizeof(seats));
	for (i = 0; i < nplayers; i++) {
		seats[i].player = players[i];
		seats[i].place = 1;	/* every card empty: 0 points */
		seats[i].nvalues = 2;
		seats[i].key = card_keys;
		seats[i].value[0] = r->upper_bonus_threshold;
		seats[i].value[1] = r->upper_bonus_points;
	}
	if ((rc = db_game_result_add(db, event, number, nplayers, seats, record, entry,
	    err)) != 0)
		return rc;
	if ((st = db_stmt(db, STMT_DICE_GAME_FIND, err)) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, event);
	sqlite3_bind_int(st, 2, *number);
	if ((rc = db_one_int(db, st, id, err, _("add game"))) != 1)
		return rc == 0 ? err_set(err, 0, 0, _("game %d vanished"), *number) : -1;
	return 0;
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
