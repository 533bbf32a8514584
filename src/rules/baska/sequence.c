/*
 * The order of the deals at a table (sequence.h).
 *
 * Rulings this file makes where the rulebook leaves a choice:
 * - Seat 1 deals the first deal of every session (the tool's protocol has no
 *   "first dealer" field; §2.2 allows any first dealer).
 * - A bok-runda is any bok_block consecutive deals, not a fixed cycle 1-4,
 *   5-8: §2.4 starts it "after agreed events", which may fall on any deal.
 * - With bok_stack a deal's bok factor counts the bok-rundy running over it;
 *   a factor that drops while a runda has deals left breaks that runda.
 */
#include <string.h>

#include "sequence.h"
#include "../msg.h"
#include "../../util/i18n.h"

int
baska_dealer(int first_dealer, int number)
{
	/* in long long: a stored number read back (verify) may be any int */
	return (int)(((long long)first_dealer - 1 + number - 1) % 4 + 1);
}

int
baska_deal_fits(const struct baska_rules *r, const char *event, int session_deals,
    int number, int *dealer, int bok, struct errbuf *err)
{
	int	 want = baska_dealer(1, number);

	if (session_deals > 0 && number > session_deals)
		return err_set(err, 0, 0, _("deal %d: a session of %s has %d deals"), number,
		    event, session_deals);
	if (*dealer == 0)
		*dealer = want;
	else if (*dealer != want)
		return err_set(err, 0, 0, _("deal %d is dealt by seat %d, not %d (seat 1 deals"
		    " first, then clockwise, §2.2)"), number, want, *dealer);
	if (bok > 1 && !r->bok_stack)
		return err_set(err, 0, 0, _("bok: 0 or 1 (bok_stack is off)"));
	return 0;
}

#define MAX_RUNS	64	/* bok-rundy running over one deal (bok_stack) */

/* The bok rows: every drop of the factor must end the rundy that run out there. */
static size_t
bok_blocks(const struct baska_rules *r, const struct baska_row *rows, size_t n,
    struct verdict *v)
{
	int	 start[MAX_RUNS], nrun = 0, i, k, fresh;
	size_t	 j, found = 0;

	for (j = 0; j < n; j++) {
		/* Rundy that have had their bok_block deals end before this row. */
		for (i = k = 0; i < nrun; i++)
			if ((long long)rows[j].number - start[i] < r->bok_block)
				start[k++] = start[i];
		nrun = k;
		if (rows[j].bok < nrun) {
			VERDICT_SAY(v, BS_BOK_BLOCK, "§7.3", rows[j].number, 0,
			    RM_BS_BOK_BLOCK, RARG_I(rows[j].number), RARG_I(start[0]),
			    RARG_I((int)((long long)rows[j].number - start[0])),
			    RARG_I(r->bok_block), RARG_I(r->bok_block));
			found++;
			nrun = rows[j].bok;	/* judge the rest as if the runda had ended */
			continue;
		}
		for (fresh = rows[j].bok - nrun; fresh > 0 && nrun < MAX_RUNS; fresh--)
			start[nrun++] = rows[j].number;
	}
	return found;
}

size_t
baska_sequence_check(const struct baska_rules *r, const struct baska_row *rows, size_t n,
    int session_deals, int closed, struct verdict *v)
{
	return baska_session_check(r, rows, n, 1, session_deals, closed, v);
}

size_t
baska_session_check(const struct baska_rules *r, const struct baska_row *rows, size_t n,
    int first_dealer, int session_deals, int closed, struct verdict *v)
{
	struct verdict	 added;
	size_t		 j, n0 = v->n;
	int		 want, prev;

	for (j = 0; j < n; j++) {
		prev = j == 0 ? 0 : rows[j - 1].number;
		if (rows[j].number > (long long)prev + 1 && prev == 0)
			VERDICT_SAY(v, BS_MISSING, "§7.3", 1, 0, RM_BS_MISSING,
			    RARG_I(rows[j].number));
		else if (rows[j].number > (long long)prev + 1)
			VERDICT_SAY(v, BS_MISSING, "§7.3", prev + 1, 0, RM_BS_MISSING_2,
			    RARG_I(prev + 1), RARG_I(prev), RARG_I(rows[j].number));
		want = baska_dealer(first_dealer, rows[j].number);
		if (rows[j].dealer != 0 && rows[j].dealer != want)
			VERDICT_SAY(v, BS_DEALER, "§2.2", rows[j].number, rows[j].dealer,
			    RM_BS_DEALER, RARG_I(rows[j].number), RARG_I(want),
			    RARG_I(rows[j].dealer), RARG_I(first_dealer));
	}
	if (session_deals > 0 && n > (size_t)session_deals)
		VERDICT_SAY(v, BS_TOO_MANY, "§7.3", session_deals + 1, 0, RM_BS_ROWS,
		    RARG_I(n), RARG_I(session_deals));
	else if (session_deals > 0 && closed && n < (size_t)session_deals)
		VERDICT_SAY(v, BS_TOO_FEW, "§7.3", (int)n + 1, 0, RM_BS_ROWS, RARG_I(n),
		    RARG_I(session_deals));
	bok_blocks(r, rows, n, v);
	/* The new rulings in deal order. */
	added.n = added.cap = v->n - n0;
	added.r = added.n > 0 ? v->r + n0 : NULL;	/* no offset on an empty list's NULL */
	if (added.n > 0)
		verdict_sort(&added);
	return v->n - n0;
}
