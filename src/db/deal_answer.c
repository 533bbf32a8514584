/*
 * A table's deals entered at the prompts (referee enter): the questions of a
 * deal and the answers they take (a contract, seats given as a number or a
 * seated player's name, the kontras, the eyes and bok; a correction's
 * question shows the value an empty answer keeps), the command words typed
 * at a question, and the table's deals walked, its last deal and whether it
 * takes deals.
 */
#include <stdio.h>
#include <string.h>

#include "baskadb.h"
#include "../util/i18n.h"

/* The size of each question as asked before (a longer translation is cut there). */
static const size_t question_size[DDF__N] = { 160, 128, 128, 128, 128, 128 };

/* " [value]" of a correction, or "". */
static const char *
keep(char *buf, size_t size, const struct db_deal *cur, const char *value)
{
	if (cur == NULL)
		return "";
	snprintf(buf, size, " [%s]", value);
	return buf;
}

/* What a correction's partner keeps: none after a solo. */
static int
partner_was(const struct db_deal *cur)
{
	return cur && !baska_contract_is_solo(cur->out.contract) ? cur->out.partner : 0;
}

int
db_deal_question(int f, struct db_deal *d, const struct db_deal *cur, char *buf, size_t size)
{
	char	 k[40], v[16];
	int	 was;

	if (size > question_size[f])
		size = question_size[f];
	switch (f) {
	case DDF_CONTRACT:
		snprintf(buf, size, _("contract (zwykla, cicha, wesele, gran, zolo, gran-du,"
		    " zolo-du, baska)%s"), keep(k, sizeof(k), cur,
		    cur ? baska_contract_word(cur->out.contract) : ""));
		break;
	case DDF_DECLARER:
		snprintf(v, sizeof(v), "%d", cur ? cur->out.declarer : 0);
		snprintf(buf, size, _("declarer (seat 1-4 or name)%s"), keep(k, sizeof(k), cur, v));
		break;
	case DDF_PARTNER:
		d->out.partner = 0;
		if (baska_contract_is_solo(d->out.contract))
			return 0;
		was = partner_was(cur);
		snprintf(v, sizeof(v), "%d", was);
		snprintf(buf, size, _("partner (seat 1-4 or name)%s"),
		    keep(k, sizeof(k), was ? cur : NULL, v));
		break;
	case DDF_KONTRAS:
		snprintf(buf, size, _("kontras (0-4) [%d]"), cur ? cur->out.kontras : 0);
		break;
	case DDF_EYES:
		snprintf(v, sizeof(v), "%d", cur ? cur->out.eyes : 0);
		snprintf(buf, size, _("eyes of the declaring side (0-104)%s"),
		    keep(k, sizeof(k), cur, v));
		break;
	default:
		snprintf(buf, size, _("bok (yes/no) [%s]"), cur && cur->out.bok ? _("yes") :
		    _("no"));
		break;
	}
	return 1;
}

/*
 * A seat answer: a seat number or a seated player's name as a person says
 * it (db_seat_match: any case, spacing, letters and order, a surname or
 * first name alone, a near typo). 0, or -1 with why in hint: the seated
 * players that match, or the nearest ("" when none is near).
 */
static int
seat_answer(const char *s, const struct db_seats *seats, int *out, char *hint, size_t size)
{
	struct db_name_match m;
	char	 list[DB_NEAR_MAX * (DB_NAME_MAX + 8)];
	long	 v;
	int	 rc;

	*hint = '\0';
	if (parse_int(s, 1, 4, &v) == 0) {
		*out = (int)v;
		return 0;
	}
	if ((rc = db_seat_match(seats, s, &m)) == 1) {
		*out = (int)m.id;
		return 0;
	}
	db_name_hint(&m, list, sizeof(list));
	if (rc == 2)
		snprintf(hint, size, _(" (several are seated: %s)"), list);
	else if (*list != '\0')
		snprintf(hint, size, _("; did you mean %s?"), list);
	return -1;
}

/* The declarer's or the partner's seat; 0 or -1 with why. */
static int
seat_take(int f, const char *s, const struct db_seats *seats, struct db_deal *d,
    const struct db_deal *cur, struct strbuf *why)
{
	char	 hint[DB_NEAR_MAX * (DB_NAME_MAX + 8) + 64];
	int	 was = f == DDF_DECLARER ? (cur ? cur->out.declarer : 0) : partner_was(cur);
	int	*seat = f == DDF_DECLARER ? &d->out.declarer : &d->out.partner;

	if (was && *s == '\0')
		*seat = was;
	else if (seat_answer(s, seats, seat, hint, sizeof(hint)) == -1) {
		if (f == DDF_DECLARER)
			sb_addf(why, _("declarer: a seat from 1 to 4 or a seated player's name,"
			    " not '%s'%s"), s, hint);
		else
			sb_addf(why, _("partner: a seat from 1 to 4 or a seated player's name,"
			    " not '%s'%s"), s, hint);
		return -1;
	}
	if (f == DDF_DECLARER || d->out.partner != d->out.declarer)
		return 0;
	sb_addf(why, _("partner: another seat than the declarer (%d)"), d->out.declarer);
	return -1;
}

/* A number answer in [0, max] (empty: the kept value, or 0 for kontras). */
static int
number_take(int f, const char *s, int *out, const struct db_deal *cur, struct strbuf *why)
{
	long	 v;
	int	 kontras = f == DDF_KONTRAS;

	if (*s == '\0' && (kontras || cur)) {
		*out = cur == NULL ? 0 : kontras ? cur->out.kontras : cur->out.eyes;
		return 0;
	}
	if (parse_int(s, 0, kontras ? 4 : 104, &v) == 0) {
		*out = (int)v;
		return 0;
	}
	if (kontras)
		sb_addf(why, _("kontras: effective kontras, a number from 0 to 4, not '%s'"), s);
	else
		sb_addf(why, _("eyes: a number from 0 to 104, not '%s'"), s);
	return -1;
}

int
db_deal_answer(int f, const char *s, const struct db_seats *seats, struct db_deal *d,
    const struct db_deal *cur, struct strbuf *why)
{
	int	 c;

	switch (f) {
	case DDF_CONTRACT:
		if (cur && *s == '\0')
			c = cur->out.contract;
		else if ((c = baska_contract_parse(s, strlen(s))) <= BC_NONE) {
			sb_addf(why, _("contract: zwykla, cicha, wesele, gran, zolo, gran-du,"
			    " zolo-du or baska, not '%s'"), s);
			return -1;
		}
		d->out.contract = c;
		return 0;
	case DDF_DECLARER:
	case DDF_PARTNER:
		return seat_take(f, s, seats, d, cur, why);
	case DDF_KONTRAS:
		return number_take(f, s, &d->out.kontras, cur, why);
	case DDF_EYES:
		return number_take(f, s, &d->out.eyes, cur, why);
	default:
		if (*s == '\0')
			c = cur ? cur->out.bok : 0;
		else if ((c = db_yes_no(s)) == -1) {
			sb_addf(why, _("bok: yes or no, not '%s'"), s);
			return -1;
		}
		d->out.bok = c;
		return 0;
	}
}

int
db_seat_by_name(const char *s)
{
	char	 c = s[strspn(s, " \t")];

	return c != '\0' && strchr("0123456789+-", c) == NULL;
}

int
db_yes_no(const char *s)
{
	static const char *const yes[] = { "yes", "y", "tak", "t" }, *const no[] = { "no",
	    "n", "nie" };
	size_t	 i, n = strlen(s);

	for (i = 0; i < sizeof(yes) / sizeof(yes[0]); i++)
		if (text_is(s, n, yes[i]))
			return 1;
	if (strcmp(s, "1") == 0)
		return 1;
	for (i = 0; i < sizeof(no) / sizeof(no[0]); i++)
		if (text_is(s, n, no[i]))
			return 0;
	return strcmp(s, "0") == 0 ? 0 : -1;
}

/* ------------------------------------------------------------ the table */

int
db_deal_each(struct db *db, int64_t table, int (*fn)(void *, const struct db_deal *),
    void *arg, struct errbuf *err)
{
	struct db_deal	 d;
	int		 i, n, rc;

	if (db_deal_next(db, table, &n, err) == -1)
		return -1;
	for (i = 1; i < n; i++) {
		if ((rc = db_deal_get(db, table, i, &d, err)) == -1)
			return -1;
		if (rc == 1 && !d.is_void && (rc = fn(arg, &d)) != 0)
			return rc;
	}
	return 0;
}

int
db_deal_last(struct db *db, int64_t table, struct db_deal *d, struct errbuf *err)
{
	int	 n, rc;

	if (db_deal_next(db, table, &n, err) == -1)
		return -1;
	while (--n >= 1) {
		if ((rc = db_deal_get(db, table, n, d, err)) == -1)
			return -1;
		if (rc == 1 && !d->is_void)
			return 1;
	}
	return 0;
}

void
db_seats_names(const struct db_seats *seats, const char *names[4])
{
	int	 i;

	for (i = 0; i < 4; i++)
		names[i] = seats->name[i];
}

int
db_table_ready(struct db *db, int64_t table, const struct db_event *ev, int session,
    int number, struct db_seats *seats, struct errbuf *err)
{
	int	 i;

	if (db_table_seats(db, table, seats, err) == -1)
		return -1;
	if (seats->nseated != 4)
		return -err_set(err, 0, 0, _("%s, session %d, table %d: four players must be"
		    " seated before deals are entered ('referee table seat')"), ev->name, session,
		    number);
	for (i = 0; i < 4; i++)
		if (seats->absent[i])
			return -err_set(err, 0, 0, _("%s, session %d, table %d: %s (seat %d) is"
			    " marked absent, so the table is scored by the short-table points"
			    " (§7.4) and takes no deals ('referee table absent --present' if"
			    " the player is back)"), ev->name, session, number, seats->name[i],
			    i + 1);
	return 0;
}

/* ------------------------------------------------------------ commands */

/* The command words, English and Polish, folded as text_is folds (no Polish letters). */
static const struct {
	enum enter_word	 w;
	const char	*word;
} enter_words[] = {
	{ EW_BACK, "back" }, { EW_BACK, "wroc" },
	{ EW_CANCEL, "cancel" }, { EW_CANCEL, "anuluj" },
	{ EW_UNDO, "undo" }, { EW_UNDO, "cofnij" },
	{ EW_FIX, "fix" }, { EW_FIX, "popraw" },
	{ EW_PROTOCOL, "protocol" }, { EW_PROTOCOL, "protokol" },
	{ EW_HELP, "help" }, { EW_HELP, "pomoc" },
	{ EW_QUIT, "quit" }, { EW_QUIT, "q" }, { EW_QUIT, "koniec" },
};

enum enter_word
db_enter_word(const char *line, const char **rest)
{
	size_t	 i, n = strcspn(line, " ");

	for (i = 0; i < sizeof(enter_words) / sizeof(enter_words[0]); i++) {
		if (!text_is(line, n, enter_words[i].word))
			continue;
		/* Only fix N takes more than its word. */
		if (line[n] != '\0' && enter_words[i].w != EW_FIX)
			return EW_NONE;
		if (rest != NULL)
			*rest = line + n;
		return enter_words[i].w;
	}
	return EW_NONE;
}
