/*
 * Rybaření in words (src/report/rybareni.c): the result of a judged game.
 */
#ifndef REPORT_RYBARENI_H
#define REPORT_RYBARENI_H

#include "format.h"

struct ryb_game;
struct ryb_score;
struct verdict;
struct strbuf;
struct ryb_result;

/*
 * The text of rybareni check for one judged game under the ruleset name:
 * every player's catch, the tiles left over, the table of places.
 */
void	 ryb_result_print(const char *name, const struct ryb_game *, const struct ryb_result *);
/* The CSV rows of a judged game, one a player: player,tiles,big,small,rounded,total,place. */
void	 ryb_result_csv(const struct ryb_game *, const struct ryb_result *);

/* rybareni score: one catch's big and small fish, rounding and total, as text or CSV. */
void	 ryb_score_show(const struct ryb_score *, enum out_format);

/* The text of rybareni check for one judged game, then a line per ruling of v. */
void	 ryb_check_text(const char *name, const struct ryb_game *, const struct ryb_result *,
	    const struct verdict *v);

/* "FILE: game N: Anna 87, Jan 63", a game rybareni add stored, appended to sb. */
void	 ryb_added_text(struct strbuf *sb, const char *path, int number,
	    const struct ryb_game *, const struct ryb_result *);

/*
 * What comes before the standings table of a Rybaření event: a title in
 * text, the head of a page (page_end closes it) in HTML, nothing in CSV.
 */
void	 ryb_standings_head(const char *event, const char *date, const char *rname,
	    enum out_format);

#endif /* REPORT_RYBARENI_H */
