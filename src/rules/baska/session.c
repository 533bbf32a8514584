/*
 * A .bdn file read as one session (baska check): while every record names
 * the same Event, Session and Table, its rows are kept for the checks of a
 * session protocol (sequence.c) with the line of each record.
 */
#include <stdlib.h>
#include <string.h>

#include "sequence.h"
#include "../../util/util.h"

void
baska_session_note(struct baska_session *s, const struct baska_deal *d,
    const struct baska_rules *rules)
{
	if (s->n == 0) {
		s->ok = d->event[0] != '\0' && d->session > 0 && d->table > 0;
		fmt_buf(s->event, sizeof(s->event), "%s", d->event);
		s->session = d->session;
		s->table = d->table;
		s->first_dealer = d->dealer;
		s->rules = rules;
	} else if (strcmp(s->event, d->event) != 0 || s->session != d->session ||
	    s->table != d->table)
		s->ok = 0;
	if (!s->ok)
		return;
	if (s->n == s->cap) {
		s->cap = s->cap ? s->cap * 2 : 32;
		s->rows = xrealloc(s->rows, s->cap * sizeof(s->rows[0]));
		s->line = xrealloc(s->line, s->cap * sizeof(s->line[0]));
	}
	s->rows[s->n].number = d->deal;
	s->rows[s->n].dealer = d->dealer;
	s->rows[s->n].bok = d->bok;
	s->line[s->n++] = d->src.line;
}

int
baska_session_line(const struct baska_session *s, int number)
{
	size_t	 i;

	for (i = 0; i < s->n; i++)
		if (s->rows[i].number == number)
			return s->line[i];
	return s->line[0];
}

size_t
baska_session_rulings(const struct baska_session *s, int deals, struct verdict *v)
{
	if (!s->ok || s->n < 2 || s->rows[0].number != 1)
		return 0;
	return baska_session_check(s->rules, s->rows, s->n,
	    s->first_dealer ? s->first_dealer : 1, deals, deals > 0, v);
}

void
baska_session_free(struct baska_session *s)
{
	free(s->rows);
	free(s->line);
	memset(s, 0, sizeof(*s));
}
