/*
 * The words of Flota's rulings and results, and the output of referee flota
 * check: a line a judged action in text, or a CSV row (turn, player, ship,
 * action, square, answer, sunk, violation, file, line) printed as it comes.
 */
#include <stdio.h>
#include <string.h>

#include "flota.h"
#include "say.h"
#include "../csvio/csvio.h"
#include "../notation/flota.h"
#include "../rules/flota/flota.h"
#include "../util/i18n.h"
#include "../util/util.h"

/* "player 2's pancernik on E5" */
static void
ship_words(int p, int t, int x, int y, int where, char *buf, size_t size)
{
	char	 sq[8];

	flota_square_name(x, y, sq, sizeof(sq));
	if (where)
		snprintf(buf, size, _("player %d's %s on %s"), p, flota_type_name(t), sq);
	else
		snprintf(buf, size, _("player %d's %s"), p, flota_type_name(t));
}

/* Appends "; sunk: ..." for what an action sank; where: name the squares. */
void
flota_sunk_words(const struct flota_result *res, int where, struct strbuf *sb)
{
	char	 w[80];
	int	 i, enc;

	for (enc = 0; enc <= 1; enc++) {
		int	 n = 0;

		for (i = 0; i < res->nsunk; i++) {
			if (res->sunk[i].enclosed != enc)
				continue;
			ship_words(res->sunk[i].player, res->sunk[i].type, res->sunk[i].x,
			    res->sunk[i].y, where, w, sizeof(w));
			if (n++ == 0)
				sb_adds(sb, enc ? _("; OKRĄŻONY, closed in and sunk (§5.2): ") :
				    _("; TRAFIONY, sunk (§5.1): "));
			else
				sb_adds(sb, ", ");
			sb_adds(sb, w);
		}
	}
}

/* "2:P 1:T" */
static void
sunk_csv(const struct flota_result *res, struct strbuf *sb)
{
	int	 i;

	for (i = 0; i < res->nsunk; i++)
		sb_addf(sb, "%s%d:%s", i ? " " : "", res->sunk[i].player,
		    flota_type_code(res->sunk[i].type));
}

void
flota_ruling_words(const struct ruling *r, struct strbuf *sb)
{
	sb_adds(sb, r->text);
	if (r->rule)
		sb_addf(sb, " (%s)", r->rule);
}

void
flota_result_words(const struct flota_game *g, int lastturn, struct strbuf *sb)
{
	if (g->winner == 3)
		sb_addf(sb, _("a draw: both fleets were lost at turn %d (§6.1)"), g->end_turn);
	else if (g->winner)
		sb_addf(sb, _("player %d wins: the last ship of player %d sank at turn %d (§6.1)"),
		    g->winner, 3 - g->winner, g->end_turn);
	else
		sb_addf(sb, P_("unfinished after turn %d: player 1 has %d ship, player 2 has %d",
		    "unfinished after turn %d: player 1 has %d ships, player 2 has %d",
		    flota_ships_left(g, 1)), lastturn, flota_ships_left(g, 1),
		    flota_ships_left(g, 2));
}

static const char *const check_head[] = { "turn", "player", "ship", "action", "square",
    "answer", "sunk", "violation", "file", "line" };

/* Prints one CSV row of flota check at once (the header went first). */
static void
csv_row(const char *file, int turn, int player, int type, const char *action,
    const char *square, const char *answer, const char *sunk, const char *violation, int line)
{
	char	 tb[16], pb[8], lb[16];
	const char *row[10];

	snprintf(tb, sizeof(tb), "%d", turn);
	snprintf(pb, sizeof(pb), "%d", player);
	snprintf(lb, sizeof(lb), "%d", line);
	row[0] = turn ? tb : "";
	row[1] = player ? pb : "";
	row[2] = type >= 0 ? flota_type_code(type) : "";
	row[3] = action;
	row[4] = square;
	row[5] = answer;
	row[6] = sunk;
	row[7] = violation;
	row[8] = strcmp(file, "-") == 0 ? "<stdin>" : file;
	row[9] = line ? lb : "";
	(void)csvio_put_row(stdout, 10, row);
}

/* Turn-level rulings: their own text line (in CSV, on the turn's first row). */
static void
step_begin(const struct flota_check_out *cx, const struct flota_step *s,
    const struct verdict *v)
{
	struct strbuf	 line = { 0 };
	size_t		 k;

	if (cx->fmt != FMT_TEXT)
		return;
	for (k = s->turnv; k < v->n; k++) {
		sb_reset(&line);
		flota_ruling_words(&v->r[k], &line);
		report_say(2, _("turn %d, player %d: %s\n"), s->turn, s->t->player, sb_str(&line));
	}
	sb_free(&line);
}

/* The violation column of an action: the turn's rulings, its own, or the void. */
static void
step_violation(const struct flota_step *s, const struct verdict *v, struct strbuf *viol)
{
	size_t	 k;

	if (s->i == 0)
		for (k = s->turnv; k < s->n0; k++) {
			if (viol->len)
				sb_adds(viol, "; ");
			flota_ruling_words(&v->r[k], viol);
		}
	for (k = s->n0; k < s->n1; k++) {
		if (viol->len)
			sb_adds(viol, "; ");
		flota_ruling_words(&v->r[k], viol);
	}
	if (s->res.code && s->n0 == s->n1 && !(s->i == 0 && s->turnv < s->n0) &&
	    s->voidk != FLOTA_NO_RULING) {
		if (viol->len)
			sb_adds(viol, "; ");
		flota_ruling_words(&v->r[s->voidk], viol);
	}
}

/* The text line of an action. */
static void
step_action_text(const struct flota_game *g, const struct flota_step *s,
    const struct verdict *v, const char *sq, const char *ans)
{
	const struct flota_action	*a = &s->t->act[s->i];
	const struct flota_result	*res = &s->res;
	struct strbuf			 line = { 0 };
	char				 said[64], from[8];
	size_t				 k;

	sb_addf(&line, _("turn %d, player %d, %s: "), s->turn, s->t->player,
	    flota_type_name(s->t->type));
	if (res->code && !res->applied) {
		if (s->n0 < v->n) {
			flota_ruling_words(&v->r[s->n0], &line);
			sb_adds(&line, a->kind == FLOTA_SHOT ? _("; the shot does not count") :
			    _("; the move does not count"));
		} else {
			flota_answer_print(&a->ans, said, sizeof(said));
			sb_addf(&line, _("%s %s%s%s: void, see above"), a->kind ==
			    FLOTA_SHOT ? "x" : ">", sq, said[0] ? " " : "", said);
		}
	} else if (a->kind == FLOTA_SHOT && res->code == FLOTA_FALSE_ANSWER) {
		for (k = s->n0; k < v->n; k++)
			if (v->r[k].code == FLOTA_FALSE_ANSWER)
				flota_ruling_words(&v->r[k], &line);
	} else if (a->kind == FLOTA_SHOT) {
		flota_square_name(res->fx, res->fy, from, sizeof(from));
		sb_addf(&line, _("shot %s from %s: %s"), sq, from, ans);
	} else {
		flota_square_name(res->fx, res->fy, from, sizeof(from));
		sb_addf(&line, P_("move %s to %s, %d mile", "move %s to %s, %d miles", res->steps),
		    from, sq, res->steps);
	}
	flota_sunk_words(res, 1, &line);
	if (res->over) {
		sb_adds(&line, "; ");
		flota_result_words(g, s->turn, &line);
	}
	report_say(2, "%s\n", sb_str(&line));
	sb_free(&line);
}

static void
step_action(const struct flota_check_out *ct, const struct flota_game *g,
    const struct flota_step *s, const struct verdict *v)
{
	const struct flota_action	*a = &s->t->act[s->i];
	struct strbuf			 viol = { 0 }, sunk = { 0 };
	char				 sq[8], ans[64];

	flota_square_name(a->x, a->y, sq, sizeof(sq));
	flota_answer_print(&s->res.truth, ans, sizeof(ans));
	if (ct->fmt == FMT_TEXT)
		step_action_text(g, s, v, sq, ans);
	else {
		step_violation(s, v, &viol);
		sunk_csv(&s->res, &sunk);
		csv_row(ct->file, s->turn, s->t->player, s->t->type,
		    a->kind == FLOTA_SHOT ? "shot" : "move", sq,
		    s->res.applied && a->kind == FLOTA_SHOT ? ans : "", sb_str(&sunk),
		    sb_str(&viol), a->line);
	}
	sb_free(&viol);
	sb_free(&sunk);
}

/* A turn without actions: its rulings. */
static void
step_idle(const struct flota_check_out *ct, const struct flota_step *s,
    const struct verdict *v)
{
	struct strbuf	 line = { 0 };
	size_t		 k;

	for (k = s->n0; k < s->n1; k++) {
		sb_reset(&line);
		flota_ruling_words(&v->r[k], &line);
		if (ct->fmt == FMT_TEXT)
			report_say(2, _("turn %d, player %d, %s: %s\n"), s->turn, s->t->player,
			    flota_type_name(s->t->type), sb_str(&line));
		else
			csv_row(ct->file, s->turn, s->t->player, s->t->type, "none",
			    "", "", "", sb_str(&line), s->t->line);
	}
	sb_free(&line);
}

void
flota_check_head(void)
{
	(void)csvio_put_row(stdout, 10, check_head);
}

void
flota_check_title(const struct flota_check_out *cx, const struct flota_header *h, int nrec,
    int nfiles)
{
	if (cx->fmt != FMT_TEXT)
		return;
	if (nrec > 0)
		putchar('\n');
	if (nfiles > 1 || nrec > 0)
		printf(_("%s, game at line %d%s%s%s%s\n"), strcmp(cx->file, "-") == 0 ?
		    "<stdin>" : cx->file, h->line, h->nplayers ? ": " : "",
		    h->nplayers ? h->players[0] : "", h->nplayers ? " v " : "",
		    h->nplayers ? h->players[1] : "");
}

void
flota_check_fleets(const struct flota_check_out *cx, const int fleet_line[2],
    const struct verdict *v, int bad)
{
	struct strbuf	 line = { 0 };
	size_t		 k;

	for (k = 0; k < v->n; k++) {
		sb_reset(&line);
		sb_addf(&line, _("fleet %d: "), v->r[k].player);
		flota_ruling_words(&v->r[k], &line);
		if (cx->fmt == FMT_TEXT)
			report_say(2, "%s\n", sb_str(&line));
		else
			csv_row(cx->file, 0, v->r[k].player, -1, "fleet", "", "", "",
			    sb_str(&line) + 9, v->r[k].line ? v->r[k].line :
			    fleet_line[v->r[k].player - 1]);
	}
	if (cx->fmt == FMT_TEXT)
		printf(_("result: the game cannot be judged: %s\n"), bad == 2 ?
		    _("both fleets break the rules (§1)") : _("a fleet breaks the rules (§1)"));
	else
		csv_row(cx->file, 0, 0, -1, "end", "", "", "", "", 0);
	sb_free(&line);
}

void
flota_check_step(const struct flota_check_out *out, const struct flota_game *g,
    const struct flota_step *s, const struct verdict *v)
{
	if (s->kind == FLOTA_STEP_BEGIN)
		step_begin(out, s, v);
	else if (s->kind == FLOTA_STEP_ACTION)
		step_action(out, g, s, v);
	else
		step_idle(out, s, v);
}

void
flota_check_result(const struct flota_check_out *cx, const struct flota_game *g, int turns,
    const struct verdict *v, int lastline)
{
	struct strbuf	 line = { 0 };

	flota_result_words(g, turns, &line);
	if (cx->fmt == FMT_TEXT) {
		report_say(2, _("result: %s\n"), sb_str(&line));
		if (v->n)
			printf(P_("%zu rule broken\n", "%zu rules broken\n", v->n), v->n);
		else
			printf(_("no rule broken\n"));
	} else
		csv_row(cx->file, 0, 0, -1, "end", "", g->winner == 3 ? "draw" :
		    g->winner == 2 ? "2" : g->winner == 1 ? "1" : "", "", "", lastline);
	sb_free(&line);
}

/* ------------------------------------------------------------ flota play */

/* Why player p's ship of type may not begin a turn (printed). */
void
flota_play_refusal(const struct flota_game *g, int p, int type, int code)
{
	if (code == FLOTA_SUNK_ACTS)
		printf(_("  ! player %d's %s is sunk and cannot act (%s)\n"), p,
		    flota_type_name(type), flota_code_rule(code));
	else if (code == FLOTA_SAME_SHIP)
		printf(_("  ! the %s acted in player %d's last turn; another ship "
		    "must act (%s)\n"), flota_type_name(type), p, flota_code_rule(code));
	else if (code == FLOTA_OUT_OF_TURN)
		printf(_("  ! it is player %d's turn (%s)\n"), g->to_move, flota_code_rule(code));
	else
		printf(_("  ! the game is over (%s)\n"), flota_code_rule(code));
}


void
flota_play_nothing_more(const struct flota_game *g)
{
	printf(_("  ! %s: nothing more this turn\n"), g->winner ? _("the game is over") :
	    _("no shot or mile left"));
}

void
flota_play_action(const struct flota_game *g, const struct flota_action *a,
    const struct flota_result *res, const struct verdict *v, int announce, int turn)
{
	struct strbuf	 sb = { 0 };
	char		 sq[8], ans[64];

	flota_square_name(a->x, a->y, sq, sizeof(sq));
	if (!res->applied) {
		if (v->n)
			flota_ruling_words(&v->r[0], &sb);
		report_say(4, _("  ! refused: %s\n"), sb_str(&sb));
		sb_free(&sb);
		return;
	}
	if (a->kind == FLOTA_SHOT) {
		flota_answer_print(&res->truth, ans, sizeof(ans));
		sb_addf(&sb, _("player %d, %s, x %s: %s"), g->player, flota_type_name(g->type),
		    sq, ans);
	} else if (announce == FLOTA_ANNOUNCE_DESTINATION)
		sb_addf(&sb, P_("player %d, %s, sails %d mile to %s",
		    "player %d, %s, sails %d miles to %s", res->steps), g->player,
		    flota_type_name(g->type), res->steps, sq);
	else
		sb_addf(&sb, P_("player %d, %s, sails %d mile", "player %d, %s, sails %d miles",
		    res->steps), g->player, flota_type_name(g->type), res->steps);
	flota_sunk_words(res, 0, &sb);
	report_say(2, "%s\n", sb_str(&sb));
	if (res->over) {
		sb_reset(&sb);
		flota_result_words(g, turn, &sb);
		report_say(4, "  %s\n", sb_str(&sb));
	}
	sb_free(&sb);
}

void
flota_play_turn_end(const struct flota_game *g, const struct flota_result *res, int turn)
{
	struct strbuf	 sb = { 0 };

	flota_sunk_words(res, 0, &sb);
	if (sb.len)
		report_say(4, "  %s\n", sb_str(&sb) + 2);
	if (res->over) {
		sb_reset(&sb);
		flota_result_words(g, turn, &sb);
		report_say(4, "  %s\n", sb_str(&sb));
	}
	sb_free(&sb);
}

/* Where flota_record_turns takes its turns from and gives its steps back. */
struct check_turns {
	const struct flota_check_out	*out;
	struct flota_reader		*rd;
	struct errbuf			*err;
	int				 lastline;
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
	flota_check_step(((struct check_turns *)arg)->out, g, s, v);
}

int
flota_check_record(const struct flota_check_out *out, struct flota_reader *rd,
    const struct flota_header *h, const struct flota_rules *rules, struct errbuf *err)
{
	struct flota_game	 g;
	struct flota_turn	 t;
	struct verdict		 v = { 0, 0, NULL };
	struct check_turns	 ct = { out, rd, err, h->line };
	struct flota_record_visit vis = { check_next, check_step, &ct };
	int			 bad, rc;

	if ((bad = flota_record_fleets(rules, h->fleet, &v)) > 0) {
		flota_check_fleets(out, h->fleet_line, &v, bad);
		while ((rc = flota_read_turn(rd, &t, err)) == 1)
			continue;
		rc = rc == -1 ? -1 : 1;
	} else {
		flota_game_init(&g, rules, &h->fleet[0], &h->fleet[1]);
		if ((rc = flota_record_turns(&g, &vis, &v)) >= 0) {
			flota_check_result(out, &g, rc, &v, ct.lastline);
			rc = v.n ? 1 : 0;
		}
	}
	verdict_free(&v);
	return rc;
}

void
flota_fleet_print(const struct flota_fleet *f, const struct verdict *v, int p, int live)
{
	struct strbuf	 sb = { 0 };
	size_t		 k;

	if (v->n == 0 && p == 0) {
		flota_print_fleet(f, &sb);
		printf(_("valid: %s\n"), sb_str(&sb));
	}
	for (k = 0; k < v->n; k++) {
		sb_reset(&sb);
		if (p == 0 && v->r[k].line)
			sb_addf(&sb, _("line %d: "), v->r[k].line);
		flota_ruling_words(&v->r[k], &sb);
		if (p == 0)
			report_say(2, "%s\n", sb_str(&sb));
		else
			report_say(live ? 4 : 2, live ? _("  ! fleet %d: %s\n") : _("fleet %d: %s\n"), p,
			    sb_str(&sb));
	}
	sb_free(&sb);
}

void
flota_play_say(enum flota_say what, int p, int type)
{
	switch (what) {
	case FLOTA_SAY_OTHER_SHIP:
		printf(_("  ! player %d's turn is the %s's; 'end' ends it\n"), p,
		    flota_type_name(type));
		break;
	case FLOTA_SAY_NAME_SHIP:
		printf(_("  ! player %d: name the ship first, e.g. 'P: x D5' or 'K: > C3'\n"), p);
		break;
	case FLOTA_SAY_NOT_TURN:
		printf(_("  ! it is player %d's turn\n"), p);
		break;
	case FLOTA_SAY_NO_ACTION:
		printf(_("  ! no action yet: the ship must shoot or sail at least once (§2.3)\n"));
		break;
	}
}

void
flota_play_opening(const struct flota_header *h)
{
	if (h->nplayers)
		printf(_("Flota: player 1 %s, player 2 %s\n"), h->players[0], h->players[1]);
	report_say(2, "%s", _("turns as in the record: 'P: x D5, > C5' (x shoots, > sails); 'end' ends a "
	    "turn early, 'help' lists what may be typed\n"));
}

void
flota_play_help(void)
{
	report_say(2, "%s", _("a turn: [PLAYER:] TYPE: x SQUARE, > SQUARE (TYPE P, K, T or S; x shoots,"
	    " > sails); a line without 'TYPE:' continues the turn\n"));
	report_say(2, "%s", _("end (or .): end the turn early; help: this list\n"));
}

void
flota_play_result(const struct flota_game *g, int turn)
{
	struct strbuf	 sb = { 0 };

	if (!g->winner) {
		printf(_("result: the input ended before the game did (after turn %d)\n"), turn);
		return;
	}
	flota_result_words(g, turn, &sb);
	report_say(2, _("result: %s\n"), sb_str(&sb));
	sb_free(&sb);
}
