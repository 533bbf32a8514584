/*
 * Records read in a run (baska check, baska analyse): the ruleset each is
 * judged under, and a .bdn file read as one session: while every record
 * names the same Event, Session and Table, its rows are kept for the checks
 * of a session protocol (sequence.c) with the line of each record.
 */
#include <stdlib.h>
#include <string.h>

#include "sequence.h"
#include "../../util/kv.h"
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

const struct baska_rules *
baska_tag_rules(struct baska_tag_rules *t, const struct baska_deal *d,
    const struct baska_src *tag, struct errbuf *err)
{
	if (t->opt != NULL || d->ruleset[0] == '\0')
		return &t->opt_rules;
	if (t->have_tag && strcmp(t->tag_name, d->ruleset) == 0)
		return &t->tag_rules;
	err_clear(err);
	/* A record names a built-in ruleset, never a file (referee(1), trust). */
	if (kv_load_name(&baska_ruleset_game, d->ruleset, &t->tag_rules, err) < 0) {
		t->have_tag = 0;
		err->line = tag->line ? tag->line : d->src.line;
		err->col = tag->line ? tag->col : d->src.col;
		return NULL;
	}
	fmt_buf(t->tag_name, sizeof(t->tag_name), "%s", d->ruleset);
	t->have_tag = 1;
	return &t->tag_rules;
}
