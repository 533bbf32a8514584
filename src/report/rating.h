/*
 * Ratings for people and scripts: the table of referee rating (text, CSV,
 * HTML), a player's rating over time as an inline SVG chart, and the pages
 * of the season's web site (referee publish). The command gathers the rows
 * (a replayed struct rating_book, the events, names and results); this layer
 * only lays them out.
 */
#ifndef REPORT_RATING_H
#define REPORT_RATING_H

#include <stdint.h>
#include <stdio.h>

#include "format.h"
#include "../rules/rating.h"

#define RV_NAME_MAX	256

struct rv_event {
	int64_t	 id;
	char	 name[RV_NAME_MAX];
	char	 date[16];		/* YYYY-MM-DD or "" */
};

/* One result of a player at a table. */
struct rv_result {
	int	 event;			/* index into events */
	int	 session, table;
	int	 place;			/* 0 at a short table */
	long	 small;
	char	 big[16];
};

/* One row of a standings table. */
struct rv_standing {
	int	 rank;
	int	 player;		/* index into the book's players, -1 if unrated */
	char	 name[RV_NAME_MAX];
	char	 big[16];
	long	 small;
};

struct rating_view {
	struct rating_book	 book;		/* replayed */
	char			(*names)[RV_NAME_MAX];	/* names[i] of book.pl[i] */
	size_t			 capnames;
	struct rv_event		*ev;		/* the events of the range, in order */
	size_t			 nev, capev;
	char			 title[RV_NAME_MAX];	/* the season's or event's name, or "" */
	/*
	 * Text and pages: x by the printf conversion fmt in the reader's form
	 * (the command's lang_decimal); NULL: as printf writes it.
	 */
	const char		*(*decimal)(char *, size_t, const char *fmt, double x);
	/* publish only: */
	struct rv_result	**res;		/* res[i]: the results of book.pl[i] */
	size_t			*nres;
	struct rv_standing	**stand;	/* stand[e]: the standings of event e */
	size_t			*nstand;
	struct rv_standing	*season;	/* the season's standings (--season), or NULL */
	size_t			 nseason;
};

/* x by fmt for people: through v->decimal when set. Returns buf. */
const char *rating_num(const struct rating_view *, char *buf, size_t, const char *fmt, double x);
/* A number written with '.' (by SQL) with the decimal point of v->decimal. Returns buf. */
const char *rating_numstr(const struct rating_view *, char *buf, size_t, const char *num);

/* Frees what a view holds (not the view itself). */
void	 rating_view_free(struct rating_view *);

/*
 * Prints the ratings of view ranked by rating: CSV columns
 * rank,player,rating,mu,sigma,change,deals; text and a whole HTML page with
 * translated heads. change is the movement over the last event of the range.
 */
void	 rating_print(FILE *, const struct rating_view *, enum out_format);

/*
 * The order of the players by rating (best first; equal ratings share a
 * rank, then by name): idx[k] the player, rank[k] its rank. The caller
 * frees both.
 */
void	 rating_order(const struct rating_view *, size_t **idx, int **rank);

/*
 * An inline SVG chart of player pl's rating after each event it played,
 * with the band mu - sigma .. mu + sigma, axis labels, a <title> and a
 * <desc> in the current language.
 */
void	 rating_chart(FILE *, const struct rating_view *, size_t pl);

/* The site's pages (site.c): each writes one whole HTML document. */
void	 site_index(FILE *, const struct rating_view *, const char *lang);
void	 site_event(FILE *, const struct rating_view *, size_t event, const char *lang);
void	 site_player(FILE *, const struct rating_view *, size_t pl, const char *lang);

struct db;

/*
 * rating_data.c: replays the stored Baśka deals of event (> 0), or of
 * season (non-NULL), or of all, through the model params into v's book,
 * events and names. 0, 1 (a deal could not be rated: err) or -1 with err.
 */
int	 rating_view_replay(struct db *, const struct rating_params *, int64_t event,
	    const char *season, struct rating_view *, struct errbuf *);
/*
 * For the site, after rating_view_replay with the same scope: every
 * player's results and every event's standings (and the season's, with
 * season). 0 or -1 with err.
 */
int	 rating_view_gather(struct db *, int64_t event, const char *season,
	    struct rating_view *, struct errbuf *);

/*
 * site_write.c: writes the site of v in language lang ("pl" or "en") into
 * a new directory beside dir, then swaps it in for dir; *pages written,
 * *changed of them. 0, 1 (dir is not a site: err) or -1 with err.
 */
int	 site_write(const char *dir, const struct rating_view *, const char *lang,
	    int *pages, int *changed, struct errbuf *);

#endif /* REPORT_RATING_H */
