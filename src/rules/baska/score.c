/* Settlement of a deal: win, level, value and the zero-sum split (§3.6, §5.4, §6). */
#include "baska.h"
#include "../../util/i18n.h"

static int
in_seat(int s)
{
	return s >= 1 && s <= 4;
}

/* Level of a loss by a side that took lost_eyes, needing min for wyjście. */
static int
loss_level(int lost_eyes, int min)
{
	if (lost_eyes == 0)
		return 3;		/* bez bitki: no trick means no eyes (§1.1) */
	return lost_eyes >= min ? 1 : 2;
}

/* The outcome is one the rules can score. 0 or -1. */
static int
settle_check(const struct baska_outcome *o, struct errbuf *err)
{
	if (o->contract <= BC_NONE || o->contract >= BC__COUNT)
		return err_set(err, 0, 0, _("no contract to score"));
	if (!in_seat(o->declarer))
		return err_set(err, 0, 0, _("declarer must be a seat from 1 to 4"));
	if (baska_contract_is_solo(o->contract) && o->partner != 0)
		return err_set(err, 0, 0, _("%s is a solo game: no partner"),
		    baska_contract_label(o->contract));
	if (!baska_contract_is_solo(o->contract) && !in_seat(o->partner))
		return err_set(err, 0, 0, _("%s needs a partner seat from 1 to 4"),
		    baska_contract_label(o->contract));
	if (!baska_contract_is_solo(o->contract) && o->partner == o->declarer)
		return err_set(err, 0, 0, _("the partner must be another seat than the declarer"));
	if (o->kontras < 0 || o->kontras > 4)
		return err_set(err, 0, 0, _("kontras must be from 0 to 4"));
	if (o->eyes < 0 || o->eyes > 104)
		return err_set(err, 0, 0, _("eyes must be from 0 to 104"));
	if (o->bok < 0 || o->bok > 8)
		return err_set(err, 0, 0, _("bok must be from 0 to 8"));
	if (o->offender != 0 && !in_seat(o->offender))
		return err_set(err, 0, 0, _("offender must be a seat from 1 to 4"));
	return 0;
}

/* The stake of a contract at a level (§6.2). */
static int
settle_stake(const struct baska_rules *r, int contract, int level)
{
	switch (contract) {
	case BC_ZWYKLA:
		return r->base_zwykla[level - 1];
	case BC_WESELE:
		return r->base_wesele[level - 1];
	case BC_CICHA:
		return r->base_cicha;
	case BC_GRAN:
	case BC_GRAN_DU:
		return r->base_gran;
	case BC_ZOLO:
	case BC_ZOLO_DU:
		return r->base_zolo;
	default:
		return r->base_baska;
	}
}

/* The offender's side lost: the §5.4 penalty distribution of the points. */
static void
settle_penalty(const struct baska_rules *r, const int declaring[4], int off, int v,
    struct baska_score *s)
{
	int	 i, loss = 0;

	switch (r->penalty_distribution) {
	case PEN_OFFENDER_ABSORBS:
		for (i = 0; i < 4; i++)
			if (declaring[i] == declaring[off] && s->points[i] < 0) {
				loss += s->points[i];
				s->points[i] = 0;
			}
		s->points[off] = loss;
		break;
	case PEN_OFFENDER_LONE:
		for (i = 0; i < 4; i++)
			s->points[i] = i == off ? -3 * v : v;
		break;
	default:
		break;
	}
}

int
baska_outcome_eyes(const struct baska_rules *r, struct baska_outcome *o)
{
	if (o->contract != BC_BASKA || !r->baska_auto_win)
		return -1;
	o->eyes = 104;		/* §3.5: won without play, every trick taken */
	return 0;
}

int
baska_outcome_same(const struct baska_outcome *a, const struct baska_outcome *b)
{
	return a->contract == b->contract && a->declarer == b->declarer &&
	    a->partner == b->partner && a->kontras == b->kontras && a->bok == b->bok &&
	    a->eyes == b->eyes && a->offender == b->offender &&
	    a->forced_loss == b->forced_loss;
}

int
baska_settle(const struct baska_rules *r, const struct baska_outcome *o,
    struct baska_score *s, struct errbuf *err)
{
	int	 solo, declaring[4] = { 0 }, i, stake, mult, v, guilty_declaring;
	long	 factor;

	if (settle_check(o, err) == -1)
		return -1;
	solo = baska_contract_is_solo(o->contract);
	declaring[o->declarer - 1] = 1;
	if (!solo)
		declaring[o->partner - 1] = 1;
	guilty_declaring = o->offender ? declaring[o->offender - 1] : 0;

	/* Who won, and at which level (§3.2, §3.6). */
	if (o->offender && o->forced_loss) {
		s->won = !guilty_declaring;
		s->level = 1;		/* a penalty loss is z wyjściem (§5.4) */
	} else {
		if (o->contract == BC_BASKA && r->baska_auto_win)
			s->won = 1;
		else if (baska_contract_is_du(o->contract))
			s->won = o->eyes == 104;	/* all four tricks */
		else
			s->won = o->eyes >= r->win_min_starzy;
		if (s->won)
			s->level = loss_level(104 - o->eyes, r->wyjscie_min_mlodzi);
		else
			s->level = loss_level(o->eyes, r->wyjscie_min_starzy);
		if (solo && !r->solo_uses_levels)
			s->level = 1;
	}

	stake = settle_stake(r, o->contract, s->level);
	if (solo && r->solo_uses_levels)
		stake *= r->level_factor[s->level - 1];

	/* Multiplier: DU x 2^k x bok, capped (§6.3). */
	factor = baska_contract_is_du(o->contract) ? r->du_factor : 1;
	factor <<= o->kontras;
	mult = o->bok > 0 ? (r->bok_stack ? o->bok : 1) : 0;
	for (i = 0; i < mult && factor <= r->max_multiplier; i++)
		factor *= 2;
	if (factor > r->max_multiplier)
		factor = r->max_multiplier;
	s->factor = (int)factor;
	v = stake * s->factor;
	if (!solo && !s->won)
		v *= r->mlodzi_win_factor;
	s->value = v;

	/* The zero-sum split. */
	for (i = 0; i < 4; i++) {
		int	 winner = declaring[i] == s->won;

		if (solo)
			s->points[i] = declaring[i] ? (s->won ? 3 * v : -3 * v) : (winner ? v : -v);
		else
			s->points[i] = winner ? v : -v;
	}
	if (o->offender && declaring[o->offender - 1] != s->won)
		settle_penalty(r, declaring, o->offender - 1, v, s);
	return 0;
}

void
baska_outcome_keep(struct baska_outcome *o, const struct baska_outcome *cur, unsigned set)
{
	if (!(set & BO_CONTRACT))
		o->contract = cur->contract;
	if (!(set & BO_DECLARER))
		o->declarer = cur->declarer;
	if (!(set & BO_PARTNER))
		o->partner = baska_contract_is_solo(o->contract) ? 0 : cur->partner;
	if (!(set & BO_KONTRAS))
		o->kontras = cur->kontras;
	if (!(set & BO_EYES))
		o->eyes = cur->eyes;
	if (!(set & BO_BOK))
		o->bok = cur->bok;
}

int
baska_points_check(const struct baska_score *s, const int want[4], int number,
    struct errbuf *err)
{
	int	 i;

	for (i = 0; i < 4; i++)
		if (want[i] != s->points[i])
			return err_set(err, 0, 0, _("deal %d: the protocol says %+d %+d %+d %+d,"
			    " the rules give %+d %+d %+d %+d"), number, want[0], want[1], want[2],
			    want[3], s->points[0], s->points[1], s->points[2], s->points[3]);
	return 0;
}
