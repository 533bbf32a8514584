/*
 * The Generał dice record (.gdr, referee-notation(5)): a reader that is lenient in
 * what it accepts and a printer of the one canonical form.
 *
 *   [Event "Liga kości, wieczór 3"]
 *   [Date "2026-11-20"]
 *   [Ruleset "general"]
 *   [Players "Anna; Bartek"]
 *
 *   Anna: 1 3 3 5 6 keep 3 3 : 3 3 2 4 6 keep 3 3 : 3 3 3 1 1 -> full
 */
#ifndef GDR_H
#define GDR_H

#include <stddef.h>

#include "../rules/dice/dice.h"
#include "../util/util.h"

/*
 * Parses one game from buf[0..len) (need not be NUL-terminated; may hold any
 * bytes) into *g, which the caller zero-initialises and frees with
 * dice_game_free, also after an error. Returns 0, or -1 with the line, column
 * and what was expected in err.
 */
int	 gdr_parse(const char *buf, size_t len, struct dice_game *g, struct errbuf *err);
/*
 * Reads and parses the record at path ("-": standard input) into g, as
 * gdr_parse. 0, or -1 with err.
 */
int	 gdr_read(const char *path, struct dice_game *g, struct errbuf *err);

/* Appends the canonical text of a parsed game to out. */
void	 gdr_print(const struct dice_game *g, struct strbuf *out);
/*
 * Reads the record at path ("-": standard input) into g (zeroed by the
 * caller, freed with dice_game_free) and its rules: given, else those of
 * its Ruleset tag (*name set to the tag, or the default's name). 0, or -1
 * with err.
 */
int	 gdr_load(const char *path, const struct dice_rules *given, struct dice_game *g,
	    struct dice_rules *r, const char **name, struct errbuf *err);

/*
 * The rules a record names in its Ruleset tag (a built-in ruleset; none:
 * the first, general) into *r, their name into *name. 0, or -1 with err at
 * the tag.
 */
int	 gdr_rules(const struct dice_game *g, struct dice_rules *r, const char **name,
	    struct errbuf *err);

/*
 * Whether a record's Ruleset tag, if it has one, names the rules r of the
 * event (event its name, rname its ruleset's). 0; -1 with err when the tag
 * names no built-in ruleset; 1 with err when it names other rules.
 */
int	 gdr_rules_agree(const struct dice_game *g, const struct dice_rules *r,
	    const char *event, const char *rname, struct errbuf *err);
/*
 * Whether the n names make the Players tag of a game entered turn by turn:
 * at most max of them, none holding ';', '"' or a line break, and a valid
 * tag. 0, or -1 with err (its message whole: "players: ...").
 */
int	 gdr_players_check(char *const *names, int n, int max, struct errbuf *err);

/*
 * Judges a turn entered at the table: rec (len bytes) holds the nturns
 * turns stored before and on its line the new one, whose text starts after
 * shift columns (its player's name and a space). Fills g and v; v keeps only
 * the rulings on the new turn (those before were judged when entered, and
 * an unfinished card is no fault), at line 1 and their column in the turn's
 * text. 0, or -1 with err (a parse error placed alike) when rec cannot be
 * read or holds not one new turn.
 */
struct dice_verdict;
int	 gdr_turn_judge(const struct dice_rules *, const char *rec, size_t len, int line,
	    int shift, int nturns, struct dice_game *g, struct dice_verdict *v,
	    struct errbuf *err);

/*
 * Reads one --used argument of dice score and advise (CATEGORY[=POINTS]
 * items separated by commas) into card's used boxes and points, marking in
 * known the boxes whose points were given. 0, or -1 with err.
 */
int	 gdr_used_read(const struct dice_rules *, const char *arg, struct dice_card *card,
	    unsigned *known, struct errbuf *err);
/*
 * --general-scored (the generał box holds its points) and
 * --first-general-elsewhere applied to a card read from --used, which must
 * keep an open category. 0, or -1 with err.
 */
int	 gdr_used_general(const struct dice_rules *, struct dice_card *card, unsigned *known,
	    int general_scored, int first_elsewhere, struct errbuf *err);
/*
 * The state and totals of a card read from --used (known: the boxes whose
 * points were given) with --upper (the upper total so far, -1 if not given),
 * checked against the rules. 0, or -1 with err.
 */
struct dice_state;
struct dice_totals;
int	 gdr_used_upper(const struct dice_rules *, const struct dice_card *card, unsigned known,
	    int upper, struct dice_state *st, struct dice_totals *tot, struct errbuf *err);
/*
 * The card of dice score and dice advise as their options describe it:
 * --used (kept as given, each read by gdr_used_read once the rules are
 * known), --general-scored and --first-general-elsewhere. Zero it first;
 * free with gdr_used_free.
 */
struct gdr_used {
	struct dice_card  card;
	unsigned	  known;	/* boxes whose points were given */
	int		  general_scored;
	int		  first_elsewhere;
	const char	**used;		/* the --used arguments */
	int		  nused;
};

/* Keeps one --used argument (not copied). */
void	 gdr_used_arg(struct gdr_used *, const char *arg);
/*
 * A throw on the card of u: the --used arguments read into its card, the
 * five dice from the argc strings argv (gdr_dice_read), throwno (0: none
 * given) checked against the throws a turn of the rules, then
 * --general-scored and --first-general-elsewhere applied, in this order.
 * 0, or -1 with err.
 */
int	 gdr_used_throw(const struct dice_rules *, struct gdr_used *u, int argc,
	    char *const *argv, int throwno, int dice[DICE_N], struct errbuf *err);
void	 gdr_used_free(struct gdr_used *);
/* Reads five dice from the argc strings argv ("4 4 4 2 3", "44423", "4,4,4,2,3"). 0, or -1 with err. */
int	 gdr_dice_read(int argc, char *const *argv, int dice[DICE_N], struct errbuf *err);

#endif /* GDR_H */
