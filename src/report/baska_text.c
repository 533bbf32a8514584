/*
 * The text form of baska check: each judged deal explained in the players'
 * words (sides, eyes, result, points, rulings, penalties).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "baska.h"
#include "table.h"
#include "../notation/bdn.h"
#include "../rules/baska/baska.h"
#include "../rules/baska/sequence.h"
#include "../util/i18n.h"
#include "../util/util.h"

const char *const baska_kontra_names[4] = { "kontra", "rekontra", "bok", "hirsz" };

/* Appends ",N" to sb without printf (the CSV of a long file is a hot path). */
void
baska_sb_int(struct strbuf *sb, int v)
{
	char	 tmp[16];
	int	 n = 0;
	unsigned u = v < 0 ? 0u - (unsigned)v : (unsigned)v;

	if (v < 0)
		sb_addc(sb, '-');
	do
		tmp[n++] = (char)('0' + u % 10);
	while ((u /= 10) > 0);
	while (n > 0)
		sb_addc(sb, tmp[--n]);
}

static const char *const level_words[3] = { "z wyjściem", "bez wyjścia", "bez bitki" };
/* One "  label    value" line of a deal's text block (labels padded to one width). */
static void
put_row(struct strbuf *out, const char *label, const char *value)
{
	int	 pad = 11 - text_width(label);

	sb_adds(out, label);
	if (pad > 0)
		sb_addn(out, "           ", (size_t)pad);
	sb_adds(out, value);
	sb_addc(out, '\n');
}

/* Appends "3 (Kreft)" or "3". */
static void
add_seat(struct strbuf *out, const struct baska_deal *d, int seat)
{
	sb_addc(out, (char)('0' + seat));
	if (d->has_seats) {
		sb_adds(out, " (");
		sb_adds(out, d->seats[seat - 1]);
		sb_addc(out, ')');
	}
}

/* Appends "seats 3 (Kreft) and 4 (Bigus)": the seats with side[i] == want. */
static void
add_side(struct strbuf *out, const struct baska_deal *d, const int *side, int want)
{
	int	 i, n = 0, k = 0;

	for (i = 0; i < 4; i++)
		n += side[i] == want;
	sb_adds(out, n == 1 ? _("seat ") : _("seats "));
	for (i = 0; i < 4; i++) {
		if (side[i] != want)
			continue;
		if (++k > 1)
			sb_adds(out, k == n ? _(" and ") : ", ");
		add_seat(out, d, i + 1);
	}
}

/* A heading when the file, event, date, session, table or players change. */
static void
print_heading(struct baska_text_out *cx, int ndeals, const char *file, const struct baska_deal *d)
{
	struct strbuf	 head = { 0 };
	int		 i;

	if (!cx->have_last || cx->last_file != file || strcmp(cx->last.event, d->event) ||
	    strcmp(cx->last.date, d->date) || cx->last.session != d->session ||
	    cx->last.table != d->table || cx->last.has_seats != d->has_seats ||
	    memcmp(cx->last.seats, d->seats, sizeof(d->seats))) {
		/* Built whole: a file's path has no bound (issue 27). */
		sb_adds(&head, d->event[0] ? d->event : strcmp(file, "-") == 0 ? "<stdin>" : file);
		if (d->date[0])
			sb_addf(&head, ", %s", d->date);
		if (d->session)
			sb_addf(&head, _(", session %d"), d->session);
		if (d->table)
			sb_addf(&head, _(", table %d"), d->table);
		printf("%s%s\n", ndeals > 1 ? "\n" : "", sb_str(&head));
		sb_free(&head);
		if (d->has_seats)
			printf(_("seats: 1 %s, 2 %s, 3 %s, 4 %s\n"), d->seats[0], d->seats[1],
			    d->seats[2], d->seats[3]);
		memcpy(cx->last.event, d->event, sizeof(d->event));
		memcpy(cx->last.date, d->date, sizeof(d->date));
		cx->last.session = d->session;
		cx->last.table = d->table;
		cx->last.has_seats = d->has_seats;
		memcpy(cx->last.seats, d->seats, sizeof(d->seats));
		cx->last_file = file;
		cx->have_last = 1;
		/* The names of the points lines, padded to one width. */
		for (cx->seatmax = 0, i = 0; i < 4; i++) {
			baska_seat_words(d, i + 1, cx->seatname[i], sizeof(cx->seatname[i]));
			if ((cx->seatw[i] = text_width(cx->seatname[i])) > cx->seatmax)
				cx->seatmax = cx->seatw[i];
		}
	}
}

/* "  result   the Starzy win z wyjściem (level 1): 5 a player (×2)" */
static void
add_result(struct strbuf *out, const struct baska_outcome *o, const struct baska_score *s,
    const struct baska_rules *rules)
{
	int	 solo = baska_contract_is_solo(o->contract);

	sb_adds(out, _("\n  result   "));
	sb_adds(out, s->won ? (solo ? _("the Stary wins") : _("the Starzy win")) : _("the Młodzi win"));
	if (!solo || rules->solo_uses_levels) {
		sb_addc(out, ' ');
		sb_adds(out, level_words[(s->level - 1) % 3]);
		sb_adds(out, _(" (level "));
		baska_sb_int(out, s->level);
		sb_addc(out, ')');
	}
	sb_adds(out, ": ");
	baska_sb_int(out, s->value);
	if (solo) {
		sb_adds(out, _(" each Młody, "));
		baska_sb_int(out, 3 * s->value);
		sb_adds(out, _(" the Stary"));
	} else
		sb_adds(out, _(" a player"));
	if (s->factor > 1) {
		sb_adds(out, " (×");
		baska_sb_int(out, s->factor);
		sb_addc(out, ')');
	}
	sb_addc(out, '\n');
}

/* 1 when the §5.4 penalty, not the eyes, decided the deal's result. */
static int
penalty_decides(const struct baska_verdict *v)
{
	return v->outcome.offender >= 1 && v->outcome.offender <= 4 && !v->decided;
}

/* "           by the penalty of §5.4: seat 3 (Name) played an illegal card" */
static void
add_penalty_why(struct strbuf *out, const struct baska_deal *d, const struct baska_verdict *v)
{
	const char	*what = _("an illegal card");
	char		 b1[96];
	int		 i;

	for (i = 0; i < v->nviol; i++)
		if (v->viol[i].code == BR_OUT_OF_TURN || v->viol[i].code == BR_ILLEGAL_CARD) {
			if (v->viol[i].code == BR_OUT_OF_TURN)
				what = _("a card out of turn");
			break;
		}
	sb_adds(out, _("           decided by the penalty of §5.4, not by the eyes: "));
	sb_adds(out, baska_seat_words(d, v->outcome.offender, b1, sizeof(b1)));
	sb_adds(out, _(" played "));
	sb_adds(out, what);
	sb_addc(out, '\n');
}

/* "  eyes     19:85 (Starzy:Młodzi), 1 trick to the Starzy" */
static void
add_eyes(struct strbuf *out, const struct baska_deal *d, const struct baska_verdict *v,
    const char *decl, const char *decls)
{
	sb_adds(out, _("\n  eyes     "));
	baska_sb_int(out, v->outcome.eyes);
	sb_addc(out, ':');
	baska_sb_int(out, 104 - v->outcome.eyes);
	sb_adds(out, " (");
	sb_adds(out, decl);
	sb_adds(out, _(":Młodzi)"));
	if (v->tricks >= 0 && !d->has_result) {
		sb_adds(out, ", ");
		baska_sb_int(out, v->tricks);
		sb_adds(out, v->tricks == 1 ? _(" trick to ") : _(" tricks to "));
		sb_adds(out, decls);
	}
	if (penalty_decides(v))
		sb_adds(out, _(" when play stopped (the eyes do not count)"));
}

/* One line a seat, points aligned after the names. */
static void
add_points(struct baska_text_out *cx, struct strbuf *out, const struct baska_score *s)
{
	char	 pbuf[16];
	int	 i, w;

	for (i = 0; i < 4; i++) {
		sb_adds(out, i ? "           " : _("  points   "));
		sb_adds(out, cx->seatname[i]);
		baska_points_words(s->points[i], pbuf, sizeof(pbuf));
		w = cx->seatmax - cx->seatw[i] + 1 + (strlen(pbuf) < 4 ? 4 - (int)strlen(pbuf) : 0);
		while (w-- > 0)
			sb_addc(out, ' ');
		sb_adds(out, pbuf);
		sb_addc(out, '\n');
	}
}

/* The rulings, in the players' words. */
static void
print_rulings(const struct baska_deal *d, const struct baska_verdict *v)
{
	char	 b1[96];
	int	 i;

	for (i = 0; i < v->nviol; i++) {
		const struct ruling *x = &v->viol[i];

		switch (x->code) {
		case BR_CALL:
			printf(_("  auction call %d, %s: rejected: %s\n"), x->turn,
			    baska_seat_words(d, x->player, b1, sizeof(b1)), x->text);
			break;
		case BR_OUT_OF_TURN:
		case BR_ILLEGAL_CARD:
			printf(_("  trick %d, %s: %s%s\n"), x->turn, baska_seat_words(d, x->player, b1, sizeof(b1)),
			    x->code == BR_ILLEGAL_CARD ? _("illegal: ") : "", x->text);
			break;
		case BR_CLAIM:
			printf(_("  claim by %s: refuted: %s\n"), baska_seat_words(d, x->player, b1, sizeof(b1)),
			    x->text);
			if (v->claim_line[0] && v->claim_line_cut)
				printf(_("    refuting line: %s\n"), v->claim_line);
			break;
		case BR_SCORE:
			printf(_("  Score mismatch: %s\n"), x->text);
			break;
		default:
			printf(_("  record: %s\n"), x->text);
			break;
		}
	}
}

/* What the penalty of §5.4 did, when a card was illegal or out of turn. */
static void
print_penalty(const struct baska_deal *d, const struct baska_verdict *v,
    const struct baska_rules *rules, const int *side, const char *decls)
{
	const struct baska_outcome *o = &v->outcome;
	char	 b1[96];

	if (o->offender >= 1 && o->offender <= 4) {
		const char *guilty = side[o->offender - 1] ? decls : _("the Młodzi");

		baska_seat_words(d, o->offender, b1, sizeof(b1));
		if (v->decided)
			printf(_("  penalty: the result was already decided and stands; %s keep only "
			    "the eyes they had, the rest go to the other side (§5.4)\n"), guilty);
		else if (rules->penalty_distribution == PEN_OFFENDER_ABSORBS)
			printf(_("  penalty: the game ends; %s lose z wyjściem and %s pays "
			    "the whole loss of the side (§5.4)\n"), guilty, b1);
		else if (rules->penalty_distribution == PEN_OFFENDER_LONE)
			printf(_("  penalty: the game ends; %s pays as a lone loser (§5.4)\n"), b1);
		else
			printf(_("  penalty: the game ends; %s lose z wyjściem (§5.4)\n"), guilty);
	}
}

void
baska_text_print(struct baska_text_out *cx, int ndeals, const char *file,
    const struct baska_deal *d, const struct baska_verdict *v, const struct baska_rules *rules)
{
	const struct baska_outcome	*o = &v->outcome;
	const struct baska_score	*s = &v->score;
	const char			*decl, *decls;
	int				 solo = baska_contract_is_solo(o->contract);
	int				 side[4], i;
	struct strbuf			*out = &cx->sb;

	print_heading(cx, ndeals, file, d);
	for (i = 0; i < 4; i++)
		side[i] = i + 1 == o->declarer || i + 1 == o->partner;
	decl = solo ? "Stary" : "Starzy";
	decls = solo ? _("the Stary") : _("the Starzy");
	sb_reset(out);
	sb_adds(out, _("\ndeal "));
	baska_sb_int(out, d->deal);
	sb_adds(out, _(", dealer "));
	sb_adds(out, cx->seatname[(d->dealer - 1) & 3]);
	sb_adds(out, d->bok ? _(", bok-runda: ") : ": ");
	sb_adds(out, baska_contract_label(o->contract));
	sb_adds(out, d->has_result ? _(" (result only)\n") : "\n");

	sb_adds(out, solo ? NT_("  Stary    ") : NT_("  Starzy   "));
	if (o->contract == BC_WESELE && o->partner >= 1 && o->partner <= 4) {
		sb_adds(out, _("seat "));
		add_seat(out, d, o->declarer);
		sb_adds(out, _(", wedding partner: seat "));
		add_seat(out, d, o->partner);
	} else
		add_side(out, d, side, 1);
	sb_adds(out, _("\n  Młodzi   "));
	add_side(out, d, side, 0);
	sb_adds(out, _("\n  kontras  "));
	for (i = 0; i < o->kontras && i < 4; i++) {
		if (i)
			sb_adds(out, ", ");
		sb_adds(out, baska_kontra_names[i]);
	}
	if (o->kontras <= 0)
		sb_adds(out, _("none"));

	add_eyes(out, d, v, decl, decls);
	add_result(out, o, s, rules);
	if (penalty_decides(v))
		add_penalty_why(out, d, v);
	add_points(cx, out, s);
	if (d->has_score) {
		int	 bad = 0;

		for (i = 0; i < v->nviol; i++)
			bad |= v->viol[i].code == BR_SCORE;
		if (!bad)
			put_row(out, _("  Score"), _("as the table wrote it"));
	}
	if (v->claim_holds == 1 && d->claim >= 1 && d->claim <= 4) {
		sb_adds(out, _("  claim    "));
		sb_adds(out, cx->seatname[d->claim - 1]);
		sb_adds(out, _(" claims the rest for "));
		sb_adds(out, side[d->claim - 1] ? decls : _("the Młodzi"));
		if (v->claim_line[0]) {
			/* claim_rule best_line: the line that wins every trick */
			sb_adds(out, _(": it holds, whatever the defence plays: "));
			sb_adds(out, v->claim_line);
			sb_adds(out, " (§5.5)\n");
		} else
			sb_adds(out, _(": it holds in every line of play (§5.5)\n"));
	}
	fputs(sb_str(out), stdout);

	print_rulings(d, v);
	print_penalty(d, v, rules, side, decls);
}

void
baska_text_free(struct baska_text_out *cx)
{
	sb_free(&cx->sb);
}

void
baska_session_print(enum out_format fmt, const char *file, const struct baska_session *s,
    const struct verdict *v)
{
	size_t	 i;
	int	 line;

	for (i = 0; i < v->n; i++) {
		line = baska_session_line(s, v->r[i].turn);
		if (fmt == FMT_CSV)
			baska_csv_session(v->r[i].turn, v->r[i].text, file, line);
		else
			printf(_("%s:%d: session %d, table %d: %s\n"),
			    strcmp(file, "-") == 0 ? "<stdin>" : file, line, s->session,
			    s->table, v->r[i].text);
	}
}

void
baska_canonical_print(struct strbuf *sb, int first, const struct baska_deal *d)
{
	sb_reset(sb);
	if (!first)
		sb_addc(sb, '\n');
	bdn_print(d, sb);
	fputs(sb_str(sb), stdout);
}

void
baska_text_summary(int ndeals, int nbad, int nsession, int nerr)
{
	printf(P_("\n%d deal checked", "\n%d deals checked", ndeals), ndeals);
	if (nbad > 0)
		printf(_(": %d with a violation or a Score mismatch"), nbad);
	if (nsession > 0)
		printf(P_("%s%d session ruling", "%s%d session rulings", nsession),
		    nbad > 0 ? "; " : ": ", nsession);
	else if (nerr == 0 && nbad == 0)
		printf(_(": all in order"));
	if (nerr > 0)
		printf(P_("; %d error (see above)", "; %d errors (see above)", nerr), nerr);
	putchar('\n');
}

void
baska_legal_print(const int *cards, int n, int played, int ok, const char *why)
{
	char	 list[64];

	cards_format(cards, n, list, sizeof(list));
	if (played) {
		if (ok)
			puts(_("legal"));
		else
			printf(_("illegal\n%s\n"), why);
	}
	printf(_("legal: %s\n"), list);
}

void
baska_score_print(const struct baska_score *s, enum out_format fmt)
{
	static const char *const head[] = { "seat", "points" };
	struct table	*t;
	char		 a[16], b[16];
	int		 i;

	if (fmt == FMT_TEXT) {
		for (i = 0; i < 4; i++)
			printf(_("seat %d: %s\n"), i + 1, baska_points_words(s->points[i], a,
			    sizeof(a)));
		return;
	}
	t = table_alloc(2, head);
	for (i = 0; i < 4; i++) {
		snprintf(a, sizeof(a), "%d", i + 1);
		snprintf(b, sizeof(b), "%d", s->points[i]);
		table_add(t, (const char *const[]){ a, b });
	}
	table_print(stdout, t, fmt);
	table_free(t);
}

void
baska_solve_print(enum out_format fmt, int p, int starzy, int rest, const int *cards,
    const int *eyes, int n)
{
	static const char *const csv_head[] = { "card", "starzy_eyes", "mlodzi_eyes" };
	const char	*text_head[3];
	struct table	*t;
	char		 a[16], b[16];
	int		 i;

	text_head[0] = _("card");
	text_head[1] = "Starzy";
	text_head[2] = "Młodzi";
	if (fmt == FMT_TEXT)
		printf(_("seat %d to play, for the %s; eyes from here to the end with best play:\n"),
		    p + 1, starzy ? NT_("Starzy") : NT_("Młodzi"));
	t = table_alloc(3, fmt == FMT_TEXT ? text_head : csv_head);
	table_align_right(t, 1);
	table_align_right(t, 2);
	for (i = 0; i < n; i++) {
		snprintf(a, sizeof(a), "%d", eyes[i]);
		snprintf(b, sizeof(b), "%d", rest - eyes[i]);
		table_add(t, (const char *const[]){ card_name(cards[i]), a, b });
	}
	table_print(stdout, t, fmt);
	table_free(t);
}
