/*
 * Manewry Morskie in words (src/report/manewry.h): the output of referee
 * manewry check, the board a player sees and a turn's outcome in live play.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "manewry.h"
#include "say.h"
#include "table.h"
#include "../notation/mm.h"
#include "../rules/game.h"
#include "../rules/manewry/manewry.h"
#include "../util/i18n.h"
#include "../util/util.h"

static void
sqname(int x, int y, char *buf, size_t size)
{
	mm_square_name(x, y, buf, size);
}

/* "1:KR@E7 2:OP@F9" */
static void
removed_list(const struct mm_outcome *o, struct strbuf *sb)
{
	char	 sq[8];
	int	 i;

	for (i = 0; i < o->nremoved; i++) {
		sqname(o->removed[i].x, o->removed[i].y, sq, sizeof(sq));
		sb_addf(sb, "%s%d:%s@%s", i ? " " : "", o->removed[i].player,
		    mm_unit_code(o->removed[i].unit), sq);
	}
}

static const char *
action_word(const struct mm_turn *t)
{
	if (t->has_target)
		return t->action == MM_ACT_CLEAR ? "clear" : "attack";
	if (t->has_mine)
		return "mine";
	return "move";
}

/* The words for the end of the game. */
static void
end_words(const struct mm_game *g, char *buf, size_t size)
{
	char	 sq[8];

	sqname(g->ex, g->ey, sq, sizeof(sq));
	switch (g->end) {
	case MM_END_LANDING:
		fmt_buf(buf, size, _("player %d wins: the okręt desantowy entered the enemy "
		    "port on %s (§3)"), g->winner, sq);
		break;
	case MM_END_DE_LOST:
		fmt_buf(buf, size, _("player %d wins: player %d lost the okręt desantowy on %s "
		    "(§3)"), g->winner, 3 - g->winner, sq);
		break;
	case MM_END_DE_INTERNED:
		fmt_buf(buf, size, _("player %d wins: the okręt desantowy of player %d was "
		    "interned on %s (§3, §7.10)"), g->winner, 3 - g->winner, sq);
		break;
	case MM_END_NO_TURN:
		if (g->winner)
			fmt_buf(buf, size, _("player %d wins: player %d has no legal turn (§7.10)"),
			    g->winner, 3 - g->winner);
		else
			fmt_buf(buf, size, _("draw: the player to move has no legal turn (§7.10)"));
		break;
	case MM_END_MAX_TURNS:
		fmt_buf(buf, size, _("draw: the turn limit was reached (§7.10)"));
		break;
	case MM_END_NONE:
		fmt_buf(buf, size, _("the game is not finished"));
		break;
	}
}

/* The own options of manewry check, play and board. */
static const char *const check_head[] = {
	"turn", "player", "unit", "from", "to", "action", "target", "result", "removed",
	"violation", "mine", "note"
};
#define CHECK_COLS	12

void
manewry_check_setup(struct manewry_check_out *co, const char *file, const struct verdict *v)
{
	const char	*cells[CHECK_COLS];
	char		 pl[4], from[8], why[400];
	size_t		 k;
	int		 i;

	for (k = 0; k < v->n; k++) {
		const struct ruling *ru = &v->r[k];

		fmt_buf(why, sizeof(why), "%s (%s)", ru->text, ru->rule);
		if (co->fmt == FMT_CSV) {
			fmt_buf(pl, sizeof(pl), "%d", ru->player);
			from[0] = '\0';
			if (ru->nsq > 0)
				sqname(ru->sq[0] % GAME_SQ_STRIDE, ru->sq[0] / GAME_SQ_STRIDE,
				    from, sizeof(from));
			for (i = 0; i < CHECK_COLS; i++)
				cells[i] = "";
			cells[0] = "0";
			cells[1] = pl;
			cells[3] = cells[4] = from;
			cells[5] = "setup";
			cells[9] = why;
			table_add(co->csv, cells);
		} else if (ru->line > 0)
			sb_addf(&co->text, _("%s:%d:%d: illegal setup: %s\n"), file, ru->line,
			    ru->col, why);
		else
			sb_addf(&co->text, _("%s: illegal setup: %s\n"), file, why);
	}
	if (co->fmt == FMT_TEXT)
		sb_adds(&co->text, _("the game cannot start: a setup breaks the rules (§2, "
		    "§3)\n"));
	else
		table_addf(co->csv, NT_("\t\t\t\t\tend\t\t\t\t\t\tthe game cannot start"));
}

/* One judged turn as a CSV row. */
static void
turn_csv(struct manewry_check_out *co, const struct mm_turn *t, int n, int legal,
    const struct mm_outcome *o, const char *rm, const char *why)
{
	const char	*cells[CHECK_COLS];
	char		 turn[16], pl[4], from[8], to[8], tg[8], mn[8];

	fmt_buf(turn, sizeof(turn), "%d", n);
	fmt_buf(pl, sizeof(pl), "%d", t->player);
	sqname(o->fx, o->fy, from, sizeof(from));
	sqname(o->tx, o->ty, to, sizeof(to));
	tg[0] = mn[0] = '\0';
	if (t->has_target)
		sqname(t->tx, t->ty, tg, sizeof(tg));
	else if (t->has_mine)
		sqname(t->mx, t->my, tg, sizeof(tg));
	if (t->has_mine)
		sqname(t->mx, t->my, mn, sizeof(mn));
	cells[0] = turn;
	cells[1] = pl;
	cells[2] = o->unit >= 0 ? mm_unit_code(o->unit) : "";
	cells[3] = from;
	cells[4] = to;
	cells[5] = action_word(t);
	cells[6] = tg;
	cells[7] = legal && t->has_target ? mm_result_word(o->result) : "";
	cells[8] = rm;
	cells[9] = why;
	cells[10] = mn;
	cells[11] = legal && t->has_target ? o->combat : "";
	table_add(co->csv, cells);
}

void
manewry_check_turn(struct manewry_check_out *co, const struct mm_turn *t, int n, int legal,
    const struct mm_outcome *o, const struct verdict *v)
{
	struct strbuf		 rm = { 0 }, line = { 0 };
	char			 why[400];
	size_t			 k;

	removed_list(o, &rm);
	mm_print_turn(t, &line);
	line.s[--line.len] = '\0';	/* the newline */
	why[0] = '\0';
	if (!legal)
		fmt_buf(why, sizeof(why), "%s (%s)", v->r[0].text, v->r[0].rule);
	if (co->fmt == FMT_CSV)
		turn_csv(co, t, n, legal, o, sb_str(&rm), why);
	else {
		sb_addf(&co->text, "%4d  %-28s ", n, sb_str(&line));
		if (!legal)
			sb_addf(&co->text, _("ILLEGAL (line %d): %s"), t->line, why);
		else if (t->has_target)
			sb_adds(&co->text, o->combat);
		else if (t->has_mine)
			sb_addf(&co->text, _("%s moves, lays a mine"), mm_unit_code(o->unit));
		else
			sb_addf(&co->text, _("%s moves"), mm_unit_code(o->unit));
		sb_addc(&co->text, '\n');
		for (k = 0; k < v->n; k++)
			if (v->r[k].code == MM_E_INTERNED)
				sb_addf(&co->text, "      %s (%s)\n", v->r[k].text, v->r[k].rule);
	}
	sb_free(&rm);
	sb_free(&line);
}

void
manewry_check_end(struct manewry_check_out *co, const struct mm_game *g, int bad)
{
	const char	*cells[CHECK_COLS];
	char		 pl[4], why[400];
	int		 i;

	end_words(g, why, sizeof(why));
	if (co->fmt == FMT_CSV) {
		fmt_buf(pl, sizeof(pl), "%d", g->winner);
		for (i = 0; i < CHECK_COLS; i++)
			cells[i] = "";
		cells[5] = "end";
		cells[7] = g->winner ? pl : "";
		cells[11] = why;
		table_add(co->csv, cells);
	} else {
		sb_addf(&co->text, _("result: %s\n"), why);
		if (bad)
			sb_addf(&co->text, P_("%d illegal turn\n", "%d illegal turns\n", bad), bad);
	}
}

void
manewry_check_begin(struct manewry_check_out *co, enum out_format fmt)
{
	memset(co, 0, sizeof(*co));
	co->fmt = fmt;
	co->csv = table_alloc(CHECK_COLS, check_head);
}

void
manewry_check_next_file(struct manewry_check_out *co)
{
	if (co->fmt == FMT_TEXT && co->text.len)
		sb_addc(&co->text, '\n');
}

void
manewry_check_title(struct manewry_check_out *co, const struct mm_header *h, const char *name,
    int first)
{
	if (co->fmt != FMT_TEXT)
		return;
	sb_addf(&co->text, _("%s%s%s%s%s (reguły: %s)\n"), h->event[0] ? h->event :
	    NT_("Manewry Morskie"), h->has_players ? ": " : "",
	    h->has_players ? h->players[0] : "", h->has_players ? " – " : "",
	    h->has_players ? h->players[1] : "", name);
	sb_addf(&co->text, _("player %d moves first\n"), first);
}

void
manewry_check_print(const struct manewry_check_out *co)
{
	if (co->fmt == FMT_CSV)
		table_print(stdout, co->csv, FMT_CSV);
	else
		fputs(sb_str(&co->text), stdout);
}

void
manewry_check_free(struct manewry_check_out *co)
{
	table_free(co->csv);
	sb_free(&co->text);
}

void
manewry_view_print(FILE *fp, const struct mm_game *g, int p)
{
	const struct mm_map	*m = &g->r->map;
	const struct mm_cell	*c;
	char			 lc[3];
	int			 x, y;

	fprintf(fp, _("board of player %d:\n   "), p);
	for (x = 0; x < m->w; x++)
		fprintf(fp, "  %c", 'A' + x);
	fputc('\n', fp);
	for (y = 0; y < m->h; y++) {
		fprintf(fp, "%3d", y + 1);
		for (x = 0; x < m->w; x++) {
			c = &g->b[y][x];
			if (c->owner == p)
				fprintf(fp, " %s", mm_unit_code(c->unit));
			else if (c->owner != 0 && ((c->known >> (p - 1)) & 1 || c->unit == MM_BA)) {
				lc[0] = (char)(mm_unit_code(c->unit)[0] - 'A' + 'a');
				lc[1] = (char)(mm_unit_code(c->unit)[1] - 'A' + 'a');
				lc[2] = '\0';
				fprintf(fp, " %s", lc);
			} else if (c->owner != 0)
				fputs(_(" xx"), fp);
			else
				fprintf(fp, "  %c", m->sq[y][x]);
		}
		fputc('\n', fp);
	}
	fprintf(fp, _("KR your units; xx an enemy unit; kr an enemy unit whose type is known;\n"
	    "mines left to lay: %d\n"), g->mines_left[p]);
}

void
manewry_outcome_print(const struct mm_game *g, const struct mm_turn *t,
    const struct mm_outcome *o)
{
	struct strbuf	 sb = { 0 };
	char		 sq[8], why[300];
	int		 i;

	mm_print_turn(t, &sb);
	printf(_("player %d: %.*s"), t->player, (int)sb.len - 4, sb.s + 3);
	if (t->has_mine)
		fputs(_(" (STAWIAM MINĘ)"), stdout);
	putchar('\n');
	if (t->has_target)
		report_say(4, "  %s: %s\n", t->action == MM_ACT_CLEAR ? NT_("ZDEJMUJĘ MINĘ") :
		    NT_("ATAKUJĘ"), o->combat);
	for (i = 0; i < o->nremoved; i++) {
		sqname(o->removed[i].x, o->removed[i].y, sq, sizeof(sq));
		if (o->removed[i].interned)
			printf(_("  the unit of player %d on %s is interned: it stayed in neutral "
			    "waters too long (§3)\n"), o->removed[i].player, sq);
		else
			printf(_("  removed: %s of player %d on %s\n"),
			    mm_unit_code(o->removed[i].unit), o->removed[i].player, sq);
	}
	if (g->over) {
		end_words(g, why, sizeof(why));
		printf(_("result: %s\n"), why);
	}
	sb_free(&sb);
}

/*
 * A refusal in words that do not give away the type of the unit (play is
 * watched by both), in the players' language.
 */
static const char *
refusal_words(const struct ruling *why)
{
	switch (why->code) {
	case MM_T_TOO_FAR:
		return _("the unit cannot move that far (§2)");
	case MM_T_RANGE:
		return _("the target is out of the unit's range (§3)");
	case MM_T_MINE_NOT_TR:
		return _("this unit cannot lay mines (§3)");
	case MM_T_CLEAR_NOT_TR:
		return _("this unit cannot clear mines (§3)");
	case MM_T_ATTACK_ILLEGAL:
	case MM_T_CLEAR_NOT_MINE:
		return _("this attack is not allowed (§4)");
	case MM_T_DE_ATTACK:
		return _("this unit cannot attack (§4)");
	case MM_T_STATIC:
		return _("this unit cannot move (§3)");
	default:
		return NULL;
	}
}

/* Where mm_record_turns takes its turns from and gives them back. */
struct check_turns {
	struct manewry_check_out *co;
	struct mm_reader	*rd;
	const struct mm_header	*h;
	struct errbuf		*err;
};

static int
check_next(void *arg, struct mm_turn *t)
{
	struct check_turns *ct = arg;

	return mm_read_turn(ct->rd, ct->h, t, ct->err);
}

/* Prints one judged turn. */
static void
check_turn(void *arg, const struct mm_turn *t, int n, int legal,
    const struct mm_outcome *o, const struct verdict *v)
{
	manewry_check_turn(((struct check_turns *)arg)->co, t, n, legal, o, v);
}

int
manewry_check_game(struct manewry_check_out *co, const char *file, struct mm_reader *rd,
    const struct mm_header *h, const struct mm_rules *r, const char *name, struct errbuf *err)
{
	struct mm_game		*g = xmalloc(sizeof(*g));
	struct verdict		 v = { 0, 0, NULL };
	struct check_turns	 ct = { co, rd, h, err };
	struct mm_record_visit	 vis = { check_next, check_turn, &ct };
	int			 bad, rc = 1;

	mm_game_init(g, r, h->first ? h->first : 1);
	rd->map = &r->map;	/* a malformed square's error names this board's range */
	manewry_check_title(co, h, name, g->turn);
	if (mm_record_setup(g, h->setup, &v) > 0)
		manewry_check_setup(co, file, &v);
	else if ((bad = mm_record_turns(g, &vis, NULL)) == -1)
		rc = -1;
	else {
		manewry_check_end(co, g, bad);
		rc = bad ? 1 : 0;
	}
	verdict_free(&v);
	free(g);
	return rc;
}

void
manewry_play_first(int first, int drawn)
{
	if (drawn)
		printf(_("player %ld moves first (drawn by lot)\n"), (long)first);
	else
		printf(_("player %ld moves first\n"), (long)first);
}

void
manewry_play_bad_setup(const struct verdict *v)
{
	size_t	 k;

	for (k = 0; k < v->n; k++)
		report_say(2, _("illegal setup: %s (%s)\n"), v->r[k].text, v->r[k].rule);
	puts(_("the game cannot start: a setup breaks the rules (§2, §3)"));
}

void
manewry_play_refusal(const char *msg, const struct ruling *why)
{
	if (msg == NULL && why != NULL)
		msg = refusal_words(why);
	if (msg != NULL)
		report_say(2, _("refused: %s\n"), msg);
	else if (why != NULL)
		report_say(2, _("refused: %s (%s)\n"), why->text, why->rule);
}

void
manewry_play_help(void)
{
	puts(_("a turn: [PLAYER:] FROM-TO[-TO...] [x TARGET | clear TARGET] [mine SQUARE]\n"
	    "show 1, show 2: the board as that player may see it; board: the map;\n"
	    "quit: stop (the record keeps the turns so far)"));
}

void
manewry_map_print(const struct mm_map *m, int legend)
{
	struct strbuf	 sb = { 0 };

	mm_map_print(m, &sb);
	fputs(sb_str(&sb), stdout);
	sb_free(&sb);
	if (legend)
		puts(_("\n. sea   n neutral water   # land   i island   e entrance\n"
		    "Y port of player 1   R port of player 2   y/r battery square of player 1/2"));
}
