/* What cmd_flota.c shares with the game's live play (src/games/flota.c). */
#ifndef CMD_FLOTA_H
#define CMD_FLOTA_H

struct flota_fleet;
struct flota_header;
struct flota_rules;

/*
 * The rules of a record: opt (--ruleset), else the record's Ruleset tag (h,
 * a built-in name; file names it in errors), else flota. Returns 0 or an
 * exit status (the error printed).
 */
int	 flota_cli_rules(const char *file, const char *opt, const struct flota_header *h,
	    struct flota_rules *);
/* Reads a fleet file: 0 or the exit status (the error printed). */
int	 flota_cli_fleet(const char *path, struct flota_fleet *);
/* The spec of flota play (cmd_flota.c), the game's live options too. */
extern const struct cli_option flota_play_options[];

#endif /* CMD_FLOTA_H */
