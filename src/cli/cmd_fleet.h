/* What cmd_fleet.c and cmd_battle.c share. */
#ifndef CMD_FLEET_H
#define CMD_FLEET_H

struct fleet_rules;
struct fleet_grid;
struct fleet_match;

/*
 * Loads the rules: the preset named by variant (default classic), then
 * ruleset (a preset name, or a file of keys applied over the variant).
 * *name is the preset's name when no file was applied, else NULL. Returns
 * 0 or an exit status (the error printed).
 */
int	 fleet_cli_rules(const char *variant, const char *ruleset, struct fleet_rules *,
	    const char **name);
/* Reads and parses a .board file; returns 0 or the exit status (printed). */
int	 fleet_cli_board(const char *path, struct fleet_grid *);
/* The spec of battle play (cmd_battle.c), the game's live options too. */
extern const struct cli_option battle_play_options[];
/* --variant V: sets *(const char **)ctx (a cli_opts handler). */
int	 fleet_cli_variant_opt(int ch, const char *arg, void *ctx);

#endif /* CMD_FLEET_H */
