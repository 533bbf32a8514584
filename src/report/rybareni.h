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
struct ryb_turn;
struct strbuf;
struct verdict;

/*
 * The text of rybareni check for one judged game under the ruleset name:
 * every player's catch, the tiles left over, the table of places.
 */
void	 ryb_result_print(const char *name, const struct ryb_game *, const struct ryb_result *);
/* The head of rybareni check's CSV: player,tiles,big,small,rounded,total,place. */
void	 ryb_check_csv_head(void);
/* The CSV rows of a judged game, one a player: player,tiles,big,small,rounded,total,place. */
void	 ryb_result_csv(const struct ryb_game *, const struct ryb_result *);

/* The words of a turn for the shared screen of live play: what the hand and the drawn tile did. */
void	 ryb_turn_words(const struct ryb_turn *, struct strbuf *);
/* "on the table:" and the tiles left on the table of a judged game. */
void	 ryb_table_print(const struct ryb_result *);
/*
 * Live play: the rulings of v on the turn of the given line, as refusals
 * (a pair left in the hand named without its tiles, which only the player
 * may see). Returns how many.
 */
int	 ryb_refusals_print(const struct verdict *, int line);
/* Live play: who's turn in words and the tiles left in the wall. */
void	 ryb_turn_print(const char *who, const struct ryb_turn *, int left);
/* Live play: the ruleset, the players, the wall, and how a turn is typed. */
void	 ryb_play_opening(const char *name, int nplayers);
/* Live play: a turn refused for a drawn tile whose every copy was seen already. */
void	 ryb_play_all_seen(int tile);
/* Live play: what a player may type at the prompt (the opening's last lines, 'help'). */
void	 ryb_play_help(void);
/* Live play: the input ended (a player stopped the game with 'quit': quit) with left tiles in the wall. */
void	 ryb_play_unfinished(int left, int quit);
/* rybareni score: one catch's big and small fish, rounding and total, as text or CSV. */
void	 ryb_score_show(const struct ryb_score *, enum out_format);

/*
 * The text of rybareni check for one judged game, then a line per ruling
 * of v; after a game printed before it (after), a blank line first.
 */
void	 ryb_check_text(const char *name, const struct ryb_game *, const struct ryb_result *,
	    const struct verdict *v, int after);
/* rybareni check --canonical: a game's record printed back (through sb, reused), as above. */
void	 ryb_record_show(const struct ryb_game *, struct strbuf *sb, int after);

/* "FILE: game N: Anna 87, Jan 63", a game rybareni add stored, appended to sb. */
void	 ryb_added_text(struct strbuf *sb, const char *path, int number,
	    const struct ryb_game *, const struct ryb_result *);

struct db;
struct db_event;
struct errbuf;

/*
 * rybareni games (standings 0): the event's games, one row a player; or
 * its standings, after a title in text, as a page in HTML. 0, or -1 with err.
 */
int	 ryb_event_table(struct db *, const struct db_event *, int standings,
	    enum out_format, struct errbuf *);

#endif /* REPORT_RYBARENI_H */
