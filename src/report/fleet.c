/*
 * Morska Bitwa in words: the boards of a match as they stand, each player's
 * shots, and the table of referee battle check.
 */
#include <stdio.h>
#include <string.h>

#include "fleet.h"
#include "say.h"
#include "table.h"
#include "../notation/fleetio.h"
#include "../rules/game.h"
#include "../rules/fleet/fleet.h"
#include "../rules/fleet/battle.h"
#include "../util/i18n.h"
#include "../util/util.h"

/* The variant's own words (§1, §3), each by enum fleet_noun: ships sunk, boats and fish rescued. */
static const char *const legend_words[] = {
	N_("legend: # ship, X hit, %s miss, %s marked around a sunk ship\n"),
	N_("legend: # boat, X found, %s empty, %s marked around a rescued boat\n"),
	N_("legend: # fish, X found, %s empty, %s marked around a rescued fish\n"),
};
static const char *const summary_words[] = {
	N_("%d of %d ships sunk\n"),
	N_("%d of %d boats rescued\n"),
	N_("%d of %d fish rescued\n"),
};
static const char *const halo_words[] = {
	N_("%s is next to the sunk %s: rejected, shoot again (§3)\n"),
	N_("%s is next to the rescued boat %s: rejected, shoot again (§3)\n"),
	N_("%s is next to the rescued fish %s: rejected, shoot again (§3)\n"),
};

/* Appends player p's board as it stands: ships, hits, misses, marked squares. */
static void
board_draw(const struct fleet_match *m, int p, int ascii, struct strbuf *sb)
{
	const struct fleet_rules *r = m->rules;
	const struct fleet_sea	 *sea = &m->sea[p - 1];
	const char		 *c;
	int			  x, y, ship;

	sb_adds(sb, "   ");
	for (x = 0; x < r->board_w; x++)
		sb_addf(sb, " %c", 'A' + x);
	sb_addc(sb, '\n');
	for (y = 0; y < r->board_h; y++) {
		sb_addf(sb, "%2d ", y + 1);
		for (x = 0; x < r->board_w; x++) {
			ship = m->owner[p - 1][y][x] >= 0;
			if (ship && sea->shot[y][x])
				c = "X";
			else if (ship)
				c = "#";
			else if (sea->shot[y][x])
				c = ascii ? "o" : "•";
			else if (sea->halo[y][x])
				c = ascii ? "-" : "·";
			else
				c = ".";
			sb_addf(sb, " %s", c);
		}
		sb_addc(sb, '\n');
	}
}

void
fleet_boards_print(const struct fleet_match *m, int ascii)
{
	struct strbuf	 sb = { 0 };
	int		 p;

	for (p = 1; p <= 2; p++) {
		sb_addf(&sb, _("board %d: fleet of player %d, shots of player %d\n"), p, p, 3 - p);
		board_draw(m, p, ascii, &sb);
		sb_addc(&sb, '\n');
	}
	sb_addf(&sb, fleet_noun_text(m->rules, legend_words), ascii ? "o" : "•", ascii ? "-" : "·");
	fputs(sb_str(&sb), stdout);
	sb_free(&sb);
}

void
fleet_summary_print(const struct fleet_match *m)
{
	const struct fleet_sea *sea;
	int	 p;

	for (p = 1; p <= 2; p++) {
		sea = &m->sea[2 - p];	/* the shots player p fired */
		printf(_("player %d: "), p);
		printf(P_("%d shot, ", "%d shots, ", sea->shots), sea->shots);
		printf(P_("%d hit, ", "%d hits, ", sea->nhit), sea->nhit);
		printf(fleet_noun_text(m->rules, summary_words), sea->sunk, battle_ships_on_board(m, 3 - p));
	}
}

const char *
battle_ruling_words(const struct ruling *x, char *buf, size_t size)
{
	if (x->code == BT_FLEET)
		return x->text;
	snprintf(buf, size, _("line %d: %s"), x->line, x->text);
	return buf;
}

void
battle_table_print(const struct battle_record *rec, const struct fleet_rules *rules,
    const struct battle_result *res, enum out_format fmt)
{
	static const char *const head[] = { "line", "player", "square", "announced", "answer",
	    "verdict" };
	const struct ruling	*x = res->rulings.r;
	const struct battle_note *nt;
	struct table		*t = table_alloc(6, head);
	char			 linev[16], sq[8], joined[1500];
	const char		*row[6];
	char			 w1[700], w2[700];
	size_t			 i, k;

	for (k = 0; k < res->rulings.n && x[k].code == BT_FLEET; k++) {
		snprintf(linev, sizeof(linev), "%d", x[k].line);
		row[0] = linev, row[1] = x[k].player == 2 ? "2" : "1", row[2] = row[3] = row[4] = "";
		row[5] = x[k].text;
		table_add(t, row);
	}
	for (i = 0; i < rec->nshots; i++) {
		nt = &res->notes[i];
		snprintf(linev, sizeof(linev), "%d", rec->shots[i].line);
		fleet_square_name(rec->shots[i].x, rec->shots[i].y, sq, sizeof(sq));
		row[0] = linev, row[1] = rec->shots[i].player == 1 ? "1" : "2", row[2] = sq;
		row[3] = rec->shots[i].word;
		row[4] = nt->fire == FLEET_FIRE_OK ? rules->words[nt->truth] : "";
		row[5] = nt->after_end ? "after the end of the game" : nt->n > 0 ?
		    battle_ruling_words(&x[nt->first + nt->n - 1], w1, sizeof(w1)) : "";
		if (nt->n > 1) {
			/* out of turn and a second ruling on one shot: both, joined */
			snprintf(joined, sizeof(joined), "%s; %s",
			    battle_ruling_words(&x[nt->first], w2, sizeof(w2)), w1);
			row[5] = joined;
		}
		table_add(t, row);
	}
	if (res->rulings.n > 0 && x[res->rulings.n - 1].code == BT_AFTER_END) {
		snprintf(linev, sizeof(linev), "%d", x[res->rulings.n - 1].line);
		row[0] = linev, row[1] = row[2] = row[3] = row[4] = "";
		row[5] = battle_ruling_words(&x[res->rulings.n - 1], w1, sizeof(w1));
		table_add(t, row);
	}
	row[0] = row[1] = row[2] = row[3] = row[4] = "";
	row[5] = res->words;
	table_add(t, row);
	table_print(stdout, t, fmt);
	table_free(t);
}

void
battle_check_print(const struct battle_record *rec, const struct fleet_rules *rules,
    const struct battle_result *res, enum out_format fmt, int ascii)
{
	char	 w[700];
	size_t	 k;

	if (fmt != FMT_TEXT) {
		battle_table_print(rec, rules, res, fmt);
		return;
	}
	for (k = 0; k < res->rulings.n; k++)
		puts(battle_ruling_words(&res->rulings.r[k], w, sizeof(w)));
	if (res->rulings.n)
		putchar('\n');
	fleet_boards_print(res->m, ascii);
	fleet_summary_print(res->m);
	printf(_("result: %s\n"), res->words);
}

void
fleet_check_print(const struct fleet_report *rep, enum out_format fmt)
{
	static const char *const head[] = { "code", "cells", "message" };
	struct table	*t;
	const char	*row[3];
	size_t		 i;

	if (fmt == FMT_TEXT) {
		if (rep->n == 0)
			puts(_("valid"));
		for (i = 0; i < rep->n; i++)
			puts(rep->v[i].msg);
		return;
	}
	t = table_alloc(3, head);
	for (i = 0; i < rep->n; i++) {
		row[0] = fleet_code_name(rep->v[i].code);
		row[1] = rep->v[i].cells;
		row[2] = rep->v[i].msg;
		table_add(t, row);
	}
	table_print(stdout, t, fmt);
	table_free(t);
}

void
battle_fire_print(const struct fleet_match *m, int who, int x, int y, int fr,
    const struct fleet_shot *res, const char *range)
{
	char	 sq[8], desc[200];

	fleet_square_name(x, y, sq, sizeof(sq));
	switch (fr) {
	case FLEET_FIRE_OUTSIDE:
		report_say(2, _("%s is not a square of the board (%s)\n"), sq, range);
		break;
	case FLEET_FIRE_REPEAT:
		report_say(2, _("%s was already shot: rejected, shoot again (§3)\n"), sq);
		break;
	case FLEET_FIRE_HALO:
		battle_ship_at(m, 3 - who, res->halo_ship, desc, sizeof(desc));
		report_say(2, fleet_noun_text(m->rules, halo_words), sq, desc);
		break;
	case FLEET_FIRE_OK:
		printf(_("player %d: %s %s\n"), who, sq, m->rules->words[res->answer]);
		break;
	case FLEET_FIRE_TURN:
	case FLEET_FIRE_OVER:
		break;
	}
}

void
battle_play_announce(const char *who, int p, int again)
{
	if (who == NULL)
		printf(again ? _("player %d shoots again\n") : _("player %d shoots\n"), p);
	else
		printf(again ? _("%s shoots again\n") : _("%s shoots\n"), who);
}

void
battle_play_not_square(const char *tok, size_t len)
{
	report_say(2, _("'%.*s' is not a square: expected a letter and a number, such as C4\n"),
	    (int)len, tok);
}

void
battle_play_not_turn(int turn, int who)
{
	printf(_("it is player %d's turn, not player %d's\n"), turn, who);
}

void
battle_play_help(const char *range)
{
	printf(_("a shot: a square such as C4 (%s), or a player and a square (1 C4);\n"
	    "quit: stop the match (the record keeps the shots so far)\n"), range);
}

void
battle_play_end(const struct fleet_match *m, int ascii, int stopped)
{
	putchar('\n');
	fleet_boards_print(m, ascii);
	fleet_summary_print(m);
	if (stopped > 1)
		puts(_("result: stopped before the game ended"));
	else if (stopped)
		puts(_("result: the input ended before the game did"));
	else
		printf(_("result: player %d wins\n"), m->winner);
}
