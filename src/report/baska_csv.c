/*
 * The CSV form of baska check: a row a judged deal (deal, contract,
 * declarer, partner, kontras, bok, eyes, won, level, the points of the four
 * seats, the violations, the file and the line).
 */
#include <stdio.h>
#include <string.h>

#include "baska.h"
#include "table.h"
#include "../notation/bdn.h"
#include "../rules/baska/baska.h"
#include "../rules/game.h"
#include "../util/i18n.h"
#include "../util/util.h"

/* A CSV row but its violations field and a long or quoted file name. */
#define CSV_ROW_MAX	512

static void
viol_csv(const struct ruling *v, struct strbuf *sb)
{
	switch (v->code) {
	case BR_CALL:
		sb_addf(sb, _("auction call %d seat %d: %s"), v->turn, v->player, v->text);
		break;
	case BR_OUT_OF_TURN:
	case BR_ILLEGAL_CARD:
		sb_addf(sb, _("trick %d seat %d: %s"), v->turn, v->player, v->text);
		break;
	case BR_CLAIM:
		sb_addf(sb, _("claim seat %d: %s"), v->player, v->text);
		break;
	case BR_SCORE:
		sb_addf(sb, _("score: %s"), v->text);
		break;
	default:
		sb_addf(sb, _("record: %s"), v->text);
		break;
	}
}

/* Writes v in decimal at o; returns the end. */
static char *
put_int(char *o, int v)
{
	char		 tmp[16];
	int		 n = 0;
	unsigned	 u = v < 0 ? 0u - (unsigned)v : (unsigned)v;

	if (v < 0)
		*o++ = '-';
	if (u < 10) {	/* most fields of a row */
		*o++ = (char)('0' + u);
		return o;
	}
	if (u < 100) {	/* most of the rest: no loop, no reversal */
		o[0] = (char)('0' + u / 10);
		o[1] = (char)('0' + u % 10);
		return o + 2;
	}
	do
		tmp[n++] = (char)('0' + u % 10);
	while ((u /= 10) > 0);
	while (n > 0)
		*o++ = tmp[--n];
	return o;
}

static char *
put_str(char *o, const char *s)
{
	size_t	 n = strlen(s);

	memcpy(o, s, n);
	return o + n;
}

void
baska_csv_row(struct baska_csv_out *cx, const char *file, const struct baska_deal *d,
    const struct baska_verdict *v)
{
	const struct baska_outcome *o = &v->outcome;
	char		 row[CSV_ROW_MAX], *w = row;
	const char	*name = strcmp(file, "-") == 0 ? "<stdin>" : file;
	size_t		 nlen;
	int		 i;

	if (cx->csv_file != file) {
		cx->csv_file = file;
		nlen = strlen(name);
		cx->csv_plain = strpbrk(name, ",\"\r\n") == NULL && nlen < CSV_ROW_MAX / 2 ?
		    (int)nlen : -1;
	}
	w = put_int(w, d->deal);
	*w++ = ',';
	w = put_str(w, baska_contract_word(o->contract));
	*w++ = ',';
	w = put_int(w, o->declarer);
	*w++ = ',';
	if (o->partner)
		w = put_int(w, o->partner);
	*w++ = ',';
	w = put_int(w, o->kontras);
	w = put_str(w, d->bok ? ",1," : ",0,");
	w = put_int(w, o->eyes);
	w = put_str(w, v->score.won ? ",1," : ",0,");
	w = put_int(w, v->score.level);
	for (i = 0; i < 4; i++) {
		*w++ = ',';
		w = put_int(w, v->score.points[i]);
	}
	*w++ = ',';
	if (v->nviol == 0 && cx->csv_plain >= 0) {
		*w++ = ',';
		memcpy(w, name, (size_t)cx->csv_plain);
		w += cx->csv_plain;
		*w++ = ',';
		w = put_int(w, d->src.line);
		*w++ = '\n';
		fwrite(row, 1, (size_t)(w - row), stdout);
		return;
	}
	fwrite(row, 1, (size_t)(w - row), stdout);
	if (v->nviol > 0) {
		sb_reset(&cx->sb);
		for (i = 0; i < v->nviol; i++) {
			if (i)
				sb_addc(&cx->sb, ';');
			viol_csv(&v->viol[i], &cx->sb);
		}
		csv_put_field(stdout, sb_str(&cx->sb));
	}
	putchar(',');
	csv_put_field(stdout, name);
	w = row;
	*w++ = ',';
	w = put_int(w, d->src.line);
	*w++ = '\n';
	fwrite(row, 1, (size_t)(w - row), stdout);
}

void
baska_csv_free(struct baska_csv_out *cx)
{
	sb_free(&cx->sb);
}

void
baska_csv_head(void)
{
	static const char *const head[] = { "deal", "contract", "declarer", "partner",
	    "kontras", "bok", "eyes", "won", "level", "points1", "points2", "points3",
	    "points4", "violations", "file", "line" };
	struct table	*t;

	t = table_alloc((int)(sizeof(head) / sizeof(head[0])), head);
	table_print(stdout, t, FMT_CSV);
	table_free(t);
}

void
baska_csv_session(int number, const char *text, const char *file, int line)
{
	printf("%d,,,,,,,,,,,,,", number);
	csv_put_field(stdout, text);
	putchar(',');
	csv_put_field(stdout, strcmp(file, "-") == 0 ? "<stdin>" : file);
	printf(",%d\n", line);
}
