/*
 * referee dice advise | analyse (cmd_dice_solve.c): the rows of the dice
 * command table (cmd_dice.c) for the optimal-strategy commands.
 */
#ifndef CMD_DICE_SOLVE_H
#define CMD_DICE_SOLVE_H

#include "../util/i18n.h"

int	 cmd_dice_advise(int, char **);
int	 cmd_dice_analyse(int, char **);
/* The spec of dice advise's row. */
extern const struct cli_option dice_advise_options[];

#define DICE_ADVISE_ROW { "advise", cmd_dice_advise, "D D D D D",			\
	N_("the best keep or category for a throw, and what each other choice costs"), NULL, \
	N_("After throw N (default 1) of a turn, lists every distinct keep of the dice\n"	\
	"before the next throw (keeping all five is stopping), or after the last\n"	\
	"throw every category the rules allow, each with the expected final score\n"	\
	"under optimal play (referee-general(7) §7) and its cost against the best. --used,\n"	\
	"--general-scored and --first-general-elsewhere describe the card as for\n"	\
	"'dice score'; --upper gives the upper total when an upper category is given\n"	\
	"without points. When every used category has its points the column is the\n"	\
	"expected final score (bonuses for earlier generałs not counted), else the\n"	\
	"points still to come. The optimal table is computed on first use for a\n"	\
	"ruleset (a second or two) and cached in $XDG_CACHE_HOME/referee/ (else\n"	\
	"~/.cache/referee/), named by a hash of the ruleset's values; a damaged\n"	\
	"cache file is computed again.\n"), CO_RULESET | CO_FORMAT, dice_advise_options }

#define DICE_ANALYSE_ROW { "analyse", cmd_dice_analyse,					\
	"FILE.gdr",										\
	N_("luck and skill of every turn of a game against optimal play"), NULL,	\
	N_("Scores each player of a record that 'dice check' accepts as a solitaire game\n"	\
	"against the optimal strategy (referee-general(7) §7). Equity is the expected final\n"	\
	"score under optimal play from a point of the game: the points on the card\n"	\
	"plus the expected rest. Each throw changes it by luck (equity after the\n"	\
	"throw minus before; 0 on average), each decision (a keep, stopping, the\n"	\
	"category) by skill (equity of the choice minus that of the best: 0 or\n"	\
	"less). Per player luck + skill = final score - expected score of optimal\n"	\
	"play, exactly. Text: totals, then every turn with its costly decisions.\n"	\
	"CSV: player,turn,line,category,points,luck,skill,equity_before,\n"		\
	"equity_after,best_category, then a 'total' row per player (points = score,\n"	\
	"equity_before = expected). HTML: a page with a chart per player (inline\n"	\
	"SVG). The solver's table is cached as for 'dice advise'. Exit 1 if the\n"	\
	"record breaks a rule.\n"), CO_RULESET | CO_FORMAT | CO_HTML, NULL }

#endif /* CMD_DICE_SOLVE_H */
