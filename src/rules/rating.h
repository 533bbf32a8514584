/*
 * Ratings: the Weng–Lin Bayesian approximation (Weng and Lin, "A Bayesian
 * Approximation Method for Online Ranking", JMLR 12, 2011) as the OpenSkill
 * libraries compute it: every player has a mean mu and a deviation sigma, a
 * match of teams ranked by their result moves them, and the published rating
 * is the conservative ordinal mu - z * sigma. Plackett–Luce (the default) and
 * the full-pairing Bradley–Terry model. The parameters are ruleset data
 * (rating_game, preset "openskill": the libraries' defaults).
 *
 * Pure: no I/O. A book keeps the players of a replay: it rates the matches in
 * the order they are given and keeps each player's rating after every event,
 * the history the reports draw.
 */
#ifndef RULES_RATING_H
#define RULES_RATING_H

#include <stddef.h>
#include <stdint.h>

#include "../util/kv.h"

enum rating_model { RATING_PLACKETT_LUCE, RATING_BRADLEY_TERRY };

/* A rational parameter as a ruleset writes it: "25", "25/3", "4.1666". */
struct rating_num {
	double	 num, den;
};

struct rating_params {
	int			 model;		/* enum rating_model */
	struct rating_num	 mu;		/* initial mean */
	struct rating_num	 sigma;		/* initial deviation */
	struct rating_num	 beta;		/* the spread of one performance */
	struct rating_num	 tau;		/* deviation added before every match (0: none) */
	struct rating_num	 kappa;		/* the least factor a deviation's square keeps */
	struct rating_num	 z;		/* deviations taken off the mean in the ordinal */
};

/* The ruleset of ratings (keys rating_model, rating_mu, ...) and its preset. */
extern const struct kv_game rating_game;
extern const struct rating_params rating_openskill;

/* The value of a parameter. */
double	 rating_value(const struct rating_num *);

struct rating {
	double	 mu, sigma;
};

/* A player's rating as it starts. */
void	 rating_init(const struct rating_params *, struct rating *);
/* The published rating: mu - z * sigma. */
double	 rating_ordinal(const struct rating_params *, const struct rating *);

#define RATING_TEAMS_MAX	16

/*
 * Rates one match of nteams teams (2..RATING_TEAMS_MAX): r holds the
 * players of team 0, then of team 1, ... (size[t] players each, at least
 * one), updated in place; rank[t] is the team's place, lower is better,
 * equal for a tie. Returns 0, or -1 with err for a match that cannot be
 * rated (a count out of range).
 */
int	 rating_rate(const struct rating_params *, int nteams, const int *size,
	    const int *rank, struct rating *r, struct errbuf *);

/* A player's rating after one event of a replay. */
struct rating_point {
	int		 event;		/* the event's index in the replay, from 0 */
	struct rating	 r;
	int		 deals;		/* matches rated up to here */
};

struct rating_player {
	int64_t			 id;
	struct rating		 r;
	int			 deals;		/* matches rated */
	int			 last_event;	/* the last event played, -1 before any */
	struct rating_point	*hist;		/* one point per event played */
	size_t			 nhist, caphist;
};

/* The players of a replay, in the order they first played. */
struct rating_book {
	struct rating_params	 p;
	struct rating_player	*pl;
	size_t			 n, cap;
	int			 event;		/* the event being rated, -1 before any */
};

/* An empty book with parameters p. Free with rating_book_free. */
void	 rating_book_init(struct rating_book *, const struct rating_params *p);
void	 rating_book_free(struct rating_book *);
/* The player with id, added with the initial rating when new. */
struct rating_player *rating_book_player(struct rating_book *, int64_t id);
/*
 * Rates a match of event (the replay's index, never smaller than the last
 * one's): ids[] the players team by team as for rating_rate. Returns 0 or -1
 * with err.
 */
int	 rating_book_match(struct rating_book *, int event, int nteams, const int *size,
	    const int *rank, const int64_t *ids, struct errbuf *);
/*
 * How a player's rating moved over event (the last point's ordinal minus
 * the one before, or the initial ordinal): 0 when the player did not play
 * in it.
 */
double	 rating_book_change(const struct rating_book *, const struct rating_player *, int event);

#endif /* RULES_RATING_H */
