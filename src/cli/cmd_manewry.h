/* What cmd_manewry.c shares with the game's live play (src/games/manewry.c). */
#ifndef CMD_MANEWRY_H
#define CMD_MANEWRY_H

struct mm_header;
struct mm_rules;

/*
 * The rules: ruleset (a preset or a file), else the record's Ruleset tag
 * (h, a preset name only; file names it in errors), else manewry; then
 * map, a map file over them. *name is the preset's name, or NULL once a
 * map was read. Returns 0 or an exit status (the error printed).
 */
int	 manewry_cli_rules(const char *ruleset, const char *map, const struct mm_header *h,
	    const char *file, struct mm_rules *, const char **name);
/* The spec of manewry play (cmd_manewry.c), the game's live options too. */
extern const struct cli_option manewry_play_options[];

#endif /* CMD_MANEWRY_H */
