/* What the cmd_baska*.c files share. */
#ifndef CMD_BASKA_H
#define CMD_BASKA_H

#include <stddef.h>

#include "cli.h"
#include "../report/baska.h"
#include "../rules/baska/baska.h"

struct errbuf;

/*
 * --contract's value (CLI_CONV in a spec): the contract, or -1 with
 * "expected a contract (...), not 'kop'" in err.
 */
int	 baska_cli_contract(const char *arg, long *contract, struct errbuf *);

/* The commands of the rows (cmd_baska.c) and their specs. */
int	 cmd_baska_analyse(int, char **);
int	 cmd_baska_auction(int, char **);
int	 cmd_baska_check(int, char **);
int	 cmd_baska_score(int, char **);
extern const struct cli_option baska_analyse_options[], baska_auction_options[],
    baska_check_options[], baska_score_options[];

/* The rows' long help, N_() texts (help_baska.c). */
extern const char baska_help_analyse[], baska_help_auction[], baska_help_check[],
    baska_help_legal[], baska_help_score[];

#endif /* CMD_BASKA_H */
