/*
 * Ratings: the Weng–Lin update as the OpenSkill libraries compute it, from
 * the published equations (Weng and Lin 2011, algorithms 1 and 4), and the
 * ruleset keys of its parameters. See rating.h.
 *
 * For a match of k teams, team i has mu_i (the sum of its players' means)
 * and s2_i (the sum of their variances). Before the update every player's
 * variance grows by tau^2. Plackett–Luce: c = sqrt(sum_i (s2_i + beta^2)),
 * A_q the number of teams ranked as q, C_q = sum over the teams ranked at q
 * or below of exp(mu_t / c); for team i over the teams q ranked at i or
 * above, with p = exp(mu_i / c) / C_q,
 *	Omega_i = s2_i / c * sum_q ([q = i] - p) / A_q
 *	Delta_i = gamma_i * s2_i / c^2 * sum_q p (1 - p) / A_q,  gamma_i = sqrt(s2_i) / c.
 * Bradley–Terry (full pairing): for every other team q, c_iq =
 * sqrt(s2_i + s2_q + 2 beta^2), p = 1 / (1 + exp((mu_q - mu_i) / c_iq)),
 *	Omega_i = sum_q s2_i / c_iq (s - p),  s = 1 a win, 1/2 a tie, 0 a loss
 *	Delta_i = sum_q gamma_iq s2_i / c_iq^2 p (1 - p),  gamma_iq = sqrt(s2_i) / c_iq.
 * A player of team i then gets
 *	mu += sigma^2 / s2_i * Omega_i
 *	sigma *= sqrt(max(1 - sigma^2 / s2_i * Delta_i, kappa)).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "rating.h"
#include "../util/i18n.h"

const struct rating_params rating_openskill = {
	.model = RATING_PLACKETT_LUCE,
	.mu = { 25, 1 },
	.sigma = { 25, 3 },
	.beta = { 25, 6 },
	.tau = { 25, 300 },
	.kappa = { 0.0001, 1 },
	.z = { 3, 1 },
};

double
rating_value(const struct rating_num *n)
{
	return n->num / n->den;
}

void
rating_init(const struct rating_params *p, struct rating *r)
{
	r->mu = rating_value(&p->mu);
	r->sigma = rating_value(&p->sigma);
}

double
rating_ordinal(const struct rating_params *p, const struct rating *r)
{
	return r->mu - rating_value(&p->z) * r->sigma;
}

/* The sums of the teams: mu[t] and s2[t]. */
static void
rate_teams(int nteams, const int *size, const struct rating *r, double *mu, double *s2)
{
	int	 t, j, k = 0;

	for (t = 0; t < nteams; t++) {
		mu[t] = s2[t] = 0;
		for (j = 0; j < size[t]; j++, k++) {
			mu[t] += r[k].mu;
			s2[t] += r[k].sigma * r[k].sigma;
		}
	}
}

/* Plackett–Luce: omega[t] and delta[t] of every team. */
static void
rate_pl(const struct rating_params *p, int nt, const int *rank, const double *mu,
    const double *s2, double *omega, double *delta)
{
	double	 beta = rating_value(&p->beta), c = 0, sumq[RATING_TEAMS_MAX];
	int	 a[RATING_TEAMS_MAX], i, q;

	for (i = 0; i < nt; i++)
		c += s2[i] + beta * beta;
	c = sqrt(c);
	for (q = 0; q < nt; q++) {
		sumq[q] = 0;
		a[q] = 0;
		for (i = 0; i < nt; i++) {
			if (rank[i] >= rank[q])
				sumq[q] += exp(mu[i] / c);
			a[q] += rank[i] == rank[q];
		}
	}
	for (i = 0; i < nt; i++) {
		double	 e = exp(mu[i] / c), om = 0, de = 0;

		for (q = 0; q < nt; q++) {
			double	 quot = e / sumq[q];

			if (rank[q] > rank[i])
				continue;
			om += ((q == i ? 1 : 0) - quot) / a[q];
			de += quot * (1 - quot) / a[q];
		}
		omega[i] = om * s2[i] / c;
		delta[i] = sqrt(s2[i]) / c * de * s2[i] / (c * c);
	}
}

/* Bradley–Terry, full pairing: omega[t] and delta[t] of every team. */
static void
rate_bt(const struct rating_params *p, int nt, const int *rank, const double *mu,
    const double *s2, double *omega, double *delta)
{
	double	 beta = rating_value(&p->beta);
	int	 i, q;

	for (i = 0; i < nt; i++) {
		omega[i] = delta[i] = 0;
		for (q = 0; q < nt; q++) {
			double	 ciq, piq, s;

			if (q == i)
				continue;
			ciq = sqrt(s2[i] + s2[q] + 2 * beta * beta);
			piq = 1 / (1 + exp((mu[q] - mu[i]) / ciq));
			s = rank[q] > rank[i] ? 1 : rank[q] < rank[i] ? 0 : 0.5;
			omega[i] += s2[i] / ciq * (s - piq);
			delta[i] += sqrt(s2[i]) / ciq * s2[i] / (ciq * ciq) * piq * (1 - piq);
		}
	}
}

int
rating_rate(const struct rating_params *p, int nt, const int *size, const int *rank,
    struct rating *r, struct errbuf *err)
{
	double	 mu[RATING_TEAMS_MAX], s2[RATING_TEAMS_MAX];
	double	 omega[RATING_TEAMS_MAX], delta[RATING_TEAMS_MAX];
	double	 tau = rating_value(&p->tau), kappa = rating_value(&p->kappa);
	int	 t, j, k = 0, n = 0;

	if (nt < 2 || nt > RATING_TEAMS_MAX)
		return err_set(err, 0, 0, _("a match needs 2 to %d teams, not %d"),
		    RATING_TEAMS_MAX, nt);
	for (t = 0; t < nt; t++) {
		if (size[t] < 1)
			return err_set(err, 0, 0, _("team %d of a match has no player"), t + 1);
		n += size[t];
	}
	for (k = 0; k < n; k++)
		r[k].sigma = sqrt(r[k].sigma * r[k].sigma + tau * tau);
	rate_teams(nt, size, r, mu, s2);
	if (p->model == RATING_BRADLEY_TERRY)
		rate_bt(p, nt, rank, mu, s2, omega, delta);
	else
		rate_pl(p, nt, rank, mu, s2, omega, delta);
	for (t = 0, k = 0; t < nt; t++)
		for (j = 0; j < size[t]; j++, k++) {
			double	 share = r[k].sigma * r[k].sigma / s2[t];

			r[k].mu += share * omega[t];
			r[k].sigma *= sqrt(fmax(1 - share * delta[t], kappa));
		}
	return 0;
}

/* ------------------------------------------------------------ the book */

void
rating_book_init(struct rating_book *b, const struct rating_params *p)
{
	memset(b, 0, sizeof(*b));
	b->p = *p;
	b->event = -1;
}

void
rating_book_free(struct rating_book *b)
{
	size_t	 i;

	if (b == NULL)
		return;
	for (i = 0; i < b->n; i++)
		free(b->pl[i].hist);
	free(b->pl);
	memset(b, 0, sizeof(*b));
}

struct rating_player *
rating_book_player(struct rating_book *b, int64_t id)
{
	struct rating_player	*pl;
	size_t			 i;

	for (i = 0; i < b->n; i++)
		if (b->pl[i].id == id)
			return &b->pl[i];
	if (b->n == b->cap) {
		b->cap = b->cap ? 2 * b->cap : 32;
		b->pl = xreallocarray(b->pl, b->cap, sizeof(*b->pl));
	}
	pl = &b->pl[b->n++];
	memset(pl, 0, sizeof(*pl));
	pl->id = id;
	pl->last_event = -1;
	rating_init(&b->p, &pl->r);
	return pl;
}

/* The player's point of event, begun when it is the first match there. */
static void
book_note(struct rating_player *pl, int event)
{
	struct rating_point	*pt;

	if (pl->nhist == 0 || pl->hist[pl->nhist - 1].event != event) {
		if (pl->nhist == pl->caphist) {
			pl->caphist = pl->caphist ? 2 * pl->caphist : 8;
			pl->hist = xreallocarray(pl->hist, pl->caphist, sizeof(*pl->hist));
		}
		pl->nhist++;
	}
	pt = &pl->hist[pl->nhist - 1];
	pt->event = event;
	pt->r = pl->r;
	pt->deals = pl->deals;
	pl->last_event = event;
}

int
rating_book_match(struct rating_book *b, int event, int nt, const int *size, const int *rank,
    const int64_t *ids, struct errbuf *err)
{
	struct rating_player	*who[RATING_TEAMS_MAX * 8];
	struct rating		 r[RATING_TEAMS_MAX * 8];
	int			 t, k, n = 0;

	for (t = 0; t < nt && t < RATING_TEAMS_MAX; t++)
		n += size[t];
	if (n > RATING_TEAMS_MAX * 8)
		return err_set(err, 0, 0, _("a match of %d players is too large to rate"), n);
	if (event < b->event)
		return err_set(err, 0, 0, _("the matches of a replay come in the order of events"));
	for (k = 0; k < n; k++) {
		who[k] = rating_book_player(b, ids[k]);
		r[k] = who[k]->r;
	}
	if (rating_rate(&b->p, nt, size, rank, r, err) == -1)
		return -1;
	b->event = event;
	for (k = 0; k < n; k++) {
		who[k]->r = r[k];
		who[k]->deals++;
		book_note(who[k], event);
	}
	return 0;
}

double
rating_book_change(const struct rating_book *b, const struct rating_player *pl, int event)
{
	struct rating	 r0;

	if (pl->nhist == 0 || pl->hist[pl->nhist - 1].event != event)
		return 0;
	if (pl->nhist > 1)
		r0 = pl->hist[pl->nhist - 2].r;
	else
		rating_init(&b->p, &r0);
	return rating_ordinal(&b->p, &pl->hist[pl->nhist - 1].r) - rating_ordinal(&b->p, &r0);
}

/* ------------------------------------------------------------ the ruleset */

/* "25", "25/3", "0.0001": a finite number, or a quotient of two with a positive divisor. */
static int
num_parse(void *field, const char *val, struct errbuf *err)
{
	struct rating_num	*n = field;
	char			*end;
	double			 a, b = 1;

	a = strtod(val, &end);
	if (end == val || !isfinite(a))
		return err_set(err, 0, 1, _("expected a number such as 25 or 25/3"));
	if (*end == '/') {
		const char	*d = end + 1;

		b = strtod(d, &end);
		if (end == d || !isfinite(b) || b <= 0)
			return err_set(err, 0, (int)(d - val) + 1,
			    _("expected a positive divisor after '/'"));
	}
	if (*end != '\0')
		return err_set(err, 0, (int)(end - val) + 1,
		    _("expected a number such as 25 or 25/3"));
	n->num = a;
	n->den = b;
	return 0;
}

/* The shortest form that reads back as the same number. */
static void
num_put(struct strbuf *sb, double x)
{
	char	 buf[64];

	fmt_buf(buf, sizeof(buf), "%.15g", x);
	if (strtod(buf, NULL) != x)
		fmt_buf(buf, sizeof(buf), "%.17g", x);
	sb_adds(sb, buf);
}

static void
num_print(const void *field, struct strbuf *sb)
{
	const struct rating_num	*n = field;

	num_put(sb, n->num);
	if (n->den != 1) {
		sb_addc(sb, '/');
		num_put(sb, n->den);
	}
}

static int
rating_validate(const void *obj, struct errbuf *err)
{
	const struct rating_params *p = obj;

	if (rating_value(&p->sigma) <= 0 || rating_value(&p->beta) <= 0)
		return err_set(err, 0, 0, _("rating_sigma and rating_beta must be positive"));
	if (rating_value(&p->tau) < 0 || rating_value(&p->kappa) <= 0 ||
	    rating_value(&p->kappa) > 1)
		return err_set(err, 0, 0,
		    _("rating_tau must not be negative and rating_kappa must be in (0, 1]"));
	return 0;
}

static const char *const model_names[] = { "plackett_luce", "bradley_terry", NULL };

#define N(name, field, help) { name, KV_CUSTOM, offsetof(struct rating_params, field), \
	0, 0, 0, NULL, num_parse, num_print, help }

static const struct kv_key rating_keys[] = {
	{ "rating_model", KV_ENUM, offsetof(struct rating_params, model), 0, 0, 0, model_names,
	    NULL, NULL, N_("plackett_luce, or bradley_terry (full pairing)") },
	N("rating_mu", mu, N_("a new player's mean")),
	N("rating_sigma", sigma, N_("a new player's deviation")),
	N("rating_beta", beta, N_("the deviation of one performance around the skill")),
	N("rating_tau", tau, N_("deviation added before every match, so ratings keep moving")),
	N("rating_kappa", kappa, N_("the least share of its variance a deviation keeps")),
	N("rating_z", z, N_("the rating is the mean less this many deviations")),
	{ NULL, KV_BOOL, 0, 0, 0, 0, NULL, NULL, NULL, NULL }
};

static const struct kv_preset rating_presets[] = {
	{ "openskill", &rating_openskill, N_("the OpenSkill libraries' defaults") },
	{ NULL, NULL, NULL }
};

const struct kv_game rating_game = {
	"rating", rating_keys, sizeof(struct rating_params), rating_presets, rating_validate
};
