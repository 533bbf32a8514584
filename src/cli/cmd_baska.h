/* What the cmd_baska*.c files share. */
#ifndef CMD_BASKA_H
#define CMD_BASKA_H

#include <stddef.h>

/* "kontra", "rekontra", "bok", "hirsz": the kontra levels 1-4. */
extern const char *const baska_cli_kontra_names[4];

int	 cmd_baska_check(int, char **);
/* "cmd: opt is required" (exit 2). */
int	 baska_cli_missing(const char *cmd, const char *opt);
/* Points with a sign, "+12", "-4", "0", in buf. */
const char *baska_cli_points_str(int v, char *buf, size_t size);

#endif /* CMD_BASKA_H */
