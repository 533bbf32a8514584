/* What the cmd_baska*.c files share. */
#ifndef CMD_BASKA_H
#define CMD_BASKA_H

#include <stddef.h>

#include "cli.h"
#include "../notation/bdn.h"
#include "../report/baska.h"
#include "../rules/baska/baska.h"
#include "../rules/baska/sequence.h"

int	 cmd_baska_check(int, char **);
/* "cmd: opt is required" (exit 2). */
int	 baska_cli_missing(const char *cmd, const char *opt);

struct errbuf;

int	 cmd_baska_auction(int, char **);
/*
 * An option the rules refused (exit 2): err's message alone when whole (it
 * names the option), else "--hand: column 4: expected a card".
 */
int	 baska_cli_opt_error(const char *opt, int whole, const struct errbuf *);
/* A seat 1-4 for the option opt; 0, or -1 printed. */
int	 baska_cli_seat_opt(const char *opt, const char *arg, int *seat);
/* A contract for --contract; 0, or -1 printed. */
int	 baska_cli_contract_opt(const char *arg, enum baska_contract *);
/* referee baska score (cmd_baska_score.c). */
int	 cmd_baska_score(int, char **);
extern const struct cli_option baska_check_options[], baska_auction_options[];
extern const struct cli_option baska_score_options[];

/* The options of baska legal --solve (cmd_baska_solve.c). */
struct baska_legal_solve {
	enum baska_contract	 contract;
	enum out_format		 format;
	int			 declarer, partner, leader;
	const char		*hands, *trick;
};

/* baska legal --solve once the options are read: the exit status (errors printed). */
int	 baska_cli_legal_solve(const struct baska_legal_solve *, const struct baska_rules *);
/* referee baska analyse (cmd_baska_analyse.c). */
int	 cmd_baska_analyse(int, char **);
extern const struct cli_option baska_analyse_options[];

/* The rows' long help, N_() texts (help_baska.c). */
extern const char baska_help_analyse[], baska_help_auction[], baska_help_check[],
    baska_help_legal[], baska_help_score[];

#endif /* CMD_BASKA_H */
