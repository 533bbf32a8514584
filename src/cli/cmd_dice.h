/*
 * The dice command group (cmd_dice*.c): what its files share, and what the
 * row's hooks (src/games/dice.c) call.
 */
#ifndef CMD_DICE_H
#define CMD_DICE_H

#include "cli.h"
#include "../rules/dice/dice.h"

struct gdr_used;

/* cmd_dice_check.c */
int	 cmd_dice_check(int, char **);

/* cmd_dice_solve.c: advise, analyse. */
int	 cmd_dice_advise(int, char **);
int	 cmd_dice_analyse(int, char **);
/*
 * cmd_dice.c: --used (each one given), --general-scored and
 * --first-general-elsewhere of score's or advise's spec into u.
 */
void	 dice_used_read(const struct cmd_ctx *, struct gdr_used *u);

/* cmd_dice_card.c, cmd_dice_turn.c: the games of a dice event, entered and shown. */
int	 cmd_dice_card(int, char **);
int	 cmd_dice_start(int, char **);
int	 cmd_dice_turn(int, char **);
/*
 * A dice event, for the rows that name one (struct command's event_game) and
 * the store hooks (src/games/dice.c): cmd_dice_card.c.
 */
extern const struct cmd_event_game dice_event_game;

/* The longer texts of the rows, for help COMMAND (help_dice.c): N_(), print _(). */
extern const char dice_help_add[], dice_help_advise[], dice_help_analyse[],
    dice_help_card[], dice_help_check[], dice_help_games[], dice_help_score[],
    dice_help_standings[], dice_help_start[], dice_help_turn[];

#endif /* CMD_DICE_H */
